import type { PuckContext } from '@puckeditor/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { socialNetworks } from '@tablero/domain';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import type { BuilderData } from './live-data.js';

/**
 * The sections of a storefront page as the page builder draws them (spec part 2 §3): each reads
 * the brand's live data from the editor's metadata, so what the marketer places is what the
 * storefront will show with today's banners, stores and menu.
 */
type Rendered<P> = P & { puck: PuckContext };

const dataOf = (puck: PuckContext) => puck.metadata as BuilderData;

const colorsOf = (data: BuilderData) => ({
  primary: data.settings?.design.colors.primary ?? '#1f2937',
  secondary: data.settings?.design.colors.secondary ?? '#f59e0b',
  background: data.settings?.design.colors.background ?? '#ffffff',
  text: data.settings?.design.colors.text ?? '#111827',
});

const section: CSSProperties = { padding: '32px 24px', fontFamily: 'system-ui, sans-serif' };
const heading: CSSProperties = { margin: '0 0 16px', fontSize: 24, fontWeight: 700 };
/** Cards side by side, as many as fit, the rest on the next line (nothing hidden off to the side). */
const row: CSSProperties = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
};
const card: CSSProperties = {
  border: '1px solid #e5e7eb',
  borderRadius: 12,
  overflow: 'hidden',
  background: '#fff',
};

function Empty({ children }: { children: ReactNode }) {
  return (
    <div style={{ ...section, color: '#6b7280', border: '2px dashed #d1d5db', textAlign: 'center' }}>
      {children}
    </div>
  );
}

export interface HeaderProps {
  logo: 'primary' | 'secondary' | 'none';
  showCart: boolean;
  links: { label: string; url: string }[];
}

export function HeaderBlock({ logo, showCart, links, puck }: Rendered<HeaderProps>) {
  const { t } = useTranslation('pages');
  const data = dataOf(puck);
  const colors = colorsOf(data);
  const image =
    logo === 'secondary' ? data.settings?.design.secondaryLogo : data.settings?.design.primaryLogo;
  const name = data.settings?.design.commerceName ?? '';
  return (
    <header
      style={{
        ...section,
        padding: '12px 24px',
        display: 'flex',
        alignItems: 'center',
        gap: 24,
        background: colors.primary,
        color: '#fff',
      }}
    >
      {logo !== 'none' && image?.url ? (
        <img src={image.url} alt={name} style={{ height: 40, maxWidth: 160, objectFit: 'contain' }} />
      ) : (
        <strong style={{ fontSize: 20 }}>{name}</strong>
      )}
      <nav style={{ display: 'flex', gap: 16, flex: 1, flexWrap: 'wrap' }}>
        {(links ?? []).map((link) => (
          <a
            key={`${link.label}-${link.url}`}
            href={link.url}
            style={{ color: '#fff', textDecoration: 'none' }}
          >
            {link.label}
          </a>
        ))}
      </nav>
      {showCart && <IconShoppingCart size={24} aria-label={t('builder.cart')} role="img" />}
    </header>
  );
}

export interface FooterProps {
  text: string;
  showSocial: boolean;
}

export function FooterBlock({ text, showSocial, puck }: Rendered<FooterProps>) {
  const data = dataOf(puck);
  const social = data.settings?.design.social;
  const links = showSocial && social ? socialNetworks.filter((network) => social[network]) : [];
  return (
    <footer style={{ ...section, background: '#111827', color: '#e5e7eb', textAlign: 'center' }}>
      <p style={{ margin: 0 }}>{text}</p>
      {links.length > 0 && (
        <p style={{ margin: '12px 0 0', display: 'flex', gap: 16, justifyContent: 'center' }}>
          {links.map((network) => (
            <a
              key={network}
              href={social?.[network] ?? ''}
              style={{ color: '#e5e7eb', textTransform: 'capitalize' }}
            >
              {network}
            </a>
          ))}
        </p>
      )}
    </footer>
  );
}

