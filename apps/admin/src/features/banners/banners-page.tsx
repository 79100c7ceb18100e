import { BannerListPage } from './banner-list-page.js';

/** `/banners`: the storefront's carousel. */
export default function BannersPage() {
  return <BannerListPage kind="banner" />;
}
