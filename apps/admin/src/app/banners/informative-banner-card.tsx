import { Anchor, Button, Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BannerDismissal } from './banner-visibility.js';
import type { InformativeBanner } from './informative-banner.js';

/** Spec part 1 §2: "Mobile banner breakpoint 550 px". */
const MOBILE_MEDIA = '(max-width: 549px)';

interface InformativeBannerCardProps {
  banner: InformativeBanner;
  onDismiss(dismissal: BannerDismissal): void;
}

export function InformativeBannerCard({ banner, onDismiss }: InformativeBannerCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" data-testid="informative-banner">
      <Anchor href={banner.link} target="_blank" rel="noopener noreferrer" display="block">
        <picture>
          <source media={MOBILE_MEDIA} srcSet={banner.responsiveImage} />
          <img src={banner.desktopImage} alt={banner.alt} style={{ width: '100%', display: 'block' }} />
        </picture>
      </Anchor>
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button size="xs" variant="subtle" onClick={() => onDismiss('postpone')}>
          {t('shell:banners.postpone')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={() => onDismiss('delete')}>
          {t('shell:banners.delete')}
        </Button>
      </Group>
    </Paper>
  );
}
