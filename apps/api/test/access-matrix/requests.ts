import type { RouteTableEntry } from '../../src/plugins/route-table.js';
import type { Client } from '../harness.js';
import type { ActorName } from './actors.js';
import { exampleOf, MissingDeclaration, requiredFields } from './examples.js';
import type { NamedIds } from './expectations.js';

/** A file sent as a multipart field, or as the whole body with its content type. */
export type Upload =
  | { field: string; filename: string; content: string }
  | { contentType: string; content: string };

/**
 * Routes whose body is a file, not JSON: the one file each is sent (a GeoJSON of one zone, a CSV of
 * one coupon). A new file route fails the matrix (415 where 2xx was due) until it has an entry here.
 */
const uploads: Record<string, Upload> = {
  'POST /api/admin/v1/coupons/import_csv': {
    contentType: 'text/csv',
    content: 'code;kind;discount;start_date\nMATRIZ;percentage;10;2026-12-01\n',
  },
  'POST /api/admin/v1/stores/:id/import_delivery_areas': {
    field: 'data',
    filename: 'zonas.geojson',
    content: JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Centro' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-70.66, -33.45],
                [-70.64, -33.45],
                [-70.64, -33.43],
                [-70.66, -33.45],
              ],
            ],
          },
        },
      ],
    }),
  },
};

/**
 * Routes that read what a finished job left, naming the job in their query: the job is started by
 * the other route (its body example filled as any body) and run to its end before the matrix asks.
 */
const finishedJobQueries: Record<string, { field: string; startedBy: string; startersOnly?: true }> = {
  'GET /api/admin/v1/coupons/generated_codes': {
    field: 'job_id',
    startedBy: 'POST /api/admin/v1/coupons/generate',
  },
  // An export holds every store's orders: a user limited to stores follows only the exports they started.
  'GET /api/admin/v1/orders/export_file': {
    field: 'job_id',
    startedBy: 'GET /api/admin/v1/orders/export_csv',
    startersOnly: true,
  },
  'GET /api/admin/v1/answers/export_file': {
    field: 'job_id',
    startedBy: 'GET /api/admin/v1/orders/export_nps_csv',
    startersOnly: true,
  },
};

/** The request the matrix sends, and which store and resource it is about. */
export interface BuiltRequest {
  method: string;
  url: string;
  body: unknown;
  /** The URL whose GET shows what the request could change (its resource), if there is one. */
  resourceUrl: string | undefined;
  ids: NamedIds;
  /** A file instead of JSON. */
  upload?: Upload;
}

const ADMIN = '/api/admin/v1';

/** The collection a path's `:id` belongs to: the segment before it (`/stores/:id/open` → stores). */
export function collectionOf(url: string): string | undefined {
  const match = /\/([a-z_]+)\/:id(?:\/|$)/.exec(url);
  return match?.[1];
}

/** The collection a route belongs to (`/products/positions` → products): ids named `id` in its body. */
const ownCollection = (url: string) => /^\/api\/admin\/v1\/([a-z_]+)/.exec(url)?.[1];

const createRouteOf = (table: readonly RouteTableEntry[], collection: string) =>
  table.find((r) => r.method === 'POST' && r.url === `${ADMIN}/${collection}`);

let unique = 0;

/**
 * Ids that exist, made generically: each collection's first resource comes from its own list or,
 * when empty, from its create route fed with its body example. Ids inside bodies follow one
 * convention: a field `<thing>_id` / `<thing>_ids` holds ids of the collection `<thing>s`.
 */
export class Fixtures {
  private firstIds = new Map<string, number>();
  private finishedJobs = new Map<string, string>();
  constructor(
    private table: readonly RouteTableEntry[],
    private admin: Client,
    private stores: { held: number; unheld: number },
    private grantStore: (storeId: number) => Promise<void>,
    /** Runs a recorded job of this tenant to its end, in this process. */
    private runJob: (jobId: string) => Promise<void>,
    /**
     * Bodies only the tenant's own data can make valid, by route (an order names an open store and a
     * product its menu sells: no example can), and the collections those routes create.
     */
    private made: {
      bodies: Record<string, (storeId: number) => Promise<Record<string, unknown>>>;
      /** Makes a record of the collection in that store (`storeScope: { recordOfStore }` routes read it). */
      creators: Record<string, (storeId: number) => Promise<number>>;
      /**
       * Path parameters, by route, of a record in that store made fresh for each request, where the
       * path names no collection (`/payments/:type/:id/refund_transaction` refunds an order paid online).
       */
      paths?: Record<string, (storeId: number) => Promise<Record<string, string>>>;
      /**
       * Storefront routes whose made path names a record of this tenant (a poll link's order): another
       * tenant asking is refused. Other made storefront paths name something of no tenant (an enrolment
       * at the card provider).
       */
      tenantPaths?: readonly string[];
    } = { bodies: {}, creators: {} },
  ) {}

