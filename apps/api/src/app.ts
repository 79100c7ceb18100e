import { randomUUID } from 'node:crypto';
import {
  bannerMessages,
  couponMessages,
  informativeBannerMessages,
  modifierMessages,
  type PublicMenu,
  type PublicPage,
  productMessages,
  type ShownBanners,
  settingsMessages,
} from '@tablero/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/core-jobs.js';
import { jsonSchemaSerializerCompiler } from './lib/json-serializer.js';
import { pageScreenshots } from './lib/page-screenshots.js';
import type { SecretBox } from './lib/secret-box.js';
import { followTenantChanges, TenantChangeCache } from './lib/tenant-change-cache.js';
import { bannersNaming } from './modules/banners/banners.repo.js';
import { bannersRoutes } from './modules/banners/banners.routes.js';
import { bannersService } from './modules/banners/banners.service.js';
import { popUpsShowingPicture } from './modules/banners/pop-ups.repo.js';
import { popUpsRoutes } from './modules/banners/pop-ups.routes.js';
import { popUpsService } from './modules/banners/pop-ups.service.js';
import { shownBannersRoutes } from './modules/banners/shown-banners.routes.js';
import { shownBannersService } from './modules/banners/shown-banners.service.js';
import { coreJobsRoutes } from './modules/core-jobs/core-jobs.routes.js';
import { coreJobsService } from './modules/core-jobs/core-jobs.service.js';
import { couponGenerateService } from './modules/coupons/coupon-generate.service.js';
import { couponImportService } from './modules/coupons/coupon-import.service.js';
import { couponCodesNamingProduct } from './modules/coupons/coupons.repo.js';
import { couponsRoutes } from './modules/coupons/coupons.routes.js';
import { couponsService } from './modules/coupons/coupons.service.js';
import {
  customLandingsRoutes,
  pageImageRoutes,
  publicCustomLandingsRoutes,
} from './modules/custom-landings/custom-landings.routes.js';
import { customLandingsService } from './modules/custom-landings/custom-landings.service.js';
import { driversRoutes } from './modules/drivers/drivers.routes.js';
import { driversService } from './modules/drivers/drivers.service.js';
import { AUTH_CHANGE_CHANNEL, AuthCache } from './modules/identity/auth-cache.js';
import { loadAuthVersions } from './modules/identity/auth-context.repo.js';
import {
  AnnouncedAuthVersions,
  AuthVersionReader,
  type AuthVersions,
} from './modules/identity/auth-versions.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { identityService } from './modules/identity/identity.service.js';
import { AccessTokens } from './modules/identity/tokens.js';
import { isBannerPicture } from './modules/informative-banners/informative-banners.repo.js';
import { informativeBannersRoutes } from './modules/informative-banners/informative-banners.routes.js';
import { informativeBannersService } from './modules/informative-banners/informative-banners.service.js';
import { authCredentialsRoutes } from './modules/integrations/auth-credentials.routes.js';
import { authCredentialsService } from './modules/integrations/auth-credentials.service.js';
import { connectionChecksOf } from './modules/integrations/connection-checks.js';
import { menuSyncRoutes } from './modules/menu-sync/menu-sync.routes.js';
import { menuSyncService } from './modules/menu-sync/menu-sync.service.js';
import { menusPricingProduct } from './modules/menus/menus.repo.js';
import { menusRoutes } from './modules/menus/menus.routes.js';
import { menusService } from './modules/menus/menus.service.js';
import { CATALOGUE_CHANGE_CHANNEL, cachedPublicMenu } from './modules/menus/public-menu.cache.js';
import { publicMenuV2Routes } from './modules/menus/public-menu.routes.js';
import { publicMenuService } from './modules/menus/public-menu.service.js';
import { modifiersShowingPicture } from './modules/modifiers/modifiers.repo.js';
import { modifiersRoutes } from './modules/modifiers/modifiers.routes.js';
import { modifiersService } from './modules/modifiers/modifiers.service.js';
import { npsResultRoutes } from './modules/nps/nps-result.routes.js';
import { npsResultsService } from './modules/nps/nps-result.service.js';
import { pollAnswersService } from './modules/nps/poll-answers.service.js';
import { pollInvitationsService } from './modules/nps/poll-invitations.service.js';
import { pollLinkTokens } from './modules/nps/poll-links.js';
import { pollsRoutes } from './modules/nps/polls.routes.js';
import { pollsService } from './modules/nps/polls.service.js';
import { questionsRoutes } from './modules/nps/questions.routes.js';
import { questionsService } from './modules/nps/questions.service.js';
import { webPollsRoutes } from './modules/nps/web-polls.routes.js';
import { OrderEventHub } from './modules/orders/order-event-hub.js';
import { orderIntakeService } from './modules/orders/order-intake.service.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { ordersService } from './modules/orders/orders.service.js';
import { webOrdersRoutes } from './modules/orders/web-orders.routes.js';
import { pagesRoutes, publicPagesRoutes } from './modules/pages/pages.routes.js';
import { pagesService } from './modules/pages/pages.service.js';
import { consolidationsService } from './modules/payments/consolidations.service.js';
import { mercadoPagoFakeRoutes } from './modules/payments/mercado-pago-fake.routes.js';
import { oneclickFakeRoutes } from './modules/payments/oneclick-fake.routes.js';
import {
  cardPaymentsAndRefundsOf,
  MERCADO_PAGO_FAKE_PATH,
  ONECLICK_FAKE_PATH,
  onlinePaymentsOf,
  paymentProvidersOf,
  WEBPAY_FAKE_PATH,
} from './modules/payments/online-payments.js';
import { paymentsRoutes, webPaymentsRoutes } from './modules/payments/payments.routes.js';
import { webpayFakeRoutes } from './modules/payments/webpay-fake.routes.js';
import { pictureFilesRoutes } from './modules/pictures/picture-files.routes.js';
import { pictureFilesOf } from './modules/pictures/picture-storage.js';
import { pictureUploadService } from './modules/pictures/picture-upload.service.js';
import { picturesRoutes } from './modules/pictures/pictures.routes.js';
import { picturesService } from './modules/pictures/pictures.service.js';
import { policiesRoutes } from './modules/policies/policies.routes.js';
import { PolicyIndex } from './modules/policies/policy-index.js';
import { productsShowingPicture } from './modules/products/products.repo.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { productsService } from './modules/products/products.service.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { reportsService } from './modules/reports/reports.service.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { rolesService } from './modules/roles/roles.service.js';
import { isBrandPicture } from './modules/settings/settings.repo.js';
import { publicSettingsRoutes, settingsRoutes } from './modules/settings/settings.routes.js';
import { settingsService } from './modules/settings/settings.service.js';
import {
  publicCatalogueFeedRoutes,
  socialCatalogueRoutes,
} from './modules/social-catalogue/social-catalogue.routes.js';
import { socialCatalogueService } from './modules/social-catalogue/social-catalogue.service.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { stockService } from './modules/stock/stock.service.js';
import { checkoutQuestionsRoutes } from './modules/stores/checkout-questions.routes.js';
import { checkoutQuestionsService } from './modules/stores/checkout-questions.service.js';
import { deliveryAreasRoutes } from './modules/stores/delivery-areas/delivery-areas.routes.js';
import { deliveryAreasService } from './modules/stores/delivery-areas/delivery-areas.service.js';
import { massiveUpdateService } from './modules/stores/massive-update.service.js';
import { publicStoresV1Routes, publicStoresV2Routes } from './modules/stores/public-stores.routes.js';
import { publicStoresService } from './modules/stores/public-stores.service.js';
import { storesRoutes } from './modules/stores/stores.routes.js';
import { storesService } from './modules/stores/stores.service.js';
import { platformTenantsRoutes } from './modules/tenants/platform-tenants.routes.js';
import { platformTenantsService } from './modules/tenants/platform-tenants.service.js';
import { TenantCache } from './modules/tenants/tenant-cache.js';
import { tenantsRoutes } from './modules/tenants/tenants.routes.js';
import { passwordLinkRoutes, publicPasswordLinkRoutes } from './modules/users/password-links.routes.js';
import { passwordLinksService } from './modules/users/password-links.service.js';
import { userPreferencesRoutes } from './modules/users/user-preferences.routes.js';
import { userPreferencesService } from './modules/users/user-preferences.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { usersService } from './modules/users/users.service.js';
import { compressionPlugin } from './plugins/compression.js';
import { consolePlugin, defaultConsoleDir } from './plugins/console.js';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.js';
import { inputLimitsPlugin } from './plugins/input-limits.js';
import { openapiPlugin } from './plugins/openapi.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { securityPlugin } from './plugins/security.js';
import './types.js';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  db: Database;
  jwtSecret: string;
  /** Seals integration credentials at rest; its key must outlive the database's rows. */
  secretBox: SecretBox;
  /** Where long requests (menu sync, coupon generation) hand their jobs; absent → jobs are recorded and wait for a queue. */
  jobQueue?: JobQueue;
}

