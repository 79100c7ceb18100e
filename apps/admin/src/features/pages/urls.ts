import { useLocation } from 'react-router';

/** The spec's paths (part 1 §2): the pages, the super admins' pages admin, and the page builder. */
export const pagesUrl = () => '/pages';
export const addPageUrl = () => '/pages/add-page';
export const editPageRoute = '/pages/edit-page/:id';
export const editPageUrl = (id: number) => `/pages/edit-page/${id}`;

export const pagesAdminUrl = () => '/pages-admin';
export const addPagesAdminUrl = () => '/pages-admin/add-page';
export const editPagesAdminRoute = '/pages-admin/edit-page/:id';
export const editPagesAdminUrl = (id: number) => `/pages-admin/edit-page/${id}`;

/** The page builder, for a page; `from` the pages admin, its way back leads there. */
export const pageBuilderUrl = (id?: number, fromAdmin = false) =>
  id === undefined ? '/pagebuilder' : `/pagebuilder?page=${id}${fromAdmin ? '&from=pages-admin' : ''}`;

export interface PageUrls {
  admin: boolean;
  list: string;
  add: string;
  edit(id: number): string;
}

const storefrontUrls: PageUrls = { admin: false, list: pagesUrl(), add: addPageUrl(), edit: editPageUrl };
const adminUrls: PageUrls = {
  admin: true,
  list: pagesAdminUrl(),
  add: addPagesAdminUrl(),
  edit: editPagesAdminUrl,
};

/** The same screens serve `/pages` and the super admins' `/pages-admin`; each links within its own. */
export function usePageUrls(): PageUrls {
  return useLocation().pathname.startsWith(pagesAdminUrl()) ? adminUrls : storefrontUrls;
}
