export const topProductsUrl = () => '/top-products';
export const dashboardUrl = () => '/dashboard';