export interface HeroProps {
  title: string;
  subtitle: string;
  imageUrl: string;
  buttonLabel: string;
  buttonUrl: string;
  align: 'left' | 'center';
}

export function HeroBlock({
  title,
  subtitle,
  imageUrl,
  buttonLabel,
  buttonUrl,
  align,
  puck,
}: Rendered<HeroProps>) {
  const colors = colorsOf(dataOf(puck));
  return (
    <section
      style={{
        ...section,
        padding: '72px 24px',
        textAlign: align,
        color: '#fff',
        background: imageUrl
          ? `linear-gradient(rgba(0,0,0,.45), rgba(0,0,0,.45)), center / cover no-repeat url("${imageUrl}")`
          : colors.primary,
      }}
    >
      <h1 style={{ margin: 0, fontSize: 40, lineHeight: 1.1 }}>{title}</h1>
      {subtitle && <p style={{ fontSize: 18, margin: '12px 0 0' }}>{subtitle}</p>}
      {buttonLabel && (
        <a
          href={buttonUrl || '#'}
          style={{
            display: 'inline-block',
            marginTop: 24,
            padding: '12px 24px',
            borderRadius: 999,
            background: colors.secondary,
            color: '#111827',
            fontWeight: 700,
            textDecoration: 'none',
          }}
        >
          {buttonLabel}
        </a>
      )}
    </section>
  );
}

export interface VideoProps {
  title: string;
  videoUrl: string;
}

