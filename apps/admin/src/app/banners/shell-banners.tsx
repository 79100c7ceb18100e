import type { InformativeBanner } from './informative-banner.js';
import { InformativeBanners } from './informative-banners.js';
import { SubscriptionBanner } from './subscription-banner.js';

/** There is no banners API yet; the list becomes a query once there is. */
const NO_INFORMATIVE_BANNERS: readonly InformativeBanner[] = [];

/** What the console shows above every page: billing problems first, then informative banners. */
export function ShellBanners() {
  return (
    <>
      <SubscriptionBanner />
      <InformativeBanners banners={NO_INFORMATIVE_BANNERS} />
    </>
  );
}
