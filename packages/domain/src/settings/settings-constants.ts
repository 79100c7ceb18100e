/** Templates a storefront can wear (`/templates`): the same pages, laid out differently. */
export const storefrontTemplates = [
  { id: 'clasica', name: 'Clásica', description: 'Portada con banner grande y categorías en columnas.' },
  { id: 'moderna', name: 'Moderna', description: 'Menú lateral fijo y productos en tarjetas con foto.' },
  {
    id: 'compacta',
    name: 'Compacta',
    description: 'Lista densa, pensada para pedir rápido desde el teléfono.',
  },
] as const;
export type StorefrontTemplateId = (typeof storefrontTemplates)[number]['id'];
export const templateIds = storefrontTemplates.map((t) => t.id) as [
  StorefrontTemplateId,
  ...StorefrontTemplateId[],
];

/** Typefaces a storefront may use (served by the storefront; the console previews with the same names). */
export const storefrontFonts = [
  'Inter',
  'Roboto',
  'Montserrat',
  'Poppins',
  'Lato',
  'Open Sans',
  'Playfair Display',
  'Merriweather',
] as const;

export const socialNetworks = [
  'facebook',
  'twitter',
  'youtube',
  'instagram',
  'tiktok',
  'tripadvisor',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
/** The host a network's profile lives on (`www.` and subdomains accepted); `twitter` also takes x.com. */
export const socialNetworkHosts: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com'],
  twitter: ['twitter.com', 'x.com'],
  youtube: ['youtube.com'],
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
  tripadvisor: ['tripadvisor.com', 'tripadvisor.cl', 'tripadvisor.com.mx'],
};

/** The brand images and the smallest size each may have (pixels). */
export const brandImages = {
  primary_logo: { minWidth: 200, minHeight: 60, square: false },
  secondary_logo: { minWidth: 120, minHeight: 40, square: false },
  favicon: { minWidth: 32, minHeight: 32, square: true },
  animation_loader: { minWidth: 64, minHeight: 64, square: false },
} as const;
export type BrandImage = keyof typeof brandImages;

export const settingsLimits = {
  /** Money in minor units (API.md): up to ten million of the currency. */
  moneyMax: 1_000_000_000,
  futureOrderDaysMax: 60,
  futureOrdersPerStoreMax: 10_000,
  pageTextMax: 300,
  commerceNameMax: 80,
  loyaltyGiftCardDaysMax: 90,
} as const;

export const settingsMessages = {
  minAboveMax: (min: string, max: string) => `El campo ${min} no puede ser mayor que ${max}`,
  hexColor: (field: string) => `El campo ${field} debe ser un color como #E4002B`,
  socialHost: (field: string, hosts: readonly string[]) =>
    `El campo ${field} debe ser un enlace de ${hosts.join(' o ')}`,
  httpsUrl: (field: string) => `El campo ${field} debe ser un enlace que empiece con https://`,
  unknownPicture: (field: string) =>
    `El campo ${field} debe ser una imagen ya subida a la biblioteca de imágenes`,
  imageTooSmall: (field: string, width: number, height: number) =>
    `El campo ${field} necesita una imagen de al menos ${width} × ${height} px`,
  imageNotSquare: (field: string) => `El campo ${field} necesita una imagen cuadrada`,
  loyaltyOff: 'El programa de lealtad no está habilitado para esta marca',
  dynamicNeedsKmPrice: 'Con el precio dinámico activo, el precio por km debe ser mayor que 0',
  saved: 'Configuración guardada',
  pictureIsBrandImage:
    'La imagen es parte del diseño de la marca (logo, favicon o animación de carga); cambia el diseño antes de borrarla',
} as const;
