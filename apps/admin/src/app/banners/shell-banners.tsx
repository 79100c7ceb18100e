import { useShownBanners } from '../../features/informative-banners/api.js';
import { InformativeBanners } from './informative-banners.js';
import { SubscriptionBanner } from './subscription-banner.js';

/** What the console shows above every page: billing problems first, then the platform's notices. */
export function ShellBanners() {
  const banners = useShownBanners();
  return (
    <>
      <SubscriptionBanner />
      {banners.data && <InformativeBanners banners={banners.data} />}
    </>
  );
}
