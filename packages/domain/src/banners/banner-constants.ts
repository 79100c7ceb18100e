import { dispatchMethods } from '../stores/store-constants.js';

/** Where a banner's picture is shown (spec part 2 §3: web, web_responsive, app). */
export const bannerPlatforms = ['web', 'web_responsive', 'app'] as const;
export type BannerPlatform = (typeof bannerPlatforms)[number];

/** Where a pop-up opens: the website on a computer or on a phone. */
export const popUpPlatforms = ['web', 'web_responsive'] as const;
export type PopUpPlatform = (typeof popUpPlatforms)[number];

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The exact size of each platform's picture (spec part 1 §9: banners web 1320×385, app 600×400;
 * pop-ups web 1200×1200, responsive 600×600). The spec gives banners no responsive size: the
 * phone website shows the app's 600×400 (our choice).
 */
export const bannerImageSizes: Record<BannerPlatform, ImageSize> = {
  web: { width: 1320, height: 385 },
  web_responsive: { width: 600, height: 400 },
  app: { width: 600, height: 400 },
};
export const popUpImageSizes: Record<PopUpPlatform, ImageSize> = {
  web: { width: 1200, height: 1200 },
  web_responsive: { width: 600, height: 600 },
};

/** Where on the storefront a banner or pop-up shows (the spec names the field, not its values: ours). */
export const bannerCategories = ['home', 'menu', 'checkout'] as const;
export type BannerCategory = (typeof bannerCategories)[number];

export const bannerDispatchMethods = dispatchMethods;

/** What a positional banner leads to. */
export const bannerableTypes = ['product', 'price_group'] as const;
export type BannerableType = (typeof bannerableTypes)[number];

/** The two policy areas of banners: the storefront's carousel and the advertising positions. */
export const bannerKinds = ['banner', 'position'] as const;
export type BannerKind = (typeof bannerKinds)[number];

export const bannerLimits = {
  nameMax: 120,
  descriptionMax: 500,
  urlMax: 500,
  storesMax: 1000,
  positionsMax: 500,
  /** `GET /pop_ups?limit`: at most 25 a page (spec part 2 §10). */
  popUpPageMax: 25,
};

export const platformLabels: Record<BannerPlatform, string> = {
  web: 'web',
  web_responsive: 'web para celulares',
  app: 'app',
};

export const categoryLabels: Record<BannerCategory, string> = {
  home: 'Inicio',
  menu: 'Menú',
  checkout: 'Carrito',
};

export const bannerMessages = {
  url: 'El campo url debe ser un enlace que empiece con https:// o una ruta del sitio que empiece con /',
  wallClock: 'Usa el formato AAAA-MM-DDTHH:mm',
  endBeforeStart: 'La fecha de término debe ser posterior a la de inicio',
  noPicture: 'Sube al menos una imagen',
  platformTwice: (platform: BannerPlatform) => `Hay más de una imagen ${platformLabels[platform]}`,
  unknownPicture: 'La imagen debe estar subida a la biblioteca de imágenes',
  pictureSize: (
    platform: BannerPlatform,
    expected: ImageSize,
    actual: { width: number | null; height: number | null },
  ) =>
    `La imagen ${platformLabels[platform]} debe medir exactamente ${expected.width}×${expected.height} píxeles` +
    (actual.width && actual.height ? ` (esta mide ${actual.width}×${actual.height})` : ''),
  unknownStores: 'Hay tiendas que no existen',
  unknownBannerable: (type: BannerableType) =>
    type === 'product' ? 'El producto no existe' : 'El grupo de precios no existe',
  onePicture: 'Elige una imagen',
  pictureInUse: (names: readonly string[]) =>
    `La imagen se muestra en banners o pop-ups (${names.join(', ')}): cámbiala allí antes de eliminarla.`,
  /** A store, product or price group a banner names cannot go (the banner would widen or lead nowhere). */
  inUseByBanners: 'Se muestra o se nombra en banners: quítalo de ellos antes de eliminarlo.',
  positionsSaved: 'Orden guardado.',
  unknownPosition: 'No es un banner de este listado',
  created: { banner: 'Banner creado.', position: 'Banner de posición creado.', popUp: 'Pop-up creado.' },
  saved: 'Cambios guardados.',
  deleted: {
    banner: 'Banner eliminado.',
    position: 'Banner de posición eliminado.',
    popUp: 'Pop-up eliminado.',
  },
};
