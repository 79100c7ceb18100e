/** A custom landing is a draft or published (spec part 2 §5: publish and unpublish). */
export const customLandingStatuses = ['draft', 'published'] as const;
export type CustomLandingStatus = (typeof customLandingStatuses)[number];

/** The screenshot service's picture (spec part 2 §10: html, width 420, height 260, jpg). */
export const landingThumbnail = { width: 420, height: 260, type: 'jpg' } as const;

export const customLandingLimits = {
  nameMax: 120,
  slugMax: 100,
  /** The landing's HTML, as UTF-8 bytes once decoded. */
  htmlBytesMax: 1_048_576,
  /** Its base64 text in `POST …/deploy` (4 characters per 3 bytes, rounded up). */
  htmlBase64Max: 4 * Math.ceil(1_048_576 / 3),
  /** The screenshot service's page size. */
  imageSideMax: 2000,
};

/** Every Spanish message of the area (spec part 2 §8: toasts for save, delete, publish). */
export const customLandingMessages = {
  slug: 'La dirección de la landing solo admite letras minúsculas, números y guiones, sin espacios (por ejemplo promo-verano)',
  slugTaken: 'Ya hay una landing con esta dirección',
  notBase64: 'El HTML debe venir codificado en base64',
  notUtf8: 'El HTML debe estar codificado en UTF-8',
  emptyHtml: 'El HTML de la landing está vacío',
  nullCharacter: 'El HTML contiene caracteres no admitidos',
  htmlTooLarge: 'El HTML de la landing supera el tamaño máximo de 1 MB',
  publishWithoutHtml: 'Agrega el HTML de la landing antes de publicarla',
  featureOff: 'Las landings personalizadas no están habilitadas para esta marca.',
  screenshotFailed: 'No se pudo generar la imagen de la página. Vuelve a intentarlo.',
  screenshotUnavailable: 'El servicio de imágenes no está disponible en este servidor.',
  noThumbnail: 'La landing se guardó sin miniatura: el servicio de imágenes no está disponible.',
  created: 'Landing creada.',
  saved: 'Landing guardada.',
  deleted: 'Landing eliminada.',
  published: 'Landing publicada.',
  unpublished: 'Landing despublicada.',
};
