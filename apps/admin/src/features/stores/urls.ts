export const storesUrl = () => '/stores';
