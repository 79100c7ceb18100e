export const topProductsUrl = () => '/top-products';
export const dashboardUrl = () => '/dashboard';
export const salesReportsUrl = () => '/reports';
