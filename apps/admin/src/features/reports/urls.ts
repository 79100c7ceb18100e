export const topProductsUrl = () => '/top-products';
export const topCustomersUrl = () => '/top-users';
export const dashboardUrl = () => '/dashboard';
export const salesReportsUrl = () => '/reports';
