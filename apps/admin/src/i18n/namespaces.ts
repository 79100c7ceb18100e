/** Namespaces every screen uses; the console ships them. */
export const coreNamespaces = ['account', 'auth', 'common', 'misc', 'shell', 'stores'] as const;
export type CoreNamespace = (typeof coreNamespaces)[number];

/** Namespaces of one area, fetched with its pages (the sign-in bundle stays small as areas grow). */
export const featureNamespaces = [
  'banners',
  'coupons',
  'customLandings',
  'deliveryZones',
  'drivers',
  'informativeBanners',
  'integrations',
  'menuSync',
  'menus',
  'pictures',
  'products',
  'modifiers',
  'nps',
  'orders',
  'pages',
  'npsResults',
  'payments',
  'platform',
  'pollAnswer',
  'reports',
  'storeBulkEdit',
  'storeForm',
  'stock',
  'users',
  'roles',
  'settings',
  'socialCatalogue',
] as const;
export type FeatureNamespace = (typeof featureNamespaces)[number];

export type NamespaceLoader = () => Promise<{ default: object }>;
