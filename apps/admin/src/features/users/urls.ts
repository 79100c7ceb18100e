export const usersUrl = () => '/users';
export const addUserUrl = () => '/users/add-user';
export const editUserUrl = (id: number) => `/users/edit-user/${id}`;
/** The route pattern behind `editUserUrl` (react-router param `id`). */
export const editUserRoute = '/users/edit-user/:id';
/**
 * Where a user sets their password (`passwordPageUrl` in the domain writes its links):
 * `/definir-contrasena/{token}?tenant={slug}`, no sign-in.
 */
export const passwordLinkRoute = '/definir-contrasena/:token';