  async idOf(collection: string): Promise<number> {
    const known = this.firstIds.get(collection);
    if (known) return known;
    const listed = await this.admin.get(`${ADMIN}/${collection}?limit=100`);
    const rows = listed.statusCode === 200 ? (listed.json().data as { id: number }[]) : [];
    const id = rows[0]?.id ?? (await this.create(collection));
    this.firstIds.set(collection, id);
    return id;
  }

  /** A new resource of the collection, from its create route and that route's body example. */
  async create(collection: string, storeId = this.stores.held): Promise<number> {
    const creator = this.made.creators[collection];
    if (creator) return creator(storeId);
    const route = createRouteOf(this.table, collection);
    if (!route) throw new MissingDeclaration(`${collection}: no POST ${ADMIN}/${collection} to create one`);
    const body = await this.fill(exampleOf(route.schema?.body, `POST ${route.url} body`), this.stores.held);
    const created = await this.admin.post(route.url, body);
    if (created.statusCode !== 201)
      throw new Error(`POST ${route.url} with its example answered ${created.statusCode}: ${created.body}`);
    return created.json().id;
  }

  /** Unique names, codes and emails, and the ids the body's fields name by convention. */
  async fill(value: unknown, storeId: number, own?: string, found?: NamedIds): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map((item) => this.fill(item, storeId, own, found)));
    if (value === null || typeof value !== 'object') return value;
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const idField = /^([a-z]+)_ids?$/.exec(key);
      unique += 1;
      if (found && (idField || (key === 'id' && own)) && typeof item !== 'string') found.inBody = true;
      if (found && idField?.[1] === 'store') found.storesInBody = true;
      if (key === 'id' && own && typeof item === 'number') result[key] = await this.idOf(own);
      else if (key === 'email') result[key] = `matriz${unique}.${Date.now()}@tablero.test`;
      else if (key === 'name' && typeof item === 'string') result[key] = `${item} ${unique}`;
      else if (key === 'code' && typeof item === 'string') result[key] = `${item}${unique}`;
      else if (key === 'relative_url' && typeof item === 'string') result[key] = `${item}-${unique}`;
      else if (key === 'slug' && typeof item === 'string') result[key] = `${item}-${unique}`;
      else if (idField && (typeof item === 'number' || Array.isArray(item))) {
        const collection = `${idField[1]}s`;
        const id = collection === 'stores' ? storeId : await this.idOf(collection);
        result[key] = Array.isArray(item) ? [id] : id;
      } else result[key] = await this.fill(item, storeId, own, found);
    }
    return result;
  }

  private records = new Map<string, number>();

  /** A record of the collection in that store, made once per store. */
  private async recordIn(collection: string, storeId: number): Promise<number> {
    const key = `${collection}|${storeId}`;
    const known = this.records.get(key);
    if (known) return known;
    const id = await this.create(collection, storeId);
    this.records.set(key, id);
    return id;
  }

  /** A job of the store, started by the route that deploys a menu (its body example: a dry run). */
  private async jobOn(storeId: number): Promise<string> {
    const route = this.table.find((r) => r.method === 'POST' && r.url.endsWith('/stores/:id/deploy_menu'));
    if (!route) throw new MissingDeclaration('storeScope job: no route starts a job');
    const body = exampleOf(route.schema?.body, `POST ${route.url} body`);
    const started = await this.admin.post(route.url.replace(':id', String(storeId)), body);
    if (started.statusCode !== 202) throw new Error(`no job started: ${started.statusCode} ${started.body}`);
    return started.json().job_id;
  }

  /** A job started by the route `startedBy` names, run to its end (one per route, reused). */
  private async finishedJob(startedBy: string): Promise<string> {
    const known = this.finishedJobs.get(startedBy);
    if (known) return known;
    const route = this.table.find((r) => `${r.method} ${r.url}` === startedBy);
    if (!route) throw new MissingDeclaration(`finished job: no route ${startedBy}`);
    const started =
      route.method === 'GET'
        ? await this.admin.get(route.url)
        : await this.admin.post(
            route.url,
            await this.fill(exampleOf(route.schema?.body, `${startedBy} body`), this.stores.held),
          );
    if (started.statusCode !== 202) throw new Error(`no job started: ${started.statusCode} ${started.body}`);
    const jobId: string = started.json().job_id;
    await this.runJob(jobId);
    this.finishedJobs.set(startedBy, jobId);
    return jobId;
  }

  /** The request an actor sends on a route, with ids of this tenant that exist. */
  async build(route: RouteTableEntry, actor: ActorName): Promise<BuiltRequest> {
    const what = `${route.method} ${route.url}`;
    const storeId = actor === 'store not held' ? this.stores.unheld : this.stores.held;
    const collection = collectionOf(route.url);
    const scope = route.config.storeScope;
    const ids: NamedIds = {
      inPath: scope !== undefined && !('bodyItems' in scope) && !('allStores' in scope),
      inBody: false,
      storesInBody: false,
    };
    let url = route.url;
    const madePath = this.made.paths?.[what];
    if (madePath) {
      ids.inPath = true;
      if (this.made.tenantPaths?.includes(what)) ids.tenantPath = true;
      for (const [key, value] of Object.entries(await madePath(storeId)))
        url = url.replace(`:${key}`, encodeURIComponent(value));
    } else if (collection) {
      ids.inPath = true;
      let id: number;
      if (route.method === 'DELETE') {
        // A record of a store is made in the actor's; any other in the held store.
        id = await this.create(collection, this.made.creators[collection] ? storeId : undefined);
        if (collection === 'stores' && actor === 'store held') await this.grantStore(id);
      } else if (this.made.creators[collection])
        // A record of a store: read, the one of that store; written, a fresh one, since a status
        // move is not repeatable and every actor must find the record as it was made.
        id =
          route.method === 'GET'
            ? await this.recordIn(collection, storeId)
            : await this.create(collection, storeId);
      else id = collection === 'stores' ? storeId : await this.idOf(collection);
      url = url.replace(':id', String(id));
    }
    const storeParam = scope && 'param' in scope && scope.param !== 'id' ? scope.param : undefined;
    if (storeParam) url = url.replace(`:${storeParam}`, String(storeId));
    const params = requiredFields(route.schema?.params, `${what} path parameter`, ['id', storeParam ?? 'id']);
    for (const [key, value] of Object.entries(params))
      url = url.replace(`:${key}`, encodeURIComponent(value));
    if (url.includes('/:')) throw new MissingDeclaration(`${what}: no value for a path parameter`);
    const jobField = scope && 'job' in scope ? scope.job : undefined;
    const finished = finishedJobQueries[what];
    const skip = [jobField, finished?.field].filter((field): field is string => field !== undefined);
    const query = requiredFields(route.schema?.querystring, `${what} query`, skip);
    if (jobField) query[jobField] = await this.jobOn(storeId);
    if (finished) {
      query[finished.field] = await this.finishedJob(finished.startedBy);
      ids.inPath = true;
      if (finished.startersOnly) ids.startedByOthers = true;
    }
    if (scope && 'query' in scope) query[scope.query] = String(storeId);
    const search = new URLSearchParams(query).toString();
    const made = this.made.bodies[what];
    if (made) ids.inBody = true;
    const body = made
      ? await made(storeId)
      : route.schema?.body && route.method !== 'GET'
        ? await this.fill(
            exampleOf(route.schema.body, `${what} body`, route.method === 'PATCH' ? 'last' : 'first'),
            storeId,
            ownCollection(route.url),
            ids,
          )
        : undefined;
    const resourceUrl =
      scope && 'bodyItems' in scope
        ? `${ADMIN}/stores/${storeId}`
        : collection
          ? url.replace(/(\/\d+).*$/, '$1')
          : undefined;
    const upload = uploads[what];
    return { method: route.method, url: search ? `${url}?${search}` : url, body, resourceUrl, ids, upload };
  }
}
