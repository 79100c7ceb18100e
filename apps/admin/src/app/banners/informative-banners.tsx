import { Stack } from '@mantine/core';
import { useStoredEntry } from '../../shared/storage/index.js';
import { useTenant } from '../tenant/tenant-context.js';
import {
  type BannerDismissal,
  hiddenBannersEntry,
  hiddenUntil,
  visibleBanners,
} from './banner-visibility.js';
import type { InformativeBanner } from './informative-banner.js';
import { InformativeBannerCard } from './informative-banner-card.js';

/** Informative banners not postponed or deleted on this machine; nothing when there are none. */
export function InformativeBanners({ banners }: { banners: readonly InformativeBanner[] }) {
  const tenant = useTenant();
  const [hidden, setHidden] = useStoredEntry(tenant.slug, hiddenBannersEntry);
  const shown = visibleBanners(banners, hidden, new Date());
  if (shown.length === 0) return null;

  const dismiss = (id: string, dismissal: BannerDismissal) =>
    setHidden({ ...hidden, [id]: hiddenUntil(dismissal, new Date()) });

  return (
    <Stack gap="sm" mb="md">
      {shown.map((banner) => (
        <InformativeBannerCard
          key={banner.id}
          banner={banner}
          onDismiss={(dismissal) => dismiss(banner.id, dismissal)}
        />
      ))}
    </Stack>
  );
}