/** The whole HTTP application on an open, migrated database; no listen (tests inject). */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.body.password'] },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(jsonSchemaSerializerCompiler);

  const accessTokens = new AccessTokens(deps.jwtSecret, config.accessTokenTtlSeconds);
  const policies = await PolicyIndex.load(deps.db.app);
  const pictureFiles = pictureFilesOf(config);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('tenants', new TenantCache(deps.db.app));
  app.decorate('accessTokens', accessTokens);
  app.decorate('authCache', new AuthCache(config.authCacheTtlSeconds * 1000));
  app.decorate('authVersions', await authVersionsOf(app, deps.db, app.authCache.enabled));
  // A menu answer is tens of KB (80 KB for 300 products): a thousand of them bound the memory it takes.
  const menuCache = new TenantChangeCache<PublicMenu>(config.publicMenuCacheTtlSeconds * 1000, 1000);
  const bannerCache = new TenantChangeCache<ShownBanners>(config.publicMenuCacheTtlSeconds * 1000, 5000);
  const pageCache = new TenantChangeCache<PublicPage>(config.publicMenuCacheTtlSeconds * 1000, 5000);
  // A feed is a whole menu as text; crawlers read it a few times a day, so few are kept.
  const feedCache = new TenantChangeCache<string>(config.publicMenuCacheTtlSeconds * 1000, 500);
  await followTenantChanges(app, deps.db, CATALOGUE_CHANGE_CHANNEL, [
    menuCache,
    bannerCache,
    pageCache,
    feedCache,
  ]);
  const socialCatalogue = socialCatalogueService(deps.db, deps.secretBox, pictureFiles.tokens, feedCache);
  const onlinePayments = onlinePaymentsOf(app, config, deps.db);
  const { cards, inscriptions, refunds, mercadoPagoStores } = cardPaymentsAndRefundsOf(
    app,
    config,
    deps.db,
    deps.secretBox,
  );
  const pollAnswers = pollAnswersService(
    deps.db,
    pollLinkTokens(deps.secretBox),
    config.publicUrl ?? `http://localhost:${config.port}`,
  );
  const settings = settingsService(deps.db, pictureFiles.tokens);
  const passwordLinks = passwordLinksService(
    deps.db,
    deps.secretBox,
    config.publicUrl ?? `http://localhost:${config.port}`,
  );
  const orderEvents = new OrderEventHub(deps.db);
  await orderEvents.start();
  // Before the server waits for its open requests to finish: a kitchen board's stream never would.
  app.addHook('preClose', () => orderEvents.close());
  // The screenshot service's Chromium starts with the first picture and ends with the app.
  const screenshots = pageScreenshots(config.screenshots, app.log);
  app.addHook('onClose', () => screenshots.close());
  const customLandings = customLandingsService(deps.db, screenshots);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { mapTileUrl: config.mapTileUrl });
  await app.register(requestContextPlugin);
  await app.register(inputLimitsPlugin);
  // Before every route (the console's assets and the API docs included), so its hook sees every answer.
  await app.register(compressionPlugin);
  await app.register(openapiPlugin);
  await app.register(consolePlugin, { dir: config.consoleDir ?? defaultConsoleDir });

  await app.register(tenantsRoutes, { defaultTenant: config.defaultTenant, mapTileUrl: config.mapTileUrl });
  await app.register(identityRoutes, {
    prefix: '/api/identity/v1',
    identity: identityService(deps.db, accessTokens, config.refreshTokenTtlDays),
    signInRateLimit: config.signInRateLimit,
    signInRateWindowSeconds: config.signInRateWindowSeconds,
    signInAddressRateLimit: config.signInAddressRateLimit,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
  });
  await app.register(
    async (admin) => {
      // The change feed tells every process; this one forgets at once, before its client hears back.
      admin.addHook('onSend', async (request, reply, payload) => {
        if (request.method !== 'GET' && reply.statusCode < 400 && request.tenant) {
          menuCache.changed(request.tenant.id);
          bannerCache.changed(request.tenant.id);
          pageCache.changed(request.tenant.id);
          feedCache.changed(request.tenant.id);
        }
        return payload;
      });
      await admin.register(usersRoutes, { users: usersService(deps.db) });
      await admin.register(userPreferencesRoutes, { preferences: userPreferencesService(deps.db) });
      await admin.register(passwordLinkRoutes, { links: passwordLinks });
      await admin.register(rolesRoutes, { roles: rolesService(deps.db, policies) });
      await admin.register(policiesRoutes, { policies });
      await admin.register(storesRoutes, {
        stores: storesService(deps.db),
        massive: massiveUpdateService(deps.db),
      });
      await admin.register(productsRoutes, {
        products: productsService(
          deps.db,
          async (tx, tenantId, productId) => {
            const menuNames = await menusPricingProduct(tx, tenantId, productId);
            if (menuNames.length > 0) return productMessages.inPriceGroups(menuNames);
            const codes = await couponCodesNamingProduct(tx, tenantId, productId);
            return codes.length > 0 ? couponMessages.inUseByCoupons(codes) : undefined;
          },
          pictureFiles.tokens,
        ),
      });
      await admin.register(menusRoutes, { menus: menusService(deps.db) });
      await admin.register(deliveryAreasRoutes, { areas: deliveryAreasService(deps.db) });
      await admin.register(checkoutQuestionsRoutes, { questions: checkoutQuestionsService(deps.db) });
      await admin.register(modifiersRoutes, { modifiers: modifiersService(deps.db) });
      await admin.register(picturesRoutes, {
        pictures: picturesService(deps.db, pictureFiles, app.log, async (tx, tenantId, pictureId) => {
          const products = await productsShowingPicture(tx, tenantId, pictureId);
          if (products.length > 0) return productMessages.pictureInProducts(products);
          const modifiers = await modifiersShowingPicture(tx, tenantId, pictureId);
          if (modifiers.length > 0) return modifierMessages.pictureInModifiers(modifiers);
          if (await isBrandPicture(tx, tenantId, pictureId)) return settingsMessages.pictureIsBrandImage;
          const shownBy = [
            ...(await bannersNaming(tx, tenantId, { pictureId })),
            ...(await popUpsShowingPicture(tx, tenantId, pictureId)),
          ];
          if (shownBy.length > 0) return bannerMessages.pictureInUse(shownBy);
          return (await isBannerPicture(tx, tenantId, pictureId))
            ? informativeBannerMessages.pictureInBanner
            : undefined;
        }),
      });
      await admin.register(bannersRoutes, { banners: bannersService(deps.db, pictureFiles.tokens) });
      await admin.register(popUpsRoutes, { popUps: popUpsService(deps.db, pictureFiles.tokens) });
      await admin.register(pagesRoutes, { pages: pagesService(deps.db, pageCache) });
      await admin.register(customLandingsRoutes, { landings: customLandings });
      await admin.register(pageImageRoutes, { screenshots });
      await admin.register(couponsRoutes, {
        coupons: couponsService(deps.db),
        imports: couponImportService(deps.db),
        generator: couponGenerateService(deps.db, deps.jobQueue),
      });
      await admin.register(ordersRoutes, {
        orders: ordersService(deps.db, pictureFiles.store, deps.jobQueue),
        stream: { db: deps.db, hub: orderEvents, options: config.orderStream },
      });
      await admin.register(paymentsRoutes, {
        refunds,
        consolidations: consolidationsService(deps.db),
      });
      await admin.register(reportsRoutes, { reports: reportsService(deps.db) });
      await admin.register(driversRoutes, { drivers: driversService(deps.db) });
      await admin.register(questionsRoutes, { questions: questionsService(deps.db) });
      await admin.register(pollsRoutes, {
        polls: pollsService(deps.db),
        invitations: pollInvitationsService(deps.db, config.mail.smtpUrl !== undefined),
      });
      await admin.register(npsResultRoutes, {
        results: npsResultsService(deps.db, deps.jobQueue),
        answers: pollAnswers,
        db: deps.db,
        files: pictureFiles.store,
      });
      await admin.register(stockRoutes, { stock: stockService(deps.db, deps.jobQueue) });
      await admin.register(socialCatalogueRoutes, { catalogue: socialCatalogue });
      await admin.register(settingsRoutes, { settings });
      await admin.register(informativeBannersRoutes, {
        banners: informativeBannersService(deps.db, pictureFiles.tokens, app.tenants, config.platformTenant),
      });
      await admin.register(platformTenantsRoutes, {
        tenants: platformTenantsService(deps.db, app.tenants, passwordLinks, config.platformTenant),
      });
      await admin.register(coreJobsRoutes, { jobs: coreJobsService(deps.db) });
      await admin.register(menuSyncRoutes, { sync: menuSyncService(deps.db, deps.jobQueue) });
      await admin.register(authCredentialsRoutes, {
        credentials: authCredentialsService(
          deps.db,
          deps.secretBox,
          connectionChecksOf(config, paymentProvidersOf(app, config).mercadoPago),
        ),
      });
    },
    { prefix: '/api/admin/v1' },
  );
  await app.register(pictureFilesRoutes, {
    prefix: '/api/files/v1',
    uploads: pictureUploadService(deps.db, pictureFiles),
  });
  await app.register(webOrdersRoutes, {
    prefix: '/api/web/v1',
    intake: orderIntakeService(deps.db),
    payments: onlinePayments,
    cards,
    perMinute: config.webOrdersRateLimit,
  });
  await app.register(publicPasswordLinkRoutes, {
    prefix: '/api/identity/v1',
    links: passwordLinks,
    perMinute: config.webOrdersRateLimit,
  });
  await app.register(webPollsRoutes, {
    prefix: '/api/web/v1',
    answers: pollAnswers,
    perMinute: config.webOrdersRateLimit,
  });
  await app.register(webPaymentsRoutes, {
    prefix: '/api/web/v1',
    payments: onlinePayments,
    inscriptions,
    mercadoPagoStores,
  });
  if (config.webpay.apiUrl === null) await app.register(webpayFakeRoutes, { prefix: WEBPAY_FAKE_PATH });
  if (config.oneclick.apiUrl === null) await app.register(oneclickFakeRoutes, { prefix: ONECLICK_FAKE_PATH });
  if (config.mercadoPago.apiUrl === null)
    await app.register(mercadoPagoFakeRoutes, { prefix: MERCADO_PAGO_FAKE_PATH });
  await app.register(publicSettingsRoutes, { prefix: '/api/public/v1', settings });
  await app.register(publicCatalogueFeedRoutes, { prefix: '/api/public/v1', catalogue: socialCatalogue });
  await app.register(publicPagesRoutes, {
    prefix: '/api/public/v1',
    pages: pagesService(deps.db, pageCache),
  });
  await app.register(publicCustomLandingsRoutes, { prefix: '/api/public/v1', landings: customLandings });
  await app.register(shownBannersRoutes, {
    prefix: '/api/public/v1',
    shown: shownBannersService(deps.db, pictureFiles.tokens, bannerCache),
  });
  const publicStores = publicStoresService(deps.db);
  await app.register(publicStoresV1Routes, { prefix: '/api/public/v1', publicStores });
  await app.register(publicStoresV2Routes, { prefix: '/api/public/v2', publicStores });
  await app.register(publicMenuV2Routes, {
    prefix: '/api/public/v2',
    publicMenu: cachedPublicMenu(publicMenuService(deps.db, pictureFiles.tokens), menuCache),
  });
  return app;
}

/**
 * Where requests learn their tenant's auth version: PostgreSQL may serve several processes, so
 * each request reads it; the embedded database has one, which counts the changes it announces.
 */
async function authVersionsOf(
  app: FastifyInstance,
  db: Database,
  cacheEnabled: boolean,
): Promise<AuthVersions> {
  if (db.engine === 'postgres') return new AuthVersionReader((tenantIds) => loadAuthVersions(db, tenantIds));
  const announced = new AnnouncedAuthVersions();
  if (cacheEnabled) await followTenantChanges(app, db, AUTH_CHANGE_CHANNEL, [announced]);
  return announced;
}
