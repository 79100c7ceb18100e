import {
  type BannerKind,
  type BannerPlatform,
  bannerImageSizes,
  formatDateTime,
  type PopUpPlatform,
  popUpImageSizes,
  resolveBannerWrite,
  resolvePopUpWrite,
} from '@tablero/domain';
import type { Tx } from '../db/client.js';
import { insertBanner } from '../modules/banners/banners.repo.js';
import { bannerColumnsOf } from '../modules/banners/banners.service.js';
import { insertPopUp } from '../modules/banners/pop-ups.repo.js';
import { popUpColumnsOf } from '../modules/banners/pop-ups.service.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';
import { type PromoArt, promoBannerSvg } from './art/promo-banner.js';
import { demoBrandPalette } from './demo-brand.js';
import type { DemoMenu } from './demo-menu.js';
import { demoProducts } from './demo-menu.js';
import type { DemoPictureSource } from './demo-pictures.js';

const dish = (name: string) => {
  const product = demoProducts.find((p) => p.name === name);
  if (!product) throw new Error(`no demo product ${name}`);
  return product.picture;
};

interface DemoBanner {
  kind: BannerKind;
  name: string;
  art: PromoArt;
  platforms: BannerPlatform[];
  body: Record<string, unknown>;
  /** A positional banner's product, by name. */
  leadsTo?: string;
}

/** What the demo storefront shows: a carousel, two advertising positions and a welcome pop-up. */
const demoBanners = (days: (offset: number) => string): DemoBanner[] => [
  {
    kind: 'banner',
    name: 'Combo Clásica',
    art: {
      headline: 'Combo Clásica',
      subline: 'Hamburguesa, papas y bebida por $9.990',
      call: 'Pide ahora',
      dish: dish('Hamburguesa Clásica'),
      seed: 11,
    },
    platforms: ['web', 'web_responsive', 'app'],
    body: { url: '/menu', category: 'home' },
  },
  {
    kind: 'banner',
    name: 'Despacho gratis',
    art: {
      headline: 'Despacho gratis',
      subline: 'En pedidos sobre $25.000',
      call: 'Ver menú',
      dish: dish('Papas fritas'),
      seed: 23,
    },
    platforms: ['web', 'web_responsive', 'app'],
    body: { url: '/menu', category: 'home', dispatch_method: 'delivery' },
  },
  {
    kind: 'banner',
    name: 'Fin de semana BBQ',
    art: {
      headline: 'Fin de semana BBQ',
      subline: 'La BBQ Bacon con aros de cebolla',
      call: 'Pídela',
      dish: dish('Hamburguesa BBQ Bacon'),
      seed: 37,
    },
    platforms: ['web', 'app'],
    body: {
      category: 'home',
      availability: ['friday', 'saturday', 'sunday'],
      start_date: days(-7),
      end_date: days(60),
    },
  },
  {
    kind: 'banner',
    name: 'Promo invierno (terminada)',
    art: {
      headline: 'Promo invierno',
      subline: 'Chocolate caliente con brownie',
      call: 'Terminada',
      dish: dish('Brownie con helado'),
      seed: 41,
    },
    platforms: ['web'],
    body: { category: 'home', active: false, start_date: days(-150), end_date: days(-60) },
  },
  {
    kind: 'position',
    name: 'Nueva Veggie',
    art: {
      headline: 'Nueva Veggie',
      subline: 'Medallón de garbanzos y palta',
      call: 'Pruébala',
      dish: dish('Hamburguesa Veggie'),
      seed: 53,
    },
    platforms: ['web', 'app'],
    body: { category: 'menu' },
    leadsTo: 'Hamburguesa Veggie',
  },
  {
    kind: 'position',
    name: 'Limonada de la casa',
    art: {
      headline: 'Limonada de la casa',
      subline: 'Menta y jengibre, recién hecha',
      call: 'Agregar',
      dish: dish('Limonada menta jengibre'),
      seed: 67,
    },
    platforms: ['web', 'app'],
    body: { category: 'checkout' },
    leadsTo: 'Limonada menta jengibre',
  },
];

const popUpArt: PromoArt = {
  headline: '¡Bienvenido!',
  subline: '15% en tu primer pedido: BIENVENIDA15',
  call: 'Pedir',
  dish: dish('Hamburguesa Doble Queso'),
  seed: 79,
};
const popUpPlatforms: PopUpPlatform[] = ['web', 'web_responsive'];

const keyOf = (name: string, platform: string) => `${name}|${platform}`;

/** The pictures of the demo's banners and pop-ups, each of its place's exact size. */
export function demoBannerPictures(): DemoPictureSource[] {
  const banners = demoBanners(() => '').flatMap((banner) =>
    banner.platforms.map((platform) => {
      const { width, height } = bannerImageSizes[platform];
      return {
        key: keyOf(banner.name, platform),
        name: `Banner ${banner.name} (${platform})`,
        svg: promoBannerSvg(width, height, banner.art, demoBrandPalette),
        format: 'image/webp' as const,
      };
    }),
  );
  const popUps = popUpPlatforms.map((platform) => {
    const { width, height } = popUpImageSizes[platform];
    return {
      key: keyOf('popup', platform),
      name: `Pop-up bienvenida (${platform})`,
      svg: promoBannerSvg(width, height, popUpArt, demoBrandPalette),
      format: 'image/webp' as const,
    };
  });
  return [...banners, ...popUps];
}

/** Writes the demo's banners and pop-ups through the domain's rules, pictures from `pictureIds`. */
export async function insertDemoBanners(
  tx: Tx,
  tenant: TenantRecord,
  menu: DemoMenu,
  pictureIds: ReadonlyMap<string, number>,
  now = new Date(),
): Promise<void> {
  const days = (offset: number) =>
    formatDateTime(new Date(now.getTime() + offset * 86_400_000), tenant.timeZone);
  const pictureOf = (key: string) => {
    const id = pictureIds.get(key);
    if (id === undefined) throw new Error(`no demo picture ${key}`);
    return id;
  };
  for (const banner of demoBanners(days)) {
    const productId = banner.leadsTo === undefined ? undefined : menu.productIds.get(banner.leadsTo);
    const body = {
      name: banner.name,
      ...banner.body,
      pictures: banner.platforms.map((platform) => ({
        platform,
        picture_id: pictureOf(keyOf(banner.name, platform)),
      })),
      ...(productId === undefined ? {} : { bannerable_type: 'product', bannerable_id: productId }),
    };
    const result = resolveBannerWrite(banner.kind, undefined, body);
    if ('errors' in result)
      throw new Error(`seed banner ${banner.name} breaks a rule: ${JSON.stringify(result.errors)}`);
    const { state } = result;
    await insertBanner(
      tx,
      tenant.id,
      banner.kind,
      bannerColumnsOf(state, tenant.timeZone),
      state.store_ids,
      state.pictures,
    );
  }
  for (const platform of popUpPlatforms) {
    const result = resolvePopUpWrite(undefined, {
      name: platform === 'web' ? 'Bienvenida' : 'Bienvenida (celulares)',
      url: '/menu',
      platform,
      picture_ids: [pictureOf(keyOf('popup', platform))],
    });
    if ('errors' in result) throw new Error(`seed pop-up breaks a rule: ${JSON.stringify(result.errors)}`);
    await insertPopUp(tx, tenant.id, popUpColumnsOf(result.state, tenant.timeZone));
  }
}
