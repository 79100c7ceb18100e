import type { Config, Fields } from '@puckeditor/core';
import type { PageBlockType } from '@tablero/domain';
import type { TFunction } from 'i18next';
import {
  BannersBlock,
  type BannersProps,
  CategoriesGridBlock,
  type CategoriesGridProps,
  FooterBlock,
  type FooterProps,
  HeaderBlock,
  type HeaderProps,
  HeroBlock,
  type HeroProps,
  MenuBlock,
  type MenuProps,
  RichTextBlock,
  type RichTextProps,
  StoresCarouselBlock,
  type StoresCarouselProps,
  VideoBlock,
  type VideoProps,
} from './blocks.js';

type Named<P> = P & { displayName: string };

interface BlockProps {
  header: Named<HeaderProps>;
  footer: Named<FooterProps>;
  hero: Named<HeroProps>;
  video: Named<VideoProps>;
  banners: Named<BannersProps>;
  menu: Named<MenuProps>;
  stores_carousel: Named<StoresCarouselProps>;
  categories_grid: Named<CategoriesGridProps>;
  rich_text: Named<RichTextProps>;
}

export type BuilderConfig = Config<BlockProps>;

/**
 * The page builder's sections (spec part 2 §3), their fields in Spanish and what a new one starts
 * with. Every section carries the name the page's list of sections shows.
 */
export function builderConfig(t: TFunction<'pages'>): BuilderConfig {
  const label = (type: PageBlockType) => t(`builder.blocks.${type}`);
  const f = (name: string) => t(`builder.fields.${name}`);
  const named = <P extends object>(fields: Fields<P>) =>
    ({ displayName: { type: 'text', label: f('displayName') }, ...fields }) as Fields<Named<P>>;
  const text = (name: string) => ({ type: 'text', label: f(name) }) as const;

  return {
    // The page's own fields (title, address) are edited in the page's form, not here.
    root: { fields: {} },
    categories: {
      frame: { title: t('builder.categories.frame'), components: ['header', 'footer'] },
      content: { title: t('builder.categories.content'), components: ['hero', 'rich_text', 'video'] },
      live: {
        title: t('builder.categories.live'),
        components: ['banners', 'menu', 'stores_carousel', 'categories_grid'],
      },
    },
    components: {
      header: {
        label: label('header'),
        fields: named<HeaderProps>({
          logo: {
            type: 'radio',
            label: f('logo'),
            options: [
              { label: f('logoPrimary'), value: 'primary' },
              { label: f('logoSecondary'), value: 'secondary' },
              { label: f('logoNone'), value: 'none' },
            ],
          },
          showCart: {
            type: 'radio',
            label: f('showCart'),
            options: [
              { label: t('builder.yes'), value: true },
              { label: t('builder.no'), value: false },
            ],
          },
          links: {
            type: 'array',
            label: f('links'),
            arrayFields: { label: text('linkLabel'), url: text('linkUrl') },
            defaultItemProps: { label: t('builder.defaults.linkLabel'), url: '/menu' },
            getItemSummary: (item) => item.label || f('linkLabel'),
          },
        }),
        defaultProps: { displayName: label('header'), logo: 'primary', showCart: true, links: [] },
        render: HeaderBlock,
      },
      footer: {
        label: label('footer'),
        fields: named<FooterProps>({
          text: { type: 'textarea', label: f('footerText') },
          showSocial: {
            type: 'radio',
            label: f('showSocial'),
            options: [
              { label: t('builder.yes'), value: true },
              { label: t('builder.no'), value: false },
            ],
          },
        }),
        defaultProps: {
          displayName: label('footer'),
          text: t('builder.defaults.footerText'),
          showSocial: true,
        },
        render: FooterBlock,
      },
      hero: {
        label: label('hero'),
        fields: named<HeroProps>({
          title: text('title'),
          subtitle: text('subtitle'),
          imageUrl: text('imageUrl'),
          buttonLabel: text('buttonLabel'),
          buttonUrl: text('buttonUrl'),
          align: {
            type: 'radio',
            label: f('align'),
            options: [
              { label: f('alignLeft'), value: 'left' },
              { label: f('alignCenter'), value: 'center' },
            ],
          },
        }),
        defaultProps: {
          displayName: label('hero'),
          title: t('builder.defaults.heroTitle'),
          subtitle: '',
          imageUrl: '',
          buttonLabel: t('builder.defaults.heroButton'),
          buttonUrl: '/menu',
          align: 'center',
        },
        render: HeroBlock,
      },
      video: {
        label: label('video'),
        fields: named<VideoProps>({ title: text('title'), videoUrl: text('videoUrl') }),
        defaultProps: { displayName: label('video'), title: '', videoUrl: '' },
        render: VideoBlock,
      },
      banners: {
        label: label('banners'),
        fields: named<BannersProps>({
          category: {
            type: 'select',
            label: f('bannerCategory'),
            options: (['home', 'menu', 'checkout'] as const).map((value) => ({
              label: t(`builder.bannerCategories.${value}`),
              value,
            })),
          },
        }),
        defaultProps: { displayName: label('banners'), category: 'home' },
        render: BannersBlock,
      },
      menu: {
        label: label('menu'),
        fields: named<MenuProps>({
          title: text('title'),
          productsPerCategory: { type: 'number', label: f('productsPerCategory'), min: 1, max: 24 },
        }),
        defaultProps: {
          displayName: label('menu'),
          title: t('builder.defaults.menuTitle'),
          productsPerCategory: 8,
        },
        render: MenuBlock,
      },
      stores_carousel: {
        label: label('stores_carousel'),
        fields: named<StoresCarouselProps>({ title: text('title') }),
        defaultProps: { displayName: label('stores_carousel'), title: t('builder.defaults.storesTitle') },
        render: StoresCarouselBlock,
      },
      categories_grid: {
        label: label('categories_grid'),
        fields: named<CategoriesGridProps>({
          title: text('title'),
          columns: { type: 'number', label: f('columns'), min: 2, max: 6 },
        }),
        defaultProps: {
          displayName: label('categories_grid'),
          title: t('builder.defaults.categoriesTitle'),
          columns: 3,
        },
        render: CategoriesGridBlock,
      },
      rich_text: {
        label: label('rich_text'),
        fields: named<RichTextProps>({ html: { type: 'richtext', label: f('richText') } }),
        defaultProps: { displayName: label('rich_text'), html: `<p>${t('builder.defaults.richText')}</p>` },
        render: RichTextBlock,
      },
    },
  };
}
