export type StoreEditTab = 'info' | 'schedules' | 'delivery' | 'external-services';
export type BulkEditTab = 'schedules' | 'payment-methods';

export const storesUrl = () => '/stores';
export const addStoreUrl = () => '/stores/add-store';
export const editStoreUrl = (id: number, tab?: StoreEditTab) =>
  `/stores/edit-store/${id}${tab ? `/${tab}` : ''}`;
export const bulkEditStoresUrl = (tab?: BulkEditTab) => `/stores/bulk-edit${tab ? `/${tab}` : ''}`;
