export const rolesUrl = () => '/roles';
export const addRoleUrl = () => '/roles/add-role';
export const editRoleUrl = (id: number) => `/roles/edit-role/${id}`;
/** The route pattern behind `editRoleUrl` (react-router param `id`). */
export const editRoleRoute = '/roles/edit-role/:id';
