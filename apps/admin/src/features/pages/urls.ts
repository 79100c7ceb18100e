/** The spec's paths (part 1 §2); the page builder (`/pagebuilder`) is not built yet. */
export const pagesUrl = () => '/pages';
export const addPageUrl = () => '/pages/add-page';
export const editPageRoute = '/pages/edit-page/:id';
export const editPageUrl = (id: number) => `/pages/edit-page/${id}`;
