import { randomUUID } from 'node:crypto';
import { forbiddenMessage } from '@tablero/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config.js';
import { type CoreJobKind, runCoreJob } from '../../src/jobs/core-jobs.js';
import { findJob } from '../../src/jobs/core-jobs.repo.js';
import { jobHandlers } from '../../src/jobs/workers.js';
import {
  alwaysOpen,
  orderBody,
  orderingMenu,
  placeOrder,
} from '../../src/modules/orders/orders.test-helpers.js';
import { chosenInscription } from '../../src/modules/payments/card-payments.test-helpers.js';
import { payThroughWebpay } from '../../src/modules/payments/payments.test-helpers.js';
import { uploadedPicture } from '../../src/modules/pictures/pictures.test-helpers.js';
import { createProduct } from '../../src/modules/products/products.test-helpers.js';
import type { RouteTableEntry } from '../../src/plugins/route-table.js';
import { startTestApp, superAdmin, type TestContext } from '../harness.js';
import { type ActorName, Actors, actorNames, type Credentials } from './actors.js';
import { expectedAnswer, matches } from './expectations.js';
import { type Cell, printMatrix } from './print.js';
import { type BuiltRequest, Fixtures } from './requests.js';

/**
 * Routes the matrix does not attack, each with why; every other /api route is attacked.
 * Their answers hang on a credential in the body or the URL, not on who signs in.
 */
const notAttacked: Record<string, string> = {
  'POST /api/identity/v1/sign-in': 'its answer is the password’s (identity.routes.test.ts)',
  'POST /api/identity/v1/token': 'its answer is the refresh token’s (identity.routes.test.ts)',
  'POST /api/identity/v1/sign-out': 'its answer is the refresh token’s (identity.routes.test.ts)',
  'PUT /api/files/v1/uploads/:token': 'tenant from the signed upload token (pictures.routes.test.ts)',
  'GET /api/files/v1/:token': 'tenant from the signed file token (pictures.routes.test.ts)',
};

/** Lists that are the same for every tenant by design: their ids are not any tenant's. */
const sharedCatalogues = new Set(['GET /api/admin/v1/policies']);

export interface AccessMatrixOptions {
  name: string;
  /** How requests name the tenant: the `tenant` header, or the host name (alpha.localhost). */
  tenantForm: 'header' | 'host';
  /** Which of the attacked routes this run takes (to split the matrix over files). */
  routes?: (route: RouteTableEntry, index: number) => boolean;
  /** Configuration for the app under attack (e.g. a test-only switch). */
  config?: Partial<AppConfig>;
  /** Runs on the app before it is ready. */
  beforeStart?: (app: FastifyInstance) => void;
}

const errorBodies = { 401: 1004, 403: 401, 404: 1002 } as const;

export function attackedRoutes(app: FastifyInstance): RouteTableEntry[] {
  return app.routeTable.filter(
    (r) => r.kind === 'api' && r.method !== 'HEAD' && !notAttacked[`${r.method} ${r.url}`],
  );
}

