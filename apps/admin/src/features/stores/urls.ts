export type StoreEditTab = 'info' | 'schedules' | 'delivery' | 'external-services';
export type BulkEditTab = 'schedules' | 'payment-methods';

export const storesUrl = () => '/stores';
export const addStoreUrl = () => '/stores/add-store';
export const editStoreUrl = (id: number, tab?: StoreEditTab) =>
  `/stores/edit-store/${id}${tab ? `/${tab}` : ''}`;
export const bulkEditStoresUrl = (tab?: BulkEditTab) => `/stores/bulk-edit${tab ? `/${tab}` : ''}`;

export const storeEditTabs: readonly StoreEditTab[] = ['info', 'schedules', 'delivery', 'external-services'];
/** The route pattern behind `editStoreUrl` (react-router params `id` and `tabName`). */
export const editStoreRoute = '/stores/edit-store/:id/:tabName?';
/** Whether a path is one of a store's edit tabs: moving between them keeps the form. */
export const isEditStorePath = (id: number, pathname: string) =>
  pathname === editStoreUrl(id) || pathname.startsWith(`${editStoreUrl(id)}/`);
