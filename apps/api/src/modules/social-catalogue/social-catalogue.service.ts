import { createHash, randomBytes } from 'node:crypto';
import {
  type CatalogueStoreView,
  customerSiteUrl,
  ErrorCode,
  type FeedFormat,
  type FeedRow,
  feedCsv,
  feedEntryOf,
  feedXml,
  type LeftOutProduct,
  SOCIAL_CATALOGUE_FEATURE,
  socialCatalogueMessages,
  wallClockToIso,
  zonedParts,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { TenantChangeCache } from '../../lib/tenant-change-cache.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { Actor } from '../identity/actor.js';
import { type FileTokens, originalFileOf, type PictureFileCode } from '../pictures/file-tokens.js';
import { FILES_PREFIX } from '../pictures/picture-links.js';
import { picturesOfProducts } from '../products/products.repo.js';
import { settingsInForce } from '../settings/settings.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import * as repo from './social-catalogue.repo.js';

/** Where the public feeds are served; the token and the format's extension follow. */
export const CATALOGUE_FEEDS_PATH = '/api/public/v1/catalogue_feeds';

/** 24 random bytes: 192 bits, 32 base64url characters, nothing to guess. */
export const newFeedToken = () => randomBytes(24).toString('base64url');
/** What a sealed token is bound to: opened under another tenant or store, it fails. */
export const feedSealContext = (tenantId: number, storeId: number) => `catalogue_feed:${tenantId}:${storeId}`;
/** The token is found by its hash; otherwise it is kept only sealed, so a database copy opens no feed. */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How long a feed's picture addresses work: Meta downloads the pictures some time after it reads
 * the feed, so they outlive the read URLs of the console (an hour) by far. They start at the day's
 * beginning, so a picture keeps one address all day and Meta does not fetch it again per read.
 */
const PICTURE_LINK_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

/** The area exists for a tenant only with its flag (spec part 1 §2 "Other rules"). */
export function requireSocialCatalogue(tenant: TenantRecord): void {
  if (!tenant.features.includes(SOCIAL_CATALOGUE_FEATURE))
    throw new AppError(ErrorCode.forbidden, socialCatalogueMessages.featureOff);
}

interface StoreCatalogue {
  rows: FeedRow[];
  leftOut: LeftOutProduct[];
  /** Epoch ms at which the feed may read differently with no write (a window, a stock-out, the day). */
  changesAt: number;
}

type CatalogueStore = Awaited<ReturnType<typeof repo.catalogueStores>>[number];

/** The storefront's page of a product in a store (customer-site.ts gives the site). */
export const productLinkOf = (tenantSlug: string, storeUuid: string, productId: number) =>
  `${customerSiteUrl(tenantSlug)}/?store=${encodeURIComponent(storeUuid)}&product=${productId}`;

/**
 * The social-network catalogue (issue 17): each store's menu on the web as Meta's product feed,
 * what it leaves out and why, and the secret addresses Meta fetches it at. `secrets` seals the
 * tokens kept for the console, `tokens` sign the pictures' addresses, `cache` keeps the feeds'
 * text; `origin` is where the API is reached from outside (PUBLIC_URL, or the request's origin).
 */
export function socialCatalogueService(
  db: Database,
  secrets: SecretBox,
  tokens: FileTokens | undefined,
  cache: TenantChangeCache<string>,
) {
  /** Each store's feed and what it leaves out, the tenant's data read once for them all. */
  async function catalogueOf(
    tx: Tx,
    tenant: TenantRecord,
    stores: CatalogueStore[],
    origin: string,
    now: Date,
  ): Promise<Map<number, StoreCatalogue>> {
    const menuIds = [...new Set(stores.flatMap((s) => (s.menuId === null ? [] : [s.menuId])))];
    const products = await repo.catalogueProducts(tx, tenant.id);
    const priceRows = await repo.menuPrices(tx, tenant.id, menuIds);
    const stockRows = await repo.productStockOuts(
      tx,
      tenant.id,
      stores.map((s) => s.id),
      now,
    );
    const pictureRows = await picturesOfProducts(
      tx,
      tenant.id,
      products.map((p) => p.id),
    );
    const { design } = await settingsInForce(tx, tenant);
    const imageOf = new Map<number, string>();
    for (const { productId, picture } of pictureRows) {
      if (imageOf.has(productId) || picture.status !== 'ready') continue;
      const file = originalFileOf(picture.contentType ?? '');
      if (file) imageOf.set(productId, pictureLink(tenant.id, picture.id, file, now, origin));
    }
    // The first price of each product in each menu: the storefront's first collection that has it.
    const priceOf = new Map<string, (typeof priceRows)[number]>();
    for (const row of priceRows) {
      const key = `${row.menuId}:${row.productId}`;
      if (!priceOf.has(key)) priceOf.set(key, row);
    }
    const outOf = new Map<string, Date | null>();
    for (const row of stockRows)
      if (row.productId !== null) outOf.set(`${row.storeId}:${row.productId}`, row.until);
    const { weekday } = zonedParts(now, tenant.timeZone);
    const commonEdges = [nextLocalMidnight(now, tenant.timeZone)];
    for (const p of products)
      commonEdges.push(p.startAt?.getTime() ?? 0, p.endAt ? p.endAt.getTime() + 1 : 0);

    const result = new Map<number, StoreCatalogue>();
    for (const store of stores) {
      const context = {
        now,
        weekday,
        storeEnabled: store.enabled,
        country: tenant.country,
        brand: design.commerce_name,
        linkOf: (productId: number) => productLinkOf(tenant.slug, store.uuid, productId),
      };
      const rows: FeedRow[] = [];
      const leftOut: LeftOutProduct[] = [];
      const edges = [...commonEdges];
      for (const product of products) {
        const priced = store.menuId === null ? undefined : priceOf.get(`${store.menuId}:${product.id}`);
        const out = outOf.get(`${store.id}:${product.id}`);
        if (out) edges.push(out.getTime());
        const entry = feedEntryOf(
          {
            ...product,
            // A product sold only for delivery shows its delivery price; any other, its price.
            price: priced
              ? product.dispatchMethod === 'delivery'
                ? priced.deliveryPrice
                : priced.price
              : null,
            imageLink: imageOf.get(product.id) ?? null,
            outOfStock: out !== undefined,
          },
          context,
        );
        if ('row' in entry) rows.push(entry.row);
        else
          leftOut.push({
            product_id: product.id,
            name: product.name,
            reason: entry.leftOut,
            message: socialCatalogueMessages.leftOut[entry.leftOut],
          });
      }
      const ahead = edges.filter((at) => at > now.getTime());
      result.set(store.id, { rows, leftOut, changesAt: Math.min(...ahead) });
    }
    return result;
  }

  function pictureLink(
    tenantId: number,
    pictureId: number,
    file: PictureFileCode,
    now: Date,
    origin: string,
  ) {
    if (!tokens) throw new Error('social catalogue service built without file tokens');
    const day = Math.floor(now.getTime() / 1000 / DAY_SECONDS) * DAY_SECONDS;
    const token = tokens.issue({
      kind: 'get',
      tenantId,
      pictureId,
      file,
      exp: day + PICTURE_LINK_DAYS * DAY_SECONDS,
    });
    return `${origin}${FILES_PREFIX}/${token}`;
  }

  const linksOf = (origin: string, token: string) => ({
    csv_url: `${origin}${CATALOGUE_FEEDS_PATH}/${token}.csv`,
    xml_url: `${origin}${CATALOGUE_FEEDS_PATH}/${token}.xml`,
  });

  /** A feed's links, from its sealed token; none if the key that sealed it is gone. */
  function feedLinks(tenantId: number, origin: string, feed: repo.FeedRecord) {
    let token: string;
    try {
      token = secrets.open(feed.tokenSealed, feedSealContext(tenantId, feed.storeId));
    } catch {
      return null;
    }
    return { ...linksOf(origin, token), created_at: feed.createdAt.toISOString() };
  }

  async function views(
    tx: Tx,
    tenant: TenantRecord,
    stores: CatalogueStore[],
    origin: string,
  ): Promise<CatalogueStoreView[]> {
    const catalogue = await catalogueOf(tx, tenant, stores, origin, new Date());
    const feeds = new Map((await repo.feedsOfTenant(tx, tenant.id)).map((f) => [f.storeId, f]));
    return stores.map((store) => {
      const { rows, leftOut } = catalogue.get(store.id) ?? { rows: [], leftOut: [] };
      const feed = feeds.get(store.id);
      return {
        store_id: store.id,
        store_name: store.name,
        store_enabled: store.enabled,
        has_menu: store.menuId !== null,
        feed: feed ? feedLinks(tenant.id, origin, feed) : null,
        product_count: rows.length,
        out_of_stock_count: rows.filter((r) => r.availability === 'out of stock').length,
        left_out: leftOut,
      };
    });
  }

  return {
    /** Every store the user works in, with its links, its product count and what it leaves out. */
    stores(tenant: TenantRecord, actor: Actor, origin: string): Promise<CatalogueStoreView[]> {
      requireSocialCatalogue(tenant);
      return db.readTenant(tenant.id, async (tx) =>
        views(tx, tenant, await repo.catalogueStores(tx, tenant.id, actor.storeIds), origin),
      );
    },

    /**
     * A new link for the store's feed (its first, or one replacing the last: the old address stops
     * working in the same transaction). Audited without the token, which is a credential.
     */
    newLink(
      ctx: AuditContext,
      tenant: TenantRecord,
      storeId: number,
      origin: string,
    ): Promise<CatalogueStoreView> {
      requireSocialCatalogue(tenant);
      return db.withTenant(tenant.id, async (tx) => {
        const stores = await repo.catalogueStores(tx, tenant.id, [storeId]);
        if (stores.length === 0) throw notFound();
        const before = (await repo.feedsOfTenant(tx, tenant.id)).find((f) => f.storeId === storeId);
        const token = newFeedToken();
        const saved = await repo.saveFeedToken(
          tx,
          tenant.id,
          storeId,
          { hash: feedTokenHash(token), sealed: secrets.seal(token, feedSealContext(tenant.id, storeId)) },
          ctx.actorId,
        );
        await recordAudit(tx, ctx, {
          entity: 'catalogue_feed',
          entityId: storeId,
          action: before ? 'rotate' : 'create',
          ...(before ? { before: { store_id: storeId, created_at: before.createdAt.toISOString() } } : {}),
          after: { store_id: storeId, created_at: saved.createdAt.toISOString() },
        });
        const [view] = await views(tx, tenant, stores, origin);
        if (!view) throw notFound();
        return view;
      });
    },

    /**
     * The feed a public address names, in its format, with an entity tag of its bytes. An unknown
     * token, a replaced one, or a tenant without the area is a 404: nothing says which.
     */
    async feed(token: string, format: FeedFormat, origin: string): Promise<{ body: string; etag: string }> {
      const hash = feedTokenHash(token);
      const tenant = await repo.tenantOfTokenHash(db.app, hash);
      if (!tenant?.active || !tenant.features.includes(SOCIAL_CATALOGUE_FEATURE)) throw notFound();
      const body = await db.readTenant(tenant.id, async (tx) => {
        const storeId = await repo.storeOfTokenHash(tx, tenant.id, hash);
        if (storeId === undefined) throw notFound();
        const key = JSON.stringify([storeId, format, origin]);
        const known = cache.recall(tenant.id, key);
        if (known !== undefined) return known;
        const version = cache.version(tenant.id);
        const [store] = await repo.catalogueStores(tx, tenant.id, [storeId]);
        if (!store) throw notFound();
        const now = new Date();
        const catalogue = (await catalogueOf(tx, tenant, [store], origin, now)).get(store.id);
        const rows = catalogue?.rows ?? [];
        const { design } = await settingsInForce(tx, tenant);
        const text =
          format === 'csv'
            ? feedCsv(rows)
            : feedXml(
                {
                  title: `${design.commerce_name} — ${store.name}`,
                  link: `${customerSiteUrl(tenant.slug)}/?store=${encodeURIComponent(store.uuid)}`,
                  description: socialCatalogueMessages.feedDescription(store.name),
                },
                rows,
              );
        const untilChange = (catalogue?.changesAt ?? Number.POSITIVE_INFINITY) - now.getTime();
        cache.remember(tenant.id, key, text, version, Number.isFinite(untilChange) ? untilChange : undefined);
        return text;
      });
      return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    },
  };
}

export type SocialCatalogueService = ReturnType<typeof socialCatalogueService>;

/** The first instant of the tenant's next day. */
function nextLocalMidnight(now: Date, timeZone: string): number {
  const { date } = zonedParts(now, timeZone);
  const tomorrow = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_SECONDS * 1000).toISOString().slice(0, 10);
  const at = Date.parse(wallClockToIso(`${tomorrow}T00:00`, timeZone) ?? '');
  return Number.isNaN(at) ? now.getTime() + 60 * 60 * 1000 : at;
}
