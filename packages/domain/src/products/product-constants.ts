/** Platforms a product is sold on (spec part 2 §9). */
export const productPlatforms = ['web', 'app', 'order_taker'] as const;
/** How a product may be dispatched (§3: delivery, pickUp, both). */
export const productDispatchMethods = ['delivery', 'pickUp', 'both'] as const;
/** Kinds of label a product card shows; the spec names the field but not its values (our design). */
export const productLabelTypes = ['new', 'promotion', 'recommended', 'best_seller', 'custom'] as const;
/** The product tags of §3, each a yes/no flag. */
export const productTags = [
  'vegetarian',
  'vegan',
  'organic',
  'spicy',
  'cold',
  'hot',
  'gluten_free',
  'lactose_free',
] as const;

export type ProductPlatform = (typeof productPlatforms)[number];
export type ProductDispatchMethod = (typeof productDispatchMethods)[number];
export type ProductLabelType = (typeof productLabelTypes)[number];
export type ProductTag = (typeof productTags)[number];

export const productLimits = {
  /** §5 and §9: "Product label max 18 characters". */
  labelMax: 18,
  nameMax: 150,
  descriptionMax: 2000,
  /** §9: product modifier quantity defaults. */
  minQuantityDefault: 0,
  maxQuantityDefault: 100,
  /** A price far above any dish (100 million CLP in minor units) is a typing mistake. */
  maxPrice: 10_000_000_000,
  /** Pictures a product shows, the first being its cover. */
  picturesMax: 5,
  /** Products one `PATCH /products/positions` may move (a console page is at most 100). */
  positionsMax: 500,
} as const;

export const productMessages = {
  labelTypeRequired: 'El campo label_type es requerido cuando el producto tiene etiqueta',
  rangeIncomplete: (start: string, end: string) => `Los campos ${start} y ${end} van juntos: completa ambos`,
  endBeforeStart: 'La fecha de término debe ser posterior a la de inicio',
  minAboveMax: 'La cantidad mínima no puede ser mayor que la máxima',
  repeatedModifier: 'El modificador aparece más de una vez en el producto',
  unknownModifier: (id: number) => `El modificador ${id} no existe en este comercio`,
  unknownPicture: (id: number) => `La imagen ${id} no existe en este comercio o aún no se ha subido`,
  repeatedPicture: 'La imagen aparece más de una vez en el producto',
  unknownProduct: (id: number) => `El producto ${id} no existe en este comercio`,
  repeatedProduct: 'El producto aparece más de una vez',
  positionsSaved: 'Orden de productos guardado.',
  pictureInProducts: (products: string[]) =>
    `La imagen está en el producto ${products.join(', ')}: quítala del producto antes de eliminarla`,
  productDeleted: 'Producto eliminado.',
  inPriceGroups: (menus: string[]) =>
    menus.length > 1
      ? `El producto está en los precios de los menús ${menus.join(', ')}: quítalo de esos menús antes de eliminarlo`
      : menus.length === 1
        ? `El producto está en los precios del menú ${menus[0]}: quítalo de ese menú antes de eliminarlo`
        : 'El producto está en los precios de un menú: quítalo de ese menú antes de eliminarlo',
} as const;
