import { alpha, isLightColor, Paper, Text } from '@mantine/core';
import { IconBurger, IconShoppingBag } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import type { DesignValues } from './design-fields.js';
import { fontStack } from './font-stack.js';
import { type PreviewLook, previewLook } from './preview-look.js';

/** Text that reads on a colour: dark on a light one, white on a dark one. */
const on = (color: string) => (isLightColor(color) ? '#111827' : '#FFFFFF');

const SAMPLE_PRICE = 599_000;

/**
 * A sample of the storefront drawn with the colours, typefaces, logo and name as they are typed,
 * before anything is saved: its header, a product card and its buttons.
 */
export function StorefrontPreview({ values, saved }: { values: DesignValues; saved: DesignValues }) {
  const { t } = useTranslation('settings');
  const money = useMoney();
  const look = previewLook(values, saved);
  const heading: CSSProperties = { fontFamily: fontStack(look.headingFont), fontWeight: 700, margin: 0 };
  return (
    <Paper
      withBorder
      radius="md"
      role="region"
      aria-label={t('preview.label')}
      style={{ overflow: 'hidden' }}
    >
      <Text size="xs" fw={600} c="dimmed" px="sm" py={6}>
        {t('preview.title')}
      </Text>
      <div style={{ background: look.background, color: look.text, fontFamily: fontStack(look.bodyFont) }}>
        <PreviewHeader look={look} heading={heading} />
        <div style={{ padding: 16, display: 'grid', gap: 14 }}>
          <p style={{ ...heading, fontSize: 20 }}>{t('preview.heading')}</p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', fontSize: 12 }}>
            {(['burgers', 'sides', 'drinks'] as const).map((category, index) => (
              <span
                key={category}
                style={{
                  padding: '4px 10px',
                  borderRadius: 999,
                  border: `1px solid ${look.secondary}`,
                  background: index === 0 ? look.secondary : 'transparent',
                  color: index === 0 ? on(look.secondary) : look.text,
                }}
              >
                {t(`preview.categories.${category}`)}
              </span>
            ))}
          </div>
          <div
            style={{
              border: `1px solid ${alpha(look.text, 0.14)}`,
              borderRadius: 12,
              overflow: 'hidden',
              maxWidth: 320,
            }}
          >
            <div
              style={{
                height: 96,
                display: 'grid',
                placeItems: 'center',
                background: alpha(look.secondary, 0.12),
                color: look.secondary,
              }}
            >
              <IconBurger size={44} stroke={1.4} aria-hidden />
            </div>
            <div style={{ padding: 12, display: 'grid', gap: 6 }}>
              <p style={{ ...heading, fontSize: 16 }}>{t('preview.product')}</p>
              <p style={{ margin: 0, fontSize: 13, opacity: 0.75 }}>{t('preview.productDescription')}</p>
              <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
                <strong style={{ fontSize: 15 }}>{money(SAMPLE_PRICE)}</strong>
                <span
                  data-testid="preview-button"
                  style={{
                    background: look.primary,
                    color: on(look.primary),
                    borderRadius: 8,
                    padding: '6px 14px',
                    fontSize: 13,
                    fontWeight: 600,
                  }}
                >
                  {t('preview.add')}
                </span>
              </div>
            </div>
          </div>
          <span
            style={{
              justifySelf: 'start',
              border: `1.5px solid ${look.secondary}`,
              color: look.secondary,
              borderRadius: 8,
              padding: '6px 14px',
              fontSize: 13,
              fontWeight: 600,
            }}
          >
            {t('preview.fullMenu')}
          </span>
        </div>
        <div
          style={{ background: look.secondary, color: on(look.secondary), padding: '8px 16px', fontSize: 12 }}
        >
          © {look.name}
        </div>
      </div>
    </Paper>
  );
}

function PreviewHeader({ look, heading }: { look: PreviewLook; heading: CSSProperties }) {
  const { t } = useTranslation('settings');
  return (
    <div
      data-testid="preview-header"
      style={{
        backgroundColor: look.primary,
        color: on(look.primary),
        padding: '10px 16px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        minHeight: 52,
      }}
    >
      {look.logoUrl ? (
        <img src={look.logoUrl} alt={look.name} style={{ height: 32, maxWidth: 150, objectFit: 'contain' }} />
      ) : (
        <span style={{ ...heading, fontSize: 18 }}>{look.name}</span>
      )}
      <span style={{ display: 'flex', alignItems: 'center', gap: 14, fontSize: 13 }}>
        <span>{t('preview.menu')}</span>
        <span>{t('preview.stores')}</span>
        <IconShoppingBag size={18} aria-label={t('preview.cart')} />
      </span>
    </div>
  );
}