export function describeAccessMatrix(options: AccessMatrixOptions): void {
  describe(`access matrix: ${options.name}`, () => {
    let ctx: TestContext;
    let actors: Actors;
    let fixtures: Fixtures;
    const rows = new Map<string, Map<ActorName, Cell>>();
    let sent = 0;

    beforeAll(async () => {
      // The matrix signs many users in and places many orders from one address; the limits have their own tests.
      ctx = await startTestApp(
        { signInRateLimit: 1_000_000, webOrdersRateLimit: 1_000_000, ...options.config },
        options.beforeStart,
      );
      actors = await Actors.create(ctx);
      const admin = await superAdmin(ctx, ctx.alpha);
      // The social catalogue is an area only for tenants with its flag: both have it, so another
      // tenant's refusal is about the record, not the area.
      await ctx.db.executeOwnerSql(
        `update tenants set features = array_append(features, 'social_networks') where id = any($1::int[])`,
        [[ctx.alpha.id, ctx.beta.id]],
      );
      ctx.app.tenants.forget();
      const stores = { held: actors.heldStore, unheld: actors.unheldStore };
      const handlers = jobHandlers(ctx);
      const runJob = async (jobId: string) => {
        const tenantId = ctx.alpha.id;
        const job = await ctx.db.withTenant(tenantId, (tx) => findJob(tx, tenantId, jobId));
        if (!job) throw new Error(`job ${jobId} was not recorded`);
        const data = { tenant_id: tenantId, job_id: jobId };
        await runCoreJob(ctx.db, ctx.config.jobTimings, data, handlers[job.kind as CoreJobKind]);
      };
      const grantStore = async (storeId: number) => {
        const granted = await admin.patch(`/api/admin/v1/admin_users/${actors.storeLimitedUserId}`, {
          store_ids: [actors.heldStore, storeId],
        });
        if (granted.statusCode !== 200) throw new Error(`store not granted: ${granted.body}`);
      };
      // An order names a store open now whose menu sells what the order names: both stores sell one
      // menu and never close, and the held store takes the storefront's orders.
      const menuToOrder = await orderingMenu(admin);
      for (const store of [actors.heldStore, actors.unheldStore]) {
        const hours = (await admin.get(`/api/admin/v1/stores/${store}`)).json().business_hours as {
          id: number;
        }[];
        const sells = await admin.patch(`/api/admin/v1/stores/${store}`, {
          menu_id: menuToOrder.menuId,
          // Webpay at the counter too, for orders paid online (a refund needs one).
          payment_methods: { in_store: ['cash', 'card', 'online'] },
          business_hours: [...hours.map(({ id }) => ({ id, _destroy: true })), ...alwaysOpen],
        });
        if (sells.statusCode !== 200) throw new Error(`store not ready to take orders: ${sells.body}`);
      }
      const orderAt = (storeId: number) => orderBody({ ...menuToOrder, store: { id: storeId } });
      const placeOne = async (storeId: number) => {
        const placed = await placeOrder(ctx, ctx.alpha, orderAt(storeId));
        if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
        return placed.json().id as number;
      };
      const paidOnline = async (storeId: number) => {
        const placed = await placeOrder(ctx, ctx.alpha, { ...orderAt(storeId), payment_method: 'online' });
        if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
        await payThroughWebpay(ctx, placed.json().online_payment);
        return { type: 'webpay', id: String(placed.json().id) };
      };
      // A driver of the store, and a delivery order of it ready to leave with one.
      const driverIn = async (storeId: number) => {
        const made = await admin.post('/api/admin/v1/drivers', {
          name: 'Repartidor de matriz',
          kind: 'bike',
          max_capacity: 2,
          store_id: storeId,
        });
        if (made.statusCode !== 201) throw new Error(`driver not made: ${made.body}`);
        return made.json().id as number;
      };
      const readyDelivery = async (storeId: number) => {
        // The middle of the store's first zone is inside it.
        const store = (await admin.get(`/api/admin/v1/stores/${storeId}`)).json();
        const points = store.delivery_areas[0].points as { latitude: number; longitude: number }[];
        const mean = (pick: (p: { latitude: number; longitude: number }) => number) =>
          points.reduce((sum, p) => sum + pick(p), 0) / points.length;
        const address = {
          text_address: 'Av. Matriz 1',
          latitude: mean((p) => p.latitude),
          longitude: mean((p) => p.longitude),
        };
        const placed = await placeOrder(ctx, ctx.alpha, {
          ...orderAt(storeId),
          dispatch_method: 'delivery',
          address,
        });
        if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
        const id = placed.json().id as number;
        for (const status of ['preparing', 'ready'])
          await admin.patch(`/api/admin/v1/kds/store/${storeId}/orders/${id}`, { order: { status } });
        return { order_ids: [id] };
      };
      // The store's fries (no order of the matrix has them) out of stock, for each request that puts them back.
      const friesOut = { item_type: 'product', item_id: menuToOrder.fries, mode: 'manual' };
      const markedOut = async (storeId: number) => {
        const marked = await admin.post(`/api/admin/v1/kds/store/${storeId}/stock_outs`, friesOut);
        if (marked.statusCode !== 201) throw new Error(`not marked out: ${marked.body}`);
        return { itemType: 'product', itemId: String(menuToOrder.fries) };
      };
      // A pick-up order taken to completed, and the poll its customer answers through its link.
      const completedPickUp = async (storeId: number) => {
        const id = await placeOne(storeId);
        for (const status of ['preparing', 'ready', 'completed'])
          await admin.patch(`/api/admin/v1/kds/store/${storeId}/orders/${id}`, { order: { status } });
        return id;
      };
      // The active pick-up poll (made again if the matrix's own poll requests changed it) and its NPS question.
      const activePickUpPoll = async () => {
        const listed = await admin.get('/api/admin/v1/polls?active=true&dispatch_method=pick_up');
        const found = listed.json().data[0] as { id: number; questions: { id: number; category: string }[] };
        const asked = found?.questions.find((q) => q.category === 'nps');
        if (found && asked) return { pollId: found.id, questionId: asked.id };
        if (found) await admin.patch(`/api/admin/v1/polls/${found.id}`, { active: false });
        const question = await admin.post('/api/admin/v1/questions', {
          description: '¿Recomendarías la matriz?',
          category: 'nps',
        });
        const poll = await admin.post('/api/admin/v1/polls', {
          title: 'Encuesta de matriz',
          dispatch_method: 'pick_up',
          question_ids: [question.json().id],
          active: true,
        });
        if (poll.statusCode !== 201) throw new Error(`poll not made: ${poll.body}`);
        return { pollId: poll.json().id as number, questionId: question.json().id as number };
      };
      const pollLinkOf = async () => {
        await activePickUpPoll();
        const id = await completedPickUp(actors.heldStore);
        const link = await admin.get(`/api/admin/v1/orders/${id}/poll_link`);
        if (link.statusCode !== 200) throw new Error(`no poll link: ${link.body}`);
        return { token: link.json().token as string };
      };
      // A user made without a password, and a fresh link to set one (a link works once).
      const passwordLinkOf = async () => {
        const roles = (await admin.get('/api/admin/v1/roles?limit=100')).json().data as { id: number }[];
        const made = await admin.post('/api/admin/v1/admin_users', {
          name: 'Usuario de matriz',
          email: `matriz.${randomUUID().slice(0, 8)}@tablero.test`,
          phone: '+56912345678',
          role_ids: [roles[0]?.id],
          store_ids: [actors.heldStore],
        });
        if (made.statusCode !== 201) throw new Error(`user not made: ${made.body}`);
        const link = await admin.get(`/api/admin/v1/admin_users/${made.json().id}/password_link`);
        if (link.statusCode !== 200) throw new Error(`no password link: ${link.body}`);
        return { token: link.json().token as string };
      };
      // A brand of the platform's own for its routes that name one (made once; the PATCH example only
      // switches features and the subscription).
      let brand: Promise<{ id: string }> | undefined;
      const platformBrand = () => {
        brand ??= admin
          .post('/api/admin/v1/platform/tenants', {
            slug: `matriz-${randomUUID().slice(0, 8)}`,
            name: 'Marca de matriz',
            country: 'cl',
            admin: { name: 'Administradora', email: `matriz.${randomUUID().slice(0, 8)}@tablero.test` },
          })
          .then((made) => {
            if (made.statusCode !== 201) throw new Error(`brand not made: ${made.body}`);
            return { id: String(made.json().id) };
          });
        return brand;
      };
      // A banner of the platform's (alpha's), with its two pictures uploaded once; one per request
      // that names it (a DELETE takes its own).
      let bannerPictures: Promise<{ desktop: number; responsive: number }> | undefined;
      const bannerBody = async () => {
        bannerPictures ??= Promise.all([
          uploadedPicture(ctx, admin, 'Aviso escritorio', { width: 1320, height: 385 }),
          uploadedPicture(ctx, admin, 'Aviso celular', { width: 600, height: 400 }),
        ]).then(([desktop, responsive]) => ({ desktop, responsive }));
        const { desktop, responsive } = await bannerPictures;
        return {
          link: 'https://ayuda.tablero.cl/matriz',
          alt: 'Aviso de matriz',
          desktop_picture_id: desktop,
          responsive_picture_id: responsive,
        };
      };
      const platformBanner = async () => {
        const made = await admin.post('/api/admin/v1/platform/informative_banners', await bannerBody());
        if (made.statusCode !== 201) throw new Error(`banner not made: ${made.body}`);
        return { id: String(made.json().id) };
      };
      // Banners and pop-ups take pictures of exact sizes (uploaded once); a positional banner, a product.
      let storefrontPictures: Promise<{ web: number; popUp: number; product: number }> | undefined;
      const storefrontBody = async (kind: 'banner' | 'position' | 'pop_up') => {
        storefrontPictures ??= Promise.all([
          uploadedPicture(ctx, admin, 'Banner de matriz', { width: 1320, height: 385 }),
          uploadedPicture(ctx, admin, 'Pop-up de matriz', { width: 1200, height: 1200 }),
          createProduct(admin, { modifiers: [] }),
        ]).then(([web, popUp, product]) => ({ web, popUp, product: product.id }));
        const { web, popUp, product } = await storefrontPictures;
        const name = `Matriz ${randomUUID().slice(0, 8)}`;
        if (kind === 'pop_up') return { name, platform: 'web', picture_ids: [popUp] };
        const banner = { name, pictures: [{ platform: 'web', picture_id: web }] };
        return kind === 'banner' ? banner : { ...banner, bannerable_type: 'product', bannerable_id: product };
      };
      const storefrontRecord = (path: string, kind: 'banner' | 'position' | 'pop_up') => async () => {
        const made = await admin.post(`/api/admin/v1/${path}`, await storefrontBody(kind));
        if (made.statusCode !== 201) throw new Error(`${path} not made: ${made.body}`);
        return made.json().id as number;
      };
      // A page with a saved version, for the routes that name a version.
      const pageVersion = async () => {
        const page = await admin.post('/api/admin/v1/pages', {
          title: 'Página de matriz',
          relative_url: `matriz-${randomUUID().slice(0, 8)}`,
        });
        if (page.statusCode !== 201) throw new Error(`page not made: ${page.body}`);
        const id = page.json().id as number;
        const version = await admin.post(`/api/admin/v1/pages/${id}/contents`, {
          status: 'draft',
          content: [],
        });
        if (version.statusCode !== 201) throw new Error(`page version not made: ${version.body}`);
        return { id: String(id), contentId: String(version.json().id) };
      };
      // The storefront's page read asks for its example's address: a published page of this tenant,
      // made once; the path names nothing else.
      let aboutPage: Promise<void> | undefined;
      const publishedAbout = async () => {
        aboutPage ??= (async () => {
          const about = await admin.post('/api/admin/v1/pages', {
            title: 'Nosotros',
            relative_url: 'nosotros',
          });
          if (about.statusCode !== 201) throw new Error(`page not made: ${about.body}`);
          const published = await admin.post(`/api/admin/v1/pages/${about.json().id}/contents`, {
            status: 'published',
            content: [],
          });
          if (published.statusCode !== 201) throw new Error(`page not published: ${published.body}`);
        })();
        await aboutPage;
        return {};
      };
      // A landing with its HTML deployed (so it has a thumbnail), published for the storefront's read.
      const deployedLanding = async (status: 'draft' | 'published') => {
        const made = await admin.post('/api/admin/v1/custom_landings', {
          name: 'Landing de matriz',
          slug: `matriz-${randomUUID().slice(0, 8)}`,
        });
        if (made.statusCode !== 201) throw new Error(`landing not made: ${made.body}`);
        const { id, slug } = made.json() as { id: number; slug: string };
        const html = Buffer.from('<h1>Matriz</h1>').toString('base64');
        const deployed = await admin.post(`/api/admin/v1/custom_landings/${id}/deploy`, { html });
        if (deployed.statusCode !== 200) throw new Error(`landing not deployed: ${deployed.body}`);
        if (status === 'published') await admin.patch(`/api/admin/v1/custom_landings/${id}`, { status });
        return { id: String(id), slug };
      };
      // A store's feed address: its token names the tenant, so every actor (any header) reads it.
      const feedToken = async (storeId: number) => {
        const made = await admin.post(`/api/admin/v1/social_catalogue/stores/${storeId}/feed_link`);
        if (made.statusCode !== 200) throw new Error(`no feed link: ${made.body}`);
        return { token: /([\w-]{32})\.csv$/.exec(made.json().feed.csv_url)?.[1] ?? '' };
      };
      fixtures = new Fixtures(ctx.app.routeTable, admin, stores, grantStore, runJob, {
        bodies: {
          'POST /api/web/v1/orders': async () => orderAt(actors.heldStore),
          'POST /api/admin/v1/platform/informative_banners': bannerBody,
          'POST /api/admin/v1/banners': () => storefrontBody('banner'),
          'POST /api/admin/v1/position_banners': () => storefrontBody('position'),
          'POST /api/admin/v1/pop_ups': () => storefrontBody('pop_up'),
          'POST /api/admin/v1/kds/store/:storeId/drivers/:id/dispatch': readyDelivery,
          'POST /api/admin/v1/kds/store/:storeId/stock_outs': async () => friesOut,
          'POST /api/identity/v1/password_links/:token': async () => ({ password: 'Clave-De-Matriz-2026' }),
          'POST /api/web/v1/polls/:token': async () => {
            const { pollId, questionId } = await activePickUpPoll();
            return { poll_id: pollId, answers: [{ question_id: questionId, value: 9 }] };
          },
        },
        creators: {
          orders: placeOne,
          drivers: driverIn,
          banners: storefrontRecord('banners', 'banner'),
          position_banners: storefrontRecord('position_banners', 'position'),
          pop_ups: storefrontRecord('pop_ups', 'pop_up'),
        },
        paths: {
          'POST /api/admin/v1/payments/:type/:id/refund_transaction': paidOnline,
          'DELETE /api/admin/v1/kds/store/:storeId/stock_outs/:itemType/:itemId': markedOut,
          'GET /api/admin/v1/orders/:id/poll_link': async (storeId: number) => ({
            id: String(await completedPickUp(storeId)),
          }),
          'GET /api/web/v1/polls/:token': pollLinkOf,
          'POST /api/web/v1/polls/:token': pollLinkOf,
          'GET /api/admin/v1/platform/tenants/:id': platformBrand,
          'PATCH /api/admin/v1/platform/tenants/:id': platformBrand,
          'POST /api/admin/v1/platform/tenants/:id/admin_password_link': platformBrand,
          'PATCH /api/admin/v1/pages/:id/contents/:contentId': pageVersion,
          'GET /api/public/v1/pages': publishedAbout,
          'GET /api/public/v1/catalogue_feeds/:token.csv': feedToken,
          'GET /api/public/v1/catalogue_feeds/:token.xml': feedToken,
          'GET /api/admin/v1/custom_landings/:id/thumbnail': async () => {
            const { id } = await deployedLanding('draft');
            return { id };
          },
          'GET /api/public/v1/custom_landings/:slug': async () => {
            const { slug } = await deployedLanding('published');
            return { slug };
          },
          'GET /api/admin/v1/platform/informative_banners/:id': platformBanner,
          'PATCH /api/admin/v1/platform/informative_banners/:id': platformBanner,
          'DELETE /api/admin/v1/platform/informative_banners/:id': platformBanner,
          'GET /api/identity/v1/password_links/:token': passwordLinkOf,
          'POST /api/identity/v1/password_links/:token': passwordLinkOf,
          // A store with Mercado Pago (its credentials are saved below), for the storefront and Mercado Pago.
          'GET /api/web/v1/stores/:store_id/payments/mercado_pago': async (storeId: number) => ({
            store_id: String(storeId),
          }),
          'POST /api/web/v1/stores/:store_id/payments/mercado_pago/notifications': async (
            storeId: number,
          ) => ({
            store_id: String(storeId),
          }),
          // A card chosen on Transbank's page: each request finishes an enrolment of its own.
          'PUT /api/web/v1/payments/oneclick/inscriptions/:token': async () => ({
            token: await chosenInscription(ctx, 'credit', `matriz-${randomUUID().slice(0, 8)}`),
          }),
        },
        tenantPaths: [
          'GET /api/web/v1/polls/:token',
          'POST /api/web/v1/polls/:token',
          'GET /api/identity/v1/password_links/:token',
          'POST /api/identity/v1/password_links/:token',
          'GET /api/public/v1/pages',
          'GET /api/public/v1/custom_landings/:slug',
          'GET /api/web/v1/stores/:store_id/payments/mercado_pago',
          'POST /api/web/v1/stores/:store_id/payments/mercado_pago/notifications',
        ],
      });
      // Deploying or fetching a menu needs a store with a menu and the channel's credentials;
      // testing a connection, saved credentials (Mercado Pago's are tried at the app's stand-in).
      const saved = [
        { key: 'uber_eats', credentials: { client_id: 'matriz', client_secret: 'secreto-de-matriz' } },
        {
          key: 'mercado_pago',
          credentials: { access_token: 'TEST-matriz-0001', public_key: 'TEST-matriz-publica' },
        },
      ];
      for (const store of [actors.heldStore, actors.unheldStore])
        for (const { key, credentials } of saved) {
          const keys = await admin.patch('/api/admin/v1/auth_credentials', {
            key,
            store_id: store,
            credentials,
          });
          if (keys.statusCode !== 200) throw new Error(`store not ready to sync: ${keys.body}`);
        }
    }, 120_000);

    afterAll(async () => {
      if (rows.size > 0) console.log(printMatrix(options.name, actorNames, rows, sent));
      await ctx?.close();
    });

    function send(
      credentials: Credentials,
      request: Pick<BuiltRequest, 'method' | 'url' | 'body' | 'upload'>,
    ) {
      const headers: Record<string, string> = {};
      if (credentials.token) headers.authorization = `Bearer ${credentials.token}`;
      if (options.tenantForm === 'header') headers.tenant = credentials.tenant;
      else headers.host = `${credentials.tenant}.localhost`;
      sent += 1;
      if (request.upload) return sendFile(headers, request.method, request.url, request.upload);
      return ctx.app.inject({
        method: request.method as InjectOptions['method'],
        url: request.url,
        headers,
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
    }

    it('every /api route declares who may call it', () => {
      const api = ctx.app.routeTable.filter((r) => r.kind === 'api');
      expect(api.length).toBeGreaterThan(40);
      for (const route of api) {
        const { access, policy } = route.config;
        expect(
          policy ?? access,
          `${route.method} ${route.url}: declare config.policy or config.access`,
        ).toBeDefined();
      }
      const attacked = attackedRoutes(ctx.app).length;
      expect(attacked + Object.keys(notAttacked).length).toBe(api.filter((r) => r.method !== 'HEAD').length);
    });

    it('answers every actor on every route as the route declares', async () => {
      const routes = attackedRoutes(ctx.app).filter((r, i) => options.routes?.(r, i) ?? true);
      const failures: string[] = [];
      for (const route of routes) {
        const cells = new Map<ActorName, Cell>();
        rows.set(`${route.method} ${route.url}`, cells);
        for (const actor of actorNames) {
          const request = await fixtures.build(route, actor).catch((error: Error) => error);
          if (request instanceof Error) {
            failures.push(`${route.method} ${route.url}: cannot build its request: ${request.message}`);
            break;
          }
          const victimBefore =
            actor === 'other tenant' && request.resourceUrl
              ? await victimView(request.resourceUrl)
              : undefined;
          const response = await send(await actors.credentials(actor, route), request);
          const expected = expectedAnswer(route, actor, request.ids);
          let ok =
            matches(expected, response.statusCode) && errorBodyMatches(route, actor, expected, response);
          if (
            victimBefore !== undefined &&
            (await victimView(request.resourceUrl as string)) !== victimBefore
          )
            ok = false;
          if (
            actor === 'other tenant' &&
            ok &&
            request.method === 'GET' &&
            !request.ids.inPath &&
            !sharedCatalogues.has(`${route.method} ${route.url}`)
          )
            ok = !(await sharesIds(request.url, response));
          cells.set(actor, { expected, status: response.statusCode, ok });
          if (!ok)
            failures.push(
              `${route.method} ${request.url} as ${actor}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);

    function sendFile(
      headers: Record<string, string>,
      method: string,
      url: string,
      file: NonNullable<BuiltRequest['upload']>,
    ) {
      if ('contentType' in file)
        return ctx.app.inject({
          method: method as InjectOptions['method'],
          url,
          headers: { ...headers, 'content-type': file.contentType },
          payload: file.content,
        });
      const boundary = 'matrizboundary';
      const payload =
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        `content-type: application/octet-stream\r\n\r\n${file.content}\r\n--${boundary}--\r\n`;
      return ctx.app.inject({
        method: method as InjectOptions['method'],
        url,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    }

    /** Whether another tenant's list shows any id of this tenant's same list. */
    async function sharesIds(url: string, theirs: LightMyRequestResponse): Promise<boolean> {
      const victim = { token: actors.tokens.super, tenant: ctx.alpha.slug };
      const ours = await send(victim, { method: 'GET', url, body: undefined });
      const own = new Set(listedIds(ours));
      return listedIds(theirs).some((id) => own.has(id));
    }

    async function victimView(url: string): Promise<string> {
      sent += 1;
      const response = await send(
        { token: actors.tokens.super, tenant: ctx.alpha.slug },
        { method: 'GET', url, body: undefined },
      );
      return `${response.statusCode} ${response.body}`;
    }
  });
}

function listedIds(response: LightMyRequestResponse): unknown[] {
  if (!response.headers['content-type']?.includes('json')) return [];
  const data = (response.json() as { data?: unknown }).data;
  return Array.isArray(data)
    ? data.map((row: { id?: unknown }) => row.id).filter((id) => id !== undefined)
    : [];
}

function errorBodyMatches(
  route: RouteTableEntry,
  actor: ActorName,
  expected: ReturnType<typeof expectedAnswer>,
  response: LightMyRequestResponse,
) {
  if (expected === '2xx') return true;
  const body = response.json() as { code: number; message: string };
  if (expected === '404/422') return body.code === 1002 || body.code === 1001;
  if (body.code !== errorBodies[expected]) return false;
  const { policy } = route.config;
  if (expected === 403 && policy && actor === 'all but policy')
    return body.message === forbiddenMessage(policy.policy, policy.action);
  return true;
}
