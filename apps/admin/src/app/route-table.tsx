import {
  type Icon,
  IconAdjustmentsHorizontal,
  IconAppWindow,
  IconBook2,
  IconBuildingCommunity,
  IconBuildingStore,
  IconCash,
  IconCashRegister,
  IconChartLine,
  IconClipboardList,
  IconCreditCard,
  IconFileText,
  IconGauge,
  IconLayoutBoardSplit,
  IconMail,
  IconMessageQuestion,
  IconMotorbike,
  IconPalette,
  IconPhoto,
  IconReceipt,
  IconReportAnalytics,
  IconSettings,
  IconShare,
  IconShieldLock,
  IconShoppingBag,
  IconSpeakerphone,
  IconTemplate,
  IconTicket,
  IconToolsKitchen2,
  IconTrophy,
  IconTruckDelivery,
  IconUserCircle,
  IconUserStar,
  IconUsers,
  IconWorldWww,
} from '@tabler/icons-react';
import type { PolicyKey } from '@tablero/domain';
import type { QueryClient } from '@tanstack/react-query';
import { myAccountUrl } from '../features/account/urls.js';
import { addPopUpUrl, bannerListUrl, editPopUpRoute, popUpsUrl } from '../features/banners/urls.js';
import { couponsUrl, createCouponUrl, editCouponRoute } from '../features/coupons/urls.js';
import {
  addCustomLandingUrl,
  customLandingsUrl,
  designCustomLandingRoute,
  editCustomLandingRoute,
} from '../features/custom-landings/urls.js';
import { driversUrl } from '../features/drivers/urls.js';
import { informativeBannersUrl } from '../features/informative-banners/urls.js';
import { integrationPaths, integrationUrl } from '../features/integrations/urls.js';
import {
  addMenuUrl,
  editMenuRoute,
  menusUrl,
  newAddMenuUrl,
  newEditMenuRoute,
} from '../features/menus/urls.js';
import { notAuthorizedUrl } from '../features/misc/urls.js';
import { addModifierUrl, editModifierRoute, modifiersUrl } from '../features/modifiers/urls.js';
import { npsDashboardUrl } from '../features/nps/dashboard/urls.js';
import { pollAnswerRoute } from '../features/nps/poll-answer/urls.js';
import { pollsUrl, questionsUrl } from '../features/nps/urls.js';
import { kitchenUrl, ordersUrl } from '../features/orders/urls.js';
import {
  addPagesAdminUrl,
  addPageUrl,
  editPageRoute,
  editPagesAdminRoute,
  pageBuilderUrl,
  pagesAdminUrl,
  pagesUrl,
} from '../features/pages/urls.js';
import { paymentsUrl, paymentWeekRoute } from '../features/payments/urls.js';
import { newPlatformTenantUrl, platformTenantRoute, platformTenantsUrl } from '../features/platform/urls.js';
import { addProductUrl, editProductRoute, productsUrl } from '../features/products/urls.js';
import { dashboardUrl, salesReportsUrl, topCustomersUrl, topProductsUrl } from '../features/reports/urls.js';
import { addRoleUrl, editRoleRoute, rolesUrl } from '../features/roles/urls.js';
import { designSettingsUrl, generalSettingsUrl, templatesUrl } from '../features/settings/urls.js';
import { socialCatalogueUrl } from '../features/social-catalogue/urls.js';
import { addStoreUrl, bulkEditStoresRoute, editStoreRoute, storesUrl } from '../features/stores/urls.js';
import { addUserUrl, editUserRoute, passwordLinkRoute, usersUrl } from '../features/users/urls.js';
import { type LazyPage, lazyPage } from './lazy-page.js';
import type { NavGroupKey } from './nav-groups.js';
import { upcomingRoutes } from './upcoming-routes.js';

/**
 * Who may open a route: anyone (sign-in), any signed-in user, or holders of a policy area's
 * `show` action (spec part 1 §2). Super admins pass every policy check; `platform` screens (the
 * brands) are for the platform's operators only (`platformOperator`, super admins of its tenant).
 */
export type RouteAccess = 'public' | 'signed-in' | 'platform' | PolicyKey;

export interface NavEntry {
  group: NavGroupKey;
  /** i18n key of the sidebar label. */
  label: string;
  icon: Icon;
  /** Where the item links when the route has parameters (`/delivery-integration/:tabName?`). */
  href?: string;
}

