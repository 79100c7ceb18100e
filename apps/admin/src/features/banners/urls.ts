import type { BannerKind } from '@tablero/domain';

/** The spec's paths (part 1 §2): a list per kind; banners are edited in a dialog over their list. */
export const bannerListUrl = (kind: BannerKind) => (kind === 'banner' ? '/banners' : '/position-banners');
export const popUpsUrl = () => '/popup-banners';
export const addPopUpUrl = () => '/popup-banners/add-banner';
export const editPopUpRoute = '/popup-banners/edit-banner/:id';
export const editPopUpUrl = (id: number) => `/popup-banners/edit-banner/${id}`;
