/** The section types of the page builder (spec part 2 §3). */
export const pageBlockTypes = [
  'header',
  'footer',
  'hero',
  'video',
  'banners',
  'menu',
  'stores_carousel',
  'categories_grid',
  'rich_text',
] as const;
export type PageBlockType = (typeof pageBlockTypes)[number];

export const pageStatuses = ['draft', 'published'] as const;
export type PageStatus = (typeof pageStatuses)[number];

export const pageLimits = {
  titleMax: 120,
  urlMax: 200,
  blocksMax: 100,
  /** A block's or the header's props, as JSON text. */
  propsBytesMax: 20_000,
  positionsMax: 500,
};

export const pageMessages = {
  relativeUrl:
    'La dirección de la página solo admite letras minúsculas, números, guiones y barras, sin espacios (por ejemplo promociones/verano)',
  leadingSlash: 'Escribe la dirección sin la barra inicial: se agrega sola',
  urlTaken: 'Ya hay una página con esta dirección',
  propsTooLarge: 'El contenido de la sección es demasiado grande',
  blockUrl: 'Los enlaces de la sección deben empezar con https:// o ser una dirección de la tienda (/menu)',
  noPublished: 'La página no tiene una versión publicada',
  created: 'Página creada.',
  saved: 'Cambios guardados.',
  deleted: 'Página eliminada.',
  contentSaved: { draft: 'Borrador guardado.', published: 'Página publicada.' },
  unpublished: 'Página despublicada.',
  positionsSaved: 'Orden de páginas guardado.',
  unknownPosition: 'No es una página de este listado',
};