export interface AppRoute {
  path: string;
  access: RouteAccess;
  page: LazyPage;
  nav?: NavEntry;
  /** Only super admins, whatever their policies (integrations, pages admin). */
  superAdminOnly?: boolean;
  /** No top bar and no navigation: the whole window is the screen (the page builder). */
  fullScreen?: boolean;
  /** A public page that a signed-in user sees as well, instead of being sent to their landing (sign-in). */
  alsoSignedIn?: boolean;
  /**
   * The screen's first data, for a page load that opens it: fetched with the session's token,
   * beside the current user (app-routes.tsx `preloadScreen`). `search` is the address's query.
   */
  data?(): Promise<{ prefetch(client: QueryClient, search: string): Promise<void> }>;
}

const integrationPage = lazyPage(
  () => import('../features/integrations/integration-page/integration-page.js'),
  ['integrations'],
);

/**
 * INTEGRACIONES: delivery is the stores' policy (spec part 1 §2); channels, payment methods, POS and
 * other services are super admins' only (part 2 §2), as the whole group is in the sidebar.
 */
function integrationRoutes(): AppRoute[] {
  const pages = [
    ['delivery', 'shell:items.delivery', IconTruckDelivery],
    ['channels', 'shell:items.channels', IconShoppingBag],
    ['payment', 'shell:items.paymentMethods', IconCreditCard],
    ['pos', 'shell:items.pos', IconCashRegister],
    ['services', 'shell:items.services', IconMail],
  ] as const;
  return pages.map(([group, label, icon]) => ({
    path: `${integrationPaths[group]}/:tabName?`,
    page: integrationPage,
    nav: { group: 'integrations', label, icon, href: integrationUrl(group) },
    ...(group === 'delivery' ? { access: 'stores' } : { access: 'admin_users', superAdminOnly: true }),
  }));
}

/**
 * Every console route, in one place. Areas not built yet are guarded rows of `upcomingRoutes`;
 * each new feature adds its rows here (and drops its upcoming ones) and the sidebar and guards follow.
 */
