import { isDeepStrictEqual } from 'node:util';
import {
  buildPageMeta,
  type ProductListQuery,
  type ProductPicture,
  type ProductPositionsWrite,
  type ProductView,
  productMessages,
  resolveProductWrite,
  zonedIso,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { existingModifierIds } from '../modifiers/modifiers.repo.js';
import type { FileTokens } from '../pictures/file-tokens.js';
import { type LinkedPicture, pictureLinks, shownPicture } from '../pictures/picture-links.js';
import { unknownPictures } from '../pictures/picture-references.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { stateOf, viewOf } from './product-mapping.js';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  modifiersOf,
  picturesOfProducts,
  positionsOf,
  setPosition,
  updateProduct,
} from './products.repo.js';

/** Why a product may not be deleted now (it is priced on a menu); undefined when it may. */
export type ProductDeleteGuard = (tx: Tx, tenantId: number, productId: number) => Promise<string | undefined>;

/** Signs the read URLs of products' pictures, on the origin the client reached the API at. */
type PictureSigner = (
  tx: Tx,
  tenantId: number,
  productIds: number[],
) => Promise<Map<number, ProductPicture[]>>;

/** Shows a picture row with signed URLs, on the origin the client reached the API at. */
function pictureShower(tokens: FileTokens | undefined, origin: string) {
  const now = Date.now();
  const links = tokens && pictureLinks(tokens, origin);
  return (picture: LinkedPicture): ProductPicture => {
    if (!links) throw new Error('products service built without file tokens');
    return shownPicture(links, picture, now);
  };
}

function pictureSigner(tokens: FileTokens | undefined, origin: string): PictureSigner {
  return async (tx, tenantId, productIds) => {
    const byProduct = new Map<number, ProductPicture[]>();
    const show = pictureShower(tokens, origin);
    for (const { productId, picture } of await picturesOfProducts(tx, tenantId, productIds))
      byProduct.set(productId, [...(byProduct.get(productId) ?? []), show(picture)]);
    return byProduct;
  };
}

async function load(tx: Tx, tenant: TenantRecord, sign: PictureSigner, id: number, forUpdate = false) {
  const row = await findProduct(tx, tenant.id, id, forUpdate);
  if (!row) throw notFound();
  const modifiers = await modifiersOf(tx, tenant.id, id);
  const pictures = (await sign(tx, tenant.id, [id])).get(id) ?? [];
  return {
    row,
    view: viewOf(row, modifiers, pictures, tenant.timeZone),
    state: stateOf(
      row,
      modifiers,
      pictures.map((p) => p.id),
      tenant.timeZone,
    ),
  };
}

/** What the audit log keeps of a product: its view without the timestamps and signed URLs (credentials). */
function snapshot({
  created_at: _c,
  updated_at: _u,
  pictures: _p,
  ...rest
}: ProductView): Record<string, unknown> {
  return rest;
}

/** The pictures a product shows must be the tenant's own, uploaded ones (another tenant's id is as unknown as none). */
async function checkPictures(tx: Tx, tenantId: number, pictureIds: readonly number[]) {
  const errors = await unknownPictures(tx, tenantId, pictureIds);
  if (errors.length > 0) throw validationFailed(errors);
}

/** Every id is the tenant's product, once; else 422 naming each bad one (nothing is saved). */
async function checkPositions(tx: Tx, tenantId: number, positions: ProductPositionsWrite['positions']) {
  const ids = positions.map((p) => p.id);
  const current = await positionsOf(tx, tenantId, ids);
  const found = new Set(current.map((p) => p.id));
  const seen = new Set<number>();
  const errors = positions.flatMap(({ id }, i) => {
    const field = `positions.${i}.id`;
    if (seen.has(id)) return [{ field, message: productMessages.repeatedProduct }];
    seen.add(id);
    return found.has(id) ? [] : [{ field, message: productMessages.unknownProduct(id) }];
  });
  if (errors.length > 0) throw validationFailed(errors);
  return new Map(current.map((p) => [p.id, p.position]));
}

/** The modifiers a product offers must be the tenant's own (another tenant's id is as unknown as none). */
async function checkModifiers(tx: Tx, tenantId: number, links: readonly { modifier_id: number }[]) {
  const wanted = [...new Set(links.map((link) => link.modifier_id))];
  const found = new Set(await existingModifierIds(tx, tenantId, wanted, undefined, true));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw validationFailed(
      missing.map((id) => ({ field: 'modifiers', message: productMessages.unknownModifier(id) })),
    );
}

/**
 * The catalogue's products. `tokens` sign the pictures' read URLs; `origin` (per request) is the
 * origin those URLs point at.
 */
