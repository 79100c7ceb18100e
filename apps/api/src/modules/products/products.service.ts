import {
  buildPageMeta,
  type ProductListQuery,
  type ProductView,
  productMessages,
  resolveProductWrite,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { existingModifierIds } from '../modifiers/modifiers.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { stateOf, viewOf } from './product-mapping.js';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  modifiersOf,
  updateProduct,
} from './products.repo.js';

/** Why a product may not be deleted now (it is priced on a menu); undefined when it may. */
export type ProductDeleteGuard = (tx: Tx, tenantId: number, productId: number) => Promise<string | undefined>;

async function load(tx: Tx, tenant: TenantRecord, id: number, forUpdate = false) {
  const row = await findProduct(tx, tenant.id, id, forUpdate);
  if (!row) throw notFound();
  const modifiers = await modifiersOf(tx, tenant.id, id);
  return {
    row,
    view: viewOf(row, modifiers, tenant.timeZone),
    state: stateOf(row, modifiers, tenant.timeZone),
  };
}

/** What the audit log keeps of a product: its view without the timestamps. */
function snapshot({ created_at: _c, updated_at: _u, ...rest }: ProductView): Record<string, unknown> {
  return rest;
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

export function productsService(db: Database, deleteGuard: ProductDeleteGuard = async () => undefined) {
  return {
    list(tenant: TenantRecord, query: ProductListQuery) {
      return db.withTenant(tenant.id, async (tx) => {
        const { rows, total } = await listProducts(tx, tenant.id, query.query, query.page, query.limit);
        const data = rows.map((r) => ({ ...r, dispatch_method: r.dispatch_method as 'both' }));
        return { data, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    get(tenant: TenantRecord, id: number): Promise<ProductView> {
      return db.withTenant(tenant.id, async (tx) => (await load(tx, tenant, id)).view);
    },

    create(ctx: AuditContext, tenant: TenantRecord, body: unknown): Promise<ProductView> {
      return db.withTenant(tenant.id, async (tx) => {
        const result = resolveProductWrite(body, null);
        if (!result.ok) throw validationFailed(result.errors);
        await checkModifiers(tx, tenant.id, result.product.modifiers);
        const id = await insertProduct(tx, tenant.id, result.product);
        const { view } = await load(tx, tenant, id);
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
    update(ctx: AuditContext, tenant: TenantRecord, id: number, body: unknown): Promise<ProductView> {
      return db.withTenant(tenant.id, async (tx) => {
        const before = await load(tx, tenant, id, true);
        const result = resolveProductWrite(body, before.state);
        if (!result.ok) throw validationFailed(result.errors);
        await checkModifiers(tx, tenant.id, result.product.modifiers);
        await updateProduct(tx, tenant.id, id, result.product);
        const after = await load(tx, tenant, id);
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
        const before = await load(tx, tenant, id, true);
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
  };
}

export type ProductsService = ReturnType<typeof productsService>;
