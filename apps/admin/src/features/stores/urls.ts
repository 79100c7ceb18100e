export type StoreEditTab = 'info' | 'schedules' | 'delivery' | 'external-services';
export type BulkEditTab = 'schedules' | 'payment-methods';

export const storesUrl = () => '/stores';
export const addStoreUrl = () => '/stores/add-store';
export const editStoreUrl = (id: number, tab?: StoreEditTab) =>
  `/stores/edit-store/${id}${tab ? `/${tab}` : ''}`;
export const bulkEditTabs: readonly BulkEditTab[] = ['schedules', 'payment-methods'];
/**
 * The bulk edit, optionally with stores chosen: `?ids=1,2,3` keeps them across a reload and a
 * shared link.
 */
export const bulkEditStoresUrl = (tab?: BulkEditTab, ids: readonly number[] = []) =>
  `/stores/bulk-edit${tab ? `/${tab}` : ''}${ids.length > 0 ? `?ids=${ids.join(',')}` : ''}`;
/** The route pattern behind `bulkEditStoresUrl` (react-router param `tabName`). */
export const bulkEditStoresRoute = '/stores/bulk-edit/:tabName?';

export const storeEditTabs: readonly StoreEditTab[] = ['info', 'schedules', 'delivery', 'external-services'];
/** The route pattern behind `editStoreUrl` (react-router params `id` and `tabName`). */
export const editStoreRoute = '/stores/edit-store/:id/:tabName?';
/** Whether a path is one of a store's edit tabs: moving between them keeps the form. */
export const isEditStorePath = (id: number, pathname: string) =>
  pathname === editStoreUrl(id) || pathname.startsWith(`${editStoreUrl(id)}/`);
/** Whether a path is one of the bulk edit's tabs: moving between them keeps what was typed. */
export const isBulkEditPath = (pathname: string) =>
  pathname === bulkEditStoresUrl() || pathname.startsWith(`${bulkEditStoresUrl()}/`);
