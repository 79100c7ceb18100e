import type { CoreNamespace, FeatureNamespace, NamespaceLoader } from '../namespaces.js';
import account from './account.js';
import auth from './auth.js';
import common from './common.js';
import misc from './misc.js';
import shell from './shell.js';
import stores from './stores.js';

/** What every screen needs, shipped with the console; feature namespaces load with their pages. */
export const esCL = { account, auth, common, misc, shell, stores } satisfies Record<CoreNamespace, unknown>;

export const esCLFeatures = {
  banners: () => import('./banners.js'),
  coupons: () => import('./coupons.js'),
  customLandings: () => import('./custom-landings.js'),
  deliveryZones: () => import('./delivery-zones.js'),
  drivers: () => import('./drivers.js'),
  informativeBanners: () => import('./informative-banners.js'),
  integrations: () => import('./integrations.js'),
  menuSync: () => import('./menu-sync.js'),
  menus: () => import('./menus.js'),
  pictures: () => import('./pictures.js'),
  products: () => import('./products.js'),
  modifiers: () => import('./modifiers.js'),
  nps: () => import('./nps.js'),
  orders: () => import('./orders.js'),
  pages: () => import('./pages.js'),
  npsResults: () => import('./nps-results.js'),
  payments: () => import('./payments.js'),
  platform: () => import('./platform.js'),
  pollAnswer: () => import('./poll-answer.js'),
  reports: () => import('./reports.js'),
  storeBulkEdit: () => import('./store-bulk-edit.js'),
  storeForm: () => import('./store-form.js'),
  stock: () => import('./stock.js'),
  users: () => import('./users.js'),
  roles: () => import('./roles.js'),
  settings: () => import('./settings.js'),
  socialCatalogue: () => import('./social-catalogue.js'),
} satisfies Record<FeatureNamespace, NamespaceLoader>;
