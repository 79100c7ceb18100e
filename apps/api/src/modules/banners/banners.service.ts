import { isDeepStrictEqual } from 'node:util';
import {
  type BannerKind,
  type BannerListQuery,
  type BannerPositionsWrite,
  type BannerState,
  type BannerView,
  bannerImageSizes,
  bannerMessages,
  buildPageMeta,
  type FieldError,
  resolveBannerWrite,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import { savePositions } from '../../lib/save-positions.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { existingPriceGroupIds } from '../coupons/coupons.repo.js';
import type { FileTokens } from '../pictures/file-tokens.js';
import { sizedPictures } from '../pictures/pictures.repo.js';
import { existingProductIds } from '../products/products.repo.js';
import { existingStoreIds } from '../stores/stores.repo.js';
import { pictureSizeError, pictureUrls } from './banner-pictures.js';
import * as repo from './banners.repo.js';
import { shownColumnsOf, shownStateOf } from './shown-fields.js';

type Children = Awaited<ReturnType<typeof repo.childrenOf>> & { names?: Map<number, string> };
type Tenant = { id: number; timeZone: string };

export function bannerStateOf(row: repo.BannerRow, children: Children, timeZone: string): BannerState {
  const state: BannerState = {
    ...shownStateOf(row, timeZone),
    store_ids: children.stores.get(row.id) ?? [],
    pictures: (children.pictures.get(row.id) ?? []).map((p) => ({
      platform: p.platform,
      picture_id: p.picture_id,
    })),
  };
  if (row.kind !== 'position') return state;
  return row.productId !== null
    ? { ...state, bannerable_type: 'product', bannerable_id: row.productId }
    : { ...state, bannerable_type: 'price_group', bannerable_id: row.priceGroupId ?? 0 };
}

/** A banner's state as its row's columns (the seed writes the demo's through it). */
export function bannerColumnsOf(state: BannerState, timeZone: string): repo.BannerColumns {
  return {
    ...shownColumnsOf(state, timeZone),
    productId: state.bannerable_type === 'product' ? (state.bannerable_id ?? null) : null,
    priceGroupId: state.bannerable_type === 'price_group' ? (state.bannerable_id ?? null) : null,
  };
}

/** The rules that need the tenant's data: its stores, pictures of the exact size, what it leads to. */
async function referenceErrors(tx: Tx, tenantId: number, state: BannerState): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const stores = new Set(await existingStoreIds(tx, tenantId, state.store_ids));
  if (state.store_ids.some((id) => !stores.has(id)))
    errors.push({ field: 'store_ids', message: bannerMessages.unknownStores });
  const found = await sizedPictures(
    tx,
    tenantId,
    state.pictures.map((p) => p.picture_id),
  );
  state.pictures.forEach((chosen, i) => {
    const picture = found.find((p) => p.id === chosen.picture_id);
    const error = pictureSizeError(
      `pictures.${i}.picture_id`,
      chosen.platform,
      picture,
      bannerImageSizes[chosen.platform],
    );
    if (error) errors.push(error);
  });
  if (state.bannerable_type && state.bannerable_id !== undefined) {
    const exists =
      state.bannerable_type === 'product'
        ? await existingProductIds(tx, tenantId, [state.bannerable_id])
        : await existingPriceGroupIds(tx, tenantId, [state.bannerable_id]);
    if (exists.length === 0)
      errors.push({
        field: 'bannerable_id',
        message: bannerMessages.unknownBannerable(state.bannerable_type),
      });
  }
  return errors;
}

