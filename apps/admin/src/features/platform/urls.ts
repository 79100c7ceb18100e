/** The platform's brands (tenants): only its operators reach these screens. */
export const platformTenantsUrl = () => '/platform/tenants';
export const newPlatformTenantUrl = () => '/platform/tenants/new';
export const platformTenantUrl = (id: number) => `/platform/tenants/${id}`;
/** The route pattern behind `platformTenantUrl` (react-router param `id`). */
export const platformTenantRoute = '/platform/tenants/:id';