export const routeTable: readonly AppRoute[] = [
  {
    path: '/',
    access: 'public',
    page: lazyPage(() => import('../features/auth/sign-in-page/sign-in-page.js')),
  },
  {
    // The customer's survey, from the link of a delivered order: no sign-in, no console shell, and
    // open to a signed-in user too (staff trying the link they send).
    path: pollAnswerRoute,
    access: 'public',
    alsoSignedIn: true,
    page: lazyPage(() => import('../features/nps/poll-answer/poll-answer-page.js'), ['pollAnswer']),
  },
  {
    // A user sets their password through the link staff handed over: no sign-in, no shell.
    path: passwordLinkRoute,
    access: 'public',
    alsoSignedIn: true,
    page: lazyPage(() => import('../features/users/password-link/password-link-page.js'), ['users']),
  },
  {
    path: myAccountUrl(),
    /*
     * The spec files /my-account under the admin_users area (part 1 §2), but that area is the
     * users maintainer: gating on it would stop a kitchen or call-centre user from changing their
     * own password. The API agrees (`PATCH /admin_users/me` is open to any signed-in user), so the
     * screen is too.
     */
    access: 'signed-in',
    page: lazyPage(() => import('../features/account/my-account-page/my-account-page.js')),
    nav: { group: 'myAccount', label: 'account:navItem', icon: IconUserCircle },
  },
  {
    path: storesUrl(),
    access: 'stores',
    page: lazyPage(() => import('../features/stores/store-list/store-list-page.js')),
    data: async () => ({
      prefetch: (await import('../features/stores/store-list/store-list-query.js')).prefetchStoreList,
    }),
    nav: { group: 'menu', label: 'shell:items.stores', icon: IconBuildingStore },
  },
  {
    path: addStoreUrl(),
    access: 'stores',
    page: lazyPage(
      () => import('../features/stores/store-create/store-create-page.js'),
      ['storeForm', 'deliveryZones'],
    ),
  },
  {
    path: editStoreRoute,
    access: 'stores',
    page: lazyPage(
      () => import('../features/stores/store-edit/store-edit-page.js'),
      ['storeForm', 'deliveryZones'],
    ),
  },
  {
    path: bulkEditStoresRoute,
    access: 'stores',
    page: lazyPage(
      () => import('../features/stores/store-bulk-edit/store-bulk-edit-page.js'),
      ['storeBulkEdit', 'storeForm'],
    ),
  },
  {
    path: menusUrl(),
    access: 'menus',
    page: lazyPage(() => import('../features/menus/menu-list/menu-list-page.js'), ['menus']),
    nav: { group: 'menu', label: 'shell:items.menus', icon: IconBook2 },
  },
  ...[addMenuUrl(), editMenuRoute].map((path) => ({
    path,
    access: 'menus' as const,
    page: lazyPage(() => import('../features/menus/menu-editor/menu-editor-page.js'), ['menus', 'menuSync']),
  })),
  ...[newAddMenuUrl(), newEditMenuRoute].map((path) => ({
    path,
    access: 'menus' as const,
    page: lazyPage(
      () => import('../features/menus/menu-visual/visual-editor-page.js'),
      ['menus', 'menuSync'],
    ),
  })),
  {
    path: productsUrl(),
    access: 'products',
    page: lazyPage(
      () => import('../features/products/product-list/product-list-page.js'),
      ['products', 'stock'],
    ),
    nav: { group: 'menu', label: 'shell:items.products', icon: IconToolsKitchen2 },
  },
  {
    path: addProductUrl(),
    access: 'products',
    page: lazyPage(
      () => import('../features/products/product-create/product-create-page.js'),
      ['products', 'pictures'],
    ),
  },
  {
    path: editProductRoute,
    access: 'products',
    page: lazyPage(
      () => import('../features/products/product-edit/product-edit-page.js'),
      ['products', 'pictures'],
    ),
  },
  {
    path: modifiersUrl(),
    access: 'modifiers',
    page: lazyPage(() => import('../features/modifiers/modifier-list/modifier-list-page.js'), ['modifiers']),
    nav: { group: 'menu', label: 'shell:items.modifiers', icon: IconAdjustmentsHorizontal },
  },
  {
    path: addModifierUrl(),
    access: 'modifiers',
    page: lazyPage(
      () => import('../features/modifiers/modifier-create/modifier-create-page.js'),
      ['modifiers'],
    ),
  },
  {
    path: editModifierRoute,
    access: 'modifiers',
    page: lazyPage(() => import('../features/modifiers/modifier-edit/modifier-edit-page.js'), ['modifiers']),
  },
  {
    path: ordersUrl(),
    access: 'orders',
    page: lazyPage(() => import('../features/orders/order-list/order-list-page.js'), ['orders', 'storeForm']),
    nav: { group: 'sales', label: 'shell:items.orders', icon: IconReceipt },
  },
  {
    // Reached from the top bar's kitchen display link, not the sidebar (spec part 2 §1).
    path: kitchenUrl(),
    access: 'orders',
    page: lazyPage(
      () => import('../features/orders/kitchen-board/kitchen-board-page.js'),
      ['orders', 'storeForm', 'stock'],
    ),
  },
  {
    path: couponsUrl(),
    access: 'coupons',
    page: lazyPage(() => import('../features/coupons/coupon-list/coupon-list-page.js'), ['coupons']),
    nav: { group: 'sales', label: 'shell:items.coupons', icon: IconTicket },
  },
  {
    path: dashboardUrl(),
    access: 'kpi',
    page: lazyPage(
      () => import('../features/reports/dashboard/dashboard-page.js'),
      ['reports', 'orders', 'storeForm'],
    ),
    nav: { group: 'reports', label: 'shell:items.dashboard', icon: IconChartLine },
  },
  {
    path: npsDashboardUrl(),
    access: 'answers',
    page: lazyPage(
      () => import('../features/nps/dashboard/nps-dashboard-page.js'),
      ['npsResults', 'reports'],
    ),
    nav: { group: 'reports', label: 'shell:items.dashboardNps', icon: IconGauge },
  },
  {
    path: salesReportsUrl(),
    access: 'kpi',
    page: lazyPage(
      () => import('../features/reports/sales-reports/sales-reports-page.js'),
      ['reports', 'orders', 'storeForm'],
    ),
    nav: { group: 'reports', label: 'shell:items.salesReports', icon: IconReportAnalytics },
  },
  {
    path: topProductsUrl(),
    access: 'kpi',
    page: lazyPage(() => import('../features/reports/top-products/top-products-page.js'), ['reports']),
    nav: { group: 'reports', label: 'shell:items.topProducts', icon: IconTrophy },
  },
  {
    path: topCustomersUrl(),
    access: 'kpi',
    page: lazyPage(() => import('../features/reports/top-customers/top-customers-page.js'), ['reports']),
    nav: { group: 'reports', label: 'shell:items.topCustomers', icon: IconUserStar },
  },
  {
    path: paymentsUrl(),
    access: 'admin_users',
    page: lazyPage(
      () => import('../features/payments/consolidation-list/consolidation-list-page.js'),
      ['payments'],
    ),
    nav: { group: 'reports', label: 'shell:items.payments', icon: IconCash },
  },
  {
    path: paymentWeekRoute(),
    access: 'admin_users',
    page: lazyPage(
      () => import('../features/payments/consolidation-week/consolidation-week-page.js'),
      ['payments', 'storeForm'],
    ),
  },
  {
    // Not in the spec's sidebar list, but a screen nobody can reach is no screen: beside the orders.
    path: driversUrl(),
    access: 'drivers',
    page: lazyPage(() => import('../features/drivers/driver-list/driver-list-page.js'), ['drivers']),
    nav: { group: 'sales', label: 'shell:items.drivers', icon: IconMotorbike },
  },
  {
    path: createCouponUrl(),
    access: 'coupons',
    page: lazyPage(
      () => import('../features/coupons/coupon-create/coupon-create-page.js'),
      ['coupons', 'storeForm'],
    ),
  },
  {
    path: editCouponRoute,
    access: 'coupons',
    page: lazyPage(
      () => import('../features/coupons/coupon-edit/coupon-edit-page.js'),
      ['coupons', 'storeForm'],
    ),
  },
  {
    path: generalSettingsUrl(),
    access: 'settings',
    page: lazyPage(
      () => import('../features/settings/general-settings/general-settings-page.js'),
      ['settings'],
    ),
    nav: { group: 'settings', label: 'shell:items.generalSettings', icon: IconSettings },
  },
  {
    path: designSettingsUrl(),
    access: 'settings',
    page: lazyPage(
      () => import('../features/settings/design-settings/design-settings-page.js'),
      ['settings'],
    ),
    nav: { group: 'settings', label: 'shell:items.designSettings', icon: IconPalette },
  },
  {
    path: templatesUrl(),
    access: 'templates',
    page: lazyPage(() => import('../features/settings/templates/templates-page.js'), ['settings']),
    nav: { group: 'settings', label: 'shell:items.templates', icon: IconTemplate },
  },
  {
    path: questionsUrl(),
    access: 'questions',
    page: lazyPage(() => import('../features/nps/questions/question-list-page.js'), ['nps']),
    nav: { group: 'settings', label: 'shell:items.npsQuestions', icon: IconMessageQuestion },
  },
  {
    path: pollsUrl(),
    access: 'polls',
    page: lazyPage(() => import('../features/nps/polls/poll-list-page.js'), ['nps']),
    nav: { group: 'settings', label: 'shell:items.npsPolls', icon: IconClipboardList },
  },
  {
    path: bannerListUrl('banner'),
    access: 'banners',
    page: lazyPage(() => import('../features/banners/banners-page.js'), ['banners', 'settings']),
    nav: { group: 'settings', label: 'shell:items.banners', icon: IconPhoto },
  },
  {
    path: bannerListUrl('position'),
    access: 'position_banners',
    page: lazyPage(() => import('../features/banners/position-banners-page.js'), ['banners', 'settings']),
    nav: { group: 'settings', label: 'shell:items.positionBanners', icon: IconLayoutBoardSplit },
  },
  {
    path: popUpsUrl(),
    access: 'pop_ups',
    page: lazyPage(() => import('../features/banners/pop-up-list-page.js'), ['banners', 'settings']),
    nav: { group: 'settings', label: 'shell:items.popUps', icon: IconAppWindow },
  },
  {
    path: addPopUpUrl(),
    access: 'pop_ups',
    page: lazyPage(() => import('../features/banners/pop-up-form-page.js'), ['banners', 'settings']),
  },
  {
    path: editPopUpRoute,
    access: 'pop_ups',
    page: lazyPage(() => import('../features/banners/pop-up-form-page.js'), ['banners', 'settings']),
  },
  {
    path: pagesUrl(),
    access: 'pages',
    page: lazyPage(() => import('../features/pages/page-list-page.js'), ['pages']),
    nav: { group: 'settings', label: 'shell:items.pages', icon: IconFileText },
  },
  {
    path: addPageUrl(),
    access: 'pages',
    page: lazyPage(() => import('../features/pages/page-form-page.js'), ['pages']),
  },
  {
    path: editPageRoute,
    access: 'pages',
    page: lazyPage(() => import('../features/pages/page-form-page.js'), ['pages']),
  },
  {
    path: pageBuilderUrl(),
    access: 'pages',
    fullScreen: true,
    page: lazyPage(() => import('../features/pages/builder/page-builder-page.js'), ['pages']),
  },
  {
    path: pagesAdminUrl(),
    access: 'admin_users',
    superAdminOnly: true,
    page: lazyPage(() => import('../features/pages/page-list-page.js'), ['pages']),
    nav: { group: 'pagesAdmin', label: 'shell:items.pagesAdmin', icon: IconFileText },
  },
  {
    path: addPagesAdminUrl(),
    access: 'admin_users',
    superAdminOnly: true,
    page: lazyPage(() => import('../features/pages/page-form-page.js'), ['pages']),
  },
  {
    path: editPagesAdminRoute,
    access: 'admin_users',
    superAdminOnly: true,
    page: lazyPage(() => import('../features/pages/page-form-page.js'), ['pages']),
  },
  // MARKETING (spec part 1 §2), behind the tenant's `custom_landings` flag (tenant-gates.ts).
  {
    path: customLandingsUrl(),
    access: 'pages',
    page: lazyPage(
      () => import('../features/custom-landings/custom-landing-list-page.js'),
      ['customLandings'],
    ),
    nav: { group: 'marketing', label: 'shell:items.customLandings', icon: IconWorldWww },
  },
  {
    path: addCustomLandingUrl(),
    access: 'pages',
    page: lazyPage(
      () => import('../features/custom-landings/custom-landing-form-page.js'),
      ['customLandings'],
    ),
  },
  {
    path: editCustomLandingRoute,
    access: 'pages',
    page: lazyPage(
      () => import('../features/custom-landings/custom-landing-form-page.js'),
      ['customLandings'],
    ),
  },
  {
    path: designCustomLandingRoute,
    access: 'pages',
    fullScreen: true,
    page: lazyPage(
      () => import('../features/custom-landings/landing-design-page.js'),
      ['customLandings', 'pages'],
    ),
  },
  // Behind the tenant's `social_networks` flag (tenant-gates.ts); the catalogue's policy, as the
  // spec gives the area none of its own.
  {
    path: socialCatalogueUrl(),
    access: 'products',
    page: lazyPage(
      () => import('../features/social-catalogue/social-catalogue-page.js'),
      ['socialCatalogue'],
    ),
    nav: { group: 'marketing', label: 'shell:items.socialCatalogue', icon: IconShare },
  },
  {
    path: usersUrl(),
    access: 'admin_users',
    page: lazyPage(() => import('../features/users/user-list/user-list-page.js'), ['users', 'roles']),
    nav: { group: 'settings', label: 'shell:items.users', icon: IconUsers },
  },
  {
    path: addUserUrl(),
    access: 'admin_users',
    page: lazyPage(() => import('../features/users/user-create/user-create-page.js'), ['users', 'roles']),
  },
  {
    path: editUserRoute,
    access: 'admin_users',
    page: lazyPage(() => import('../features/users/user-edit/user-edit-page.js'), ['users', 'roles']),
  },
  {
    path: rolesUrl(),
    access: 'roles',
    page: lazyPage(() => import('../features/roles/role-list/role-list-page.js'), ['roles']),
    nav: { group: 'settings', label: 'shell:items.roles', icon: IconShieldLock },
  },
  {
    path: addRoleUrl(),
    access: 'roles',
    page: lazyPage(() => import('../features/roles/role-create/role-create-page.js'), ['roles']),
  },
  {
    path: editRoleRoute,
    access: 'roles',
    page: lazyPage(() => import('../features/roles/role-edit/role-edit-page.js'), ['roles']),
  },
  ...integrationRoutes(),
  {
    path: platformTenantsUrl(),
    access: 'platform',
    page: lazyPage(() => import('../features/platform/tenant-list/tenant-list-page.js'), ['platform']),
    nav: { group: 'platform', label: 'shell:items.tenants', icon: IconBuildingCommunity },
  },
  {
    path: informativeBannersUrl(),
    access: 'platform',
    page: lazyPage(
      () => import('../features/informative-banners/banner-list-page.js'),
      ['informativeBanners', 'settings'],
    ),
    nav: { group: 'platform', label: 'shell:items.informativeBanners', icon: IconSpeakerphone },
  },
  {
    path: newPlatformTenantUrl(),
    access: 'platform',
    page: lazyPage(() => import('../features/platform/tenant-create/tenant-create-page.js'), ['platform']),
  },
  {
    path: platformTenantRoute,
    access: 'platform',
    page: lazyPage(() => import('../features/platform/tenant-edit/tenant-edit-page.js'), ['platform']),
  },
  ...upcomingRoutes,
  {
    path: notAuthorizedUrl(),
    access: 'signed-in',
    page: lazyPage(() => import('../features/misc/not-authorized-page/not-authorized-page.js')),
  },
];

/** Where a signed-in user lands (spec part 1 §2: "the default landing is the stores route"). */
export const HOME_PATH = storesUrl();