/** The embeddable address of a YouTube or Vimeo link; a file's own address as it is. */
export function embedOf(url: string): { kind: 'frame' | 'file'; src: string } | null {
  const youtube = /^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{6,})/.exec(url);
  if (youtube) return { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${youtube[1]}` };
  const vimeo = /^https:\/\/(?:www\.)?vimeo\.com\/(\d+)/.exec(url);
  if (vimeo) return { kind: 'frame', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  if (/^https:\/\/\S+\.(mp4|webm)$/i.test(url)) return { kind: 'file', src: url };
  return null;
}

export function VideoBlock({ title, videoUrl }: Rendered<VideoProps>) {
  const { t } = useTranslation('pages');
  const embed = embedOf(videoUrl);
  if (!embed) return <Empty>{t('builder.empty.video')}</Empty>;
  const frame: CSSProperties = { width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 12 };
  return (
    <section style={section}>
      {title && <h2 style={heading}>{title}</h2>}
      {embed.kind === 'frame' ? (
        <iframe src={embed.src} title={title || t('builder.blocks.video')} style={frame} allowFullScreen />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a brand's promotional video has no caption track to offer
        <video src={embed.src} controls style={frame} />
      )}
    </section>
  );
}

export interface BannersProps {
  category: 'home' | 'menu' | 'checkout';
}

export function BannersBlock({ category, puck }: Rendered<BannersProps>) {
  const { t } = useTranslation('pages');
  const banners = dataOf(puck).banners.filter((banner) => banner.category === category);
  if (banners.length === 0) return <Empty>{t('builder.empty.banners')}</Empty>;
  return (
    <section style={{ ...section, display: 'grid', gap: 16 }}>
      {banners.map((banner) => (
        <img
          key={banner.id}
          src={banner.image.url}
          alt={banner.name}
          style={{
            width: '100%',
            aspectRatio: '1320 / 385',
            objectFit: 'cover',
            borderRadius: 12,
          }}
        />
      ))}
    </section>
  );
}

export interface MenuProps {
  title: string;
  productsPerCategory: number;
}

export function MenuBlock({ title, productsPerCategory, puck }: Rendered<MenuProps>) {
  const { t } = useTranslation('pages');
  const money = useMoney();
  const data = dataOf(puck);
  const collections = data.menu?.collections.filter((collection) => collection.prices.length > 0) ?? [];
  if (collections.length === 0) return <Empty>{t('builder.empty.menu')}</Empty>;
  return (
    <section style={section}>
      <h2 style={heading}>{title || data.defaultStore?.name}</h2>
      {collections.map((collection) => (
        <div key={collection.id} style={{ marginBottom: 24 }}>
          <h3 style={{ margin: '0 0 12px', fontSize: 18 }}>{collection.name}</h3>
          <div style={row}>
            {collection.prices.slice(0, Math.max(1, productsPerCategory)).map((price) => (
              <article key={price.id} style={card}>
                {price.product.pictures[0] && (
                  <img
                    src={price.product.pictures[0].url}
                    alt={price.product.name}
                    style={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }}
                  />
                )}
                <div style={{ padding: 12 }}>
                  <strong>{price.product.name}</strong>
                  <p style={{ margin: '4px 0 0' }}>
                    {price.discountPrice !== null && (
                      <s style={{ color: '#6b7280', marginRight: 8 }}>{money(price.price)}</s>
                    )}
                    {money(price.discountPrice ?? price.price)}
                  </p>
                </div>
              </article>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

export interface StoresCarouselProps {
  title: string;
}

export function StoresCarouselBlock({ title, puck }: Rendered<StoresCarouselProps>) {
  const { t } = useTranslation('pages');
  const stores = dataOf(puck).stores;
  if (stores.length === 0) return <Empty>{t('builder.empty.stores')}</Empty>;
  return (
    <section style={section}>
      {title && <h2 style={heading}>{title}</h2>}
      <div style={row}>
        {stores.map((store) => (
          <article key={store.id} style={{ ...card, padding: 16 }}>
            <strong>{store.name}</strong>
            <p style={{ margin: '4px 0', color: '#4b5563', fontSize: 14 }}>{store.textAddress}</p>
            <span style={{ fontSize: 13, color: store.opening.open ? '#15803d' : '#b91c1c' }}>
              {store.opening.open ? t('builder.open') : t('builder.closed')}
            </span>
          </article>
        ))}
      </div>
    </section>
  );
}

export interface CategoriesGridProps {
  title: string;
  columns: number;
}

export function CategoriesGridBlock({ title, columns, puck }: Rendered<CategoriesGridProps>) {
  const { t } = useTranslation('pages');
  const collections =
    dataOf(puck).menu?.collections.filter((collection) => collection.prices.length > 0) ?? [];
  if (collections.length === 0) return <Empty>{t('builder.empty.categories')}</Empty>;
  return (
    <section style={section}>
      {title && <h2 style={heading}>{title}</h2>}
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: `repeat(auto-fill, minmax(${Math.round(960 / Math.max(2, columns))}px, 1fr))`,
        }}
      >
        {collections.map((collection) => {
          const picture = collection.prices.find((price) => price.product.pictures[0])?.product.pictures[0];
          return (
            <div
              key={collection.id}
              style={{
                position: 'relative',
                aspectRatio: '4 / 3',
                borderRadius: 12,
                overflow: 'hidden',
                background: picture ? `center / cover url("${picture.url}")` : '#e5e7eb',
              }}
            >
              <span
                style={{
                  position: 'absolute',
                  inset: 'auto 0 0 0',
                  padding: 12,
                  color: '#fff',
                  fontWeight: 700,
                  background: 'linear-gradient(transparent, rgba(0,0,0,.7))',
                }}
              >
                {collection.name}
              </span>
            </div>
          );
        })}
      </div>
    </section>
  );
}

export interface RichTextProps {
  html: ReactNode;
}

/** The editor hands its own rendering while editing; a saved page's text is the API's cleaned HTML. */
export function RichTextBlock({ html }: Rendered<RichTextProps>) {
  return typeof html === 'string' ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the API keeps only the rich text's own tags (block-html.ts)
    <section style={{ ...section, lineHeight: 1.6 }} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <section style={{ ...section, lineHeight: 1.6 }}>{html}</section>
  );
}
