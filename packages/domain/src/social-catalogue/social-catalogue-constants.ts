/**
 * The social-network catalogue (spec part 2 §2 "Social-network catalogue"; issue 17): a product feed
 * per store in the format Meta Commerce Manager and Instagram Shopping read, at a public address
 * that only its token names. Every Spanish message of the area is here.
 */

/** The tenant flag that turns the area on (spec part 1 §2 "Other rules"). */
export const SOCIAL_CATALOGUE_FEATURE = 'social_networks';

/** The feed's columns, in Meta's order (its "Catalog fields" for a commerce feed). */
export const feedColumns = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
] as const;
export type FeedColumn = (typeof feedColumns)[number];

/** Meta's own limits: longer text is refused, so it is cut (a word kept whole where it can). */
export const feedLimits = { id: 100, title: 200, description: 9999, brand: 100 } as const;

/** The two formats of each store's feed, as the end of its address says. */
export const feedFormats = ['csv', 'xml'] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** Meta's availability values this feed uses. */
export const feedAvailabilities = ['in stock', 'out of stock'] as const;
export type FeedAvailability = (typeof feedAvailabilities)[number];

/**
 * Why a product of the catalogue is not in a store's feed. A product that is only briefly off
 * (out of stock in the store, not offered today) stays in the feed as `out of stock` instead.
 */
export const leftOutReasons = [
  'store_disabled',
  'hidden',
  'not_on_web',
  'no_price',
  'no_picture',
  'ended',
] as const;
export type LeftOutReason = (typeof leftOutReasons)[number];

export const socialCatalogueMessages = {
  featureOff:
    'El catálogo para redes sociales no está habilitado para este comercio. Pide que lo activen para usarlo.',
  leftOut: {
    store_disabled: 'La tienda está deshabilitada',
    hidden: 'Está oculto en la tienda online',
    not_on_web: 'No se vende en la web',
    no_price: 'No tiene precio en el menú de esta tienda',
    no_picture: 'No tiene imagen',
    ended: 'Su período de venta terminó',
  } satisfies Record<LeftOutReason, string>,
  feedDescription: (store: string) => `Productos de ${store} para Facebook e Instagram`,
} as const;
