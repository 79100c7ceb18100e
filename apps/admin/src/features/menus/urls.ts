export const menusUrl = () => '/menu';
export const addMenuUrl = () => '/menu/add-menu';
export const editMenuUrl = (id: number) => `/menu/edit-menu/${id}`;
export const newAddMenuUrl = () => '/menu/new-add-menu';
export const newEditMenuUrl = (id: number) => `/menu/new-edit-menu/${id}`;
/** Route patterns behind `editMenuUrl` and `newEditMenuUrl` (react-router param `id`). */
export const editMenuRoute = '/menu/edit-menu/:id';
export const newEditMenuRoute = '/menu/new-edit-menu/:id';
