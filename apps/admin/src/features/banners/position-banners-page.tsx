import { BannerListPage } from './banner-list-page.js';

/** `/position-banners`: banners that lead to a product or a price group. */
export default function PositionBannersPage() {
  return <BannerListPage kind="position" />;
}
