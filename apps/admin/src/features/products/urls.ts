export const productsUrl = () => '/products';
export const addProductUrl = () => '/products/add-product';
export const editProductUrl = (id: number) => `/products/edit-product/${id}`;
/** The route pattern behind `editProductUrl` (react-router param `id`). */
export const editProductRoute = '/products/edit-product/:id';