export function productsService(
  db: Database,
  deleteGuard: ProductDeleteGuard = async () => undefined,
  tokens?: FileTokens,
) {
  return {
    list(tenant: TenantRecord, query: ProductListQuery, origin = '') {
      return db.readTenant(tenant.id, async (tx) => {
        const { rows, total } = await listProducts(tx, tenant.id, query.query, query.page, query.limit);
        const show = pictureShower(tokens, origin);
        const data = rows.map(({ row: { picture, stock_outs, ...r } }) => ({
          ...r,
          platform: r.platform as ('web' | 'app' | 'order_taker')[],
          dispatch_method: r.dispatch_method as 'both',
          picture: picture ? show(picture) : null,
          stock_outs: stock_outs.map((out) => ({
            ...out,
            until: out.until ? zonedIso(new Date(out.until), tenant.timeZone) : null,
          })),
        }));
        return { data, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    get(tenant: TenantRecord, id: number, origin = ''): Promise<ProductView> {
      return db.withTenant(
        tenant.id,
        async (tx) => (await load(tx, tenant, pictureSigner(tokens, origin), id)).view,
      );
    },

    /** `alsoRecord` writes something about the new product in the same transaction (an import's channel id). */
    create(
      ctx: AuditContext,
      tenant: TenantRecord,
      body: unknown,
      origin = '',
      alsoRecord?: (tx: Tx, id: number) => Promise<void>,
    ): Promise<ProductView> {
      return db.withTenant(tenant.id, async (tx) => {
        const result = resolveProductWrite(body, null);
        if (!result.ok) throw validationFailed(result.errors);
        await checkModifiers(tx, tenant.id, result.product.modifiers);
        await checkPictures(tx, tenant.id, result.product.picture_ids);
        const id = await insertProduct(tx, tenant.id, result.product);
        await alsoRecord?.(tx, id);
        const { view } = await load(tx, tenant, pictureSigner(tokens, origin), id);
        await recordAudit(tx, ctx, {
          entity: 'product',
          entityId: id,
          action: 'create',
          after: snapshot(view),
        });
        return view;
      });
    },

    /** A PATCH: only the fields sent change; `modifiers` nested by id and `_destroy`. */
    update(
      ctx: AuditContext,
      tenant: TenantRecord,
      id: number,
      body: unknown,
      origin = '',
    ): Promise<ProductView> {
      return db.withTenant(tenant.id, async (tx) => {
        const sign = pictureSigner(tokens, origin);
        const before = await load(tx, tenant, sign, id, true);
        const result = resolveProductWrite(body, before.state);
        if (!result.ok) throw validationFailed(result.errors);
        // A GET sent back changes nothing, not even `updated_at`.
        if (isDeepStrictEqual(result.product, before.state)) return before.view;
        await checkModifiers(tx, tenant.id, result.product.modifiers);
        await checkPictures(tx, tenant.id, result.product.picture_ids);
        await updateProduct(tx, tenant.id, id, result.product);
        const after = await load(tx, tenant, sign, id);
        const unchanged = JSON.stringify(snapshot(before.view)) === JSON.stringify(snapshot(after.view));
        // A body that changes nothing (a GET sent back) is no write: nothing to audit.
        if (!unchanged)
          await recordAudit(tx, ctx, {
            entity: 'product',
            entityId: id,
            action: 'update',
            before: snapshot(before.view),
            after: snapshot(after.view),
          });
        return after.view;
      });
    },

    remove(ctx: AuditContext, tenant: TenantRecord, id: number): Promise<void> {
      return db.withTenant(tenant.id, async (tx) => {
        const before = await load(tx, tenant, pictureSigner(tokens, ''), id, true);
        const refusal = await deleteGuard(tx, tenant.id, id);
        if (refusal) throw validationFailed([{ field: 'id', message: refusal }]);
        try {
          await deleteProduct(tx, tenant.id, id);
        } catch (error) {
          // A menu priced it between the check and the delete: the same answer as the check's.
          if (isForeignKeyViolation(error))
            throw validationFailed([{ field: 'id', message: productMessages.inPriceGroups([]) }]);
          throw error;
        }
        await recordAudit(tx, ctx, {
          entity: 'product',
          entityId: id,
          action: 'delete',
          before: snapshot(before.view),
        });
      });
    },

    /** Several products' positions at once (the console's drag and drop): all saved or none. */
    reorder(ctx: AuditContext, tenant: TenantRecord, body: ProductPositionsWrite): Promise<void> {
      return db.withTenant(tenant.id, async (tx) => {
        const before = await checkPositions(tx, tenant.id, body.positions);
        for (const { id, position } of body.positions) {
          const was = before.get(id);
          if (was === position) continue;
          await setPosition(tx, tenant.id, id, position);
          await recordAudit(tx, ctx, {
            entity: 'product',
            entityId: id,
            action: 'update',
            before: { position: was },
            after: { position },
          });
        }
      });
    },
  };
}

export type ProductsService = ReturnType<typeof productsService>;
