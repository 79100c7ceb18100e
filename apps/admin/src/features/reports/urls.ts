export const topProductsUrl = () => '/top-products';