/** What a view shows beside the rows: stores, pictures, and the names positional ones lead to. */
async function viewChildrenOf(tx: Tx, tenantId: number, rows: readonly repo.BannerRow[]): Promise<Children> {
  const children = await repo.childrenOf(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  return { ...children, names: await repo.bannerableNames(tx, tenantId, rows) };
}

/**
 * Banners and positional banners (spec part 2 §3, issue 17): the same record, each kind its own
 * policy area and list; a positional one leads to a product or a price group.
 */
export function bannersService(db: Database, tokens: FileTokens) {
  function viewsOf(rows: readonly repo.BannerRow[], children: Children, timeZone: string, origin: string) {
    const urlOf = pictureUrls(tokens, origin);
    return rows.map((row): BannerView => {
      const state = bannerStateOf(row, children, timeZone);
      return {
        id: row.id,
        ...state,
        pictures: (children.pictures.get(row.id) ?? []).map((p) => ({
          platform: p.platform,
          picture_id: p.picture_id,
          url: urlOf({
            id: p.picture_id,
            tenantId: p.tenantId,
            status: p.status,
            contentType: p.contentType,
          }),
          width: p.width,
          height: p.height,
        })),
        ...(row.kind === 'position' ? { bannerable_name: children.names?.get(row.id) ?? null } : {}),
        position: row.position,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  async function viewOf(tx: Tx, tenant: Tenant, row: repo.BannerRow, origin: string) {
    const children = await viewChildrenOf(tx, tenant.id, [row]);
    return viewsOf([row], children, tenant.timeZone, origin)[0] as BannerView;
  }

  async function save(
    tx: Tx,
    tenant: Tenant,
    kind: BannerKind,
    current: BannerState | undefined,
    body: unknown,
  ) {
    const resolved = resolveBannerWrite(kind, current, body);
    if ('errors' in resolved) throw validationFailed(resolved.errors);
    const errors = await referenceErrors(tx, tenant.id, resolved.state);
    if (errors.length > 0) throw validationFailed(errors);
    return resolved.state;
  }

  return {
    list(tenant: Tenant, kind: BannerKind, query: BannerListQuery, origin: string) {
      return db.readTenant(tenant.id, async (tx) => {
        const page = { query: query.query, limit: query.limit, offset: (query.page - 1) * query.limit };
        const { rows, total } = await repo.listBanners(tx, tenant.id, kind, page);
        const children = await viewChildrenOf(tx, tenant.id, rows);
        const count = total ?? (await repo.countBanners(tx, tenant.id, kind, query.query));
        return {
          data: viewsOf(rows, children, tenant.timeZone, origin),
          meta: buildPageMeta(query.page, query.limit, count),
        };
      });
    },

    get(tenant: Tenant, kind: BannerKind, id: number, origin: string) {
      return db.readTenant(tenant.id, async (tx) => {
        const row = await repo.findBanner(tx, tenant.id, kind, id);
        if (!row) throw notFound();
        return viewOf(tx, tenant, row, origin);
      });
    },

    create(ctx: AuditContext, tenant: Tenant, kind: BannerKind, body: unknown, origin: string) {
      return db.withTenant(tenant.id, async (tx) => {
        const state = await save(tx, tenant, kind, undefined, body);
        const columns = bannerColumnsOf(state, tenant.timeZone);
        const row = await repo.insertBanner(tx, tenant.id, kind, columns, state.store_ids, state.pictures);
        await recordAudit(tx, ctx, {
          entity: `${kind}_banner`,
          entityId: row.id,
          action: 'create',
          after: state,
        });
        return viewOf(tx, tenant, row, origin);
      });
    },

    update(ctx: AuditContext, tenant: Tenant, kind: BannerKind, id: number, body: unknown, origin: string) {
      return db.withTenant(tenant.id, async (tx) => {
        const row = await repo.findBanner(tx, tenant.id, kind, id, true);
        if (!row) throw notFound();
        const before = bannerStateOf(row, await repo.childrenOf(tx, tenant.id, [id]), tenant.timeZone);
        const state = await save(tx, tenant, kind, before, body);
        if (isDeepStrictEqual(state, before)) return viewOf(tx, tenant, row, origin);
        const saved = await repo.updateBanner(
          tx,
          tenant.id,
          kind,
          id,
          bannerColumnsOf(state, tenant.timeZone),
          state.store_ids,
          state.pictures,
        );
        await recordAudit(tx, ctx, {
          entity: `${kind}_banner`,
          entityId: id,
          action: 'update',
          before,
          after: state,
        });
        return viewOf(tx, tenant, saved, origin);
      });
    },

    remove(ctx: AuditContext, tenant: Tenant, kind: BannerKind, id: number) {
      return db.withTenant(tenant.id, async (tx) => {
        const row = await repo.findBanner(tx, tenant.id, kind, id, true);
        if (!row) throw notFound();
        const before = bannerStateOf(row, await repo.childrenOf(tx, tenant.id, [id]), tenant.timeZone);
        await repo.deleteBanner(tx, tenant.id, kind, id);
        await recordAudit(tx, ctx, { entity: `${kind}_banner`, entityId: id, action: 'delete', before });
        return { message: bannerMessages.deleted[kind] };
      });
    },

    /** New places for several banners of the list at once: all saved or none. */
    reorder(ctx: AuditContext, tenant: Tenant, kind: BannerKind, body: BannerPositionsWrite) {
      return db.withTenant(tenant.id, (tx) =>
        savePositions(
          tx,
          ctx,
          {
            entity: `${kind}_banner`,
            saved: bannerMessages.positionsSaved,
            unknown: bannerMessages.unknownPosition,
          },
          body,
          (ids) => repo.lockBannersOf(tx, tenant.id, kind, ids),
          () => repo.setPositions(tx, tenant.id, kind, body.positions),
        ),
      );
    },
  };
}

export type BannersService = ReturnType<typeof bannersService>;
