import {
  errorMessages,
  fieldErrorsOf,
  type MassiveUpdateResult,
  massivePatchFor,
  massiveUpdateInput,
} from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { AppError, forbidden, validationFailed } from '../../lib/app-error.js';
import type { AuditContext } from '../audit/audit.repo.js';
import type { Actor } from '../identity/actor.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import {
  applyStoreWrite,
  loadVisible,
  type StoreReferences,
  tenantStoreReferences,
} from './store-write.service.js';
import { findStore } from './stores.repo.js';

/**
 * `PATCH /stores/massive_update`: the same change on many stores. Each store is its own
 * transaction under the rules of a single update, so one store failing leaves it as it was and
 * the others changed; the answer lists the stores that failed and why.
 */
export function massiveUpdateService(db: Database, references: StoreReferences = tenantStoreReferences) {
  const deps = { references };

  /** Why one store was not changed: its field errors, or not found for one the user may not see. */
  async function updateOne(
    ctx: AuditContext,
    tenant: TenantRecord,
    actor: Actor,
    id: number,
    change: object,
  ) {
    try {
      await db.withTenant(tenant.id, async (tx) => {
        const before = await loadVisible(tx, tenant, actor, id, true);
        const body = massivePatchFor(change, before.state);
        await applyStoreWrite(tx, deps, ctx, tenant, actor, before, body, 'massive_update');
      });
      return undefined;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const name = await db.withTenant(tenant.id, async (tx) =>
        actor.storeIds && !actor.storeIds.includes(id)
          ? null
          : ((await findStore(tx, tenant.id, id))?.name ?? null),
      );
      const errors = error.fieldErrors ?? [{ field: 'id', message: error.message || errorMessages.notFound }];
      return { id, name, errors };
    }
  }

  return {
    async update(
      ctx: AuditContext,
      tenant: TenantRecord,
      actor: Actor,
      body: unknown,
    ): Promise<MassiveUpdateResult> {
      const parsed = massiveUpdateInput.safeParse(body);
      if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
      const { store_ids, ...change } = parsed.data;
      // The same for every store, so refused once for all rather than once per store.
      if (change.payment_methods && !actor.can('stores', 'payment_methods'))
        throw forbidden('stores', 'payment_methods');
      const failed: MassiveUpdateResult['failed_stores'] = [];
      for (const id of new Set(store_ids)) {
        const failure = await updateOne(ctx, tenant, actor, id, change);
        if (failure) failed.push(failure);
      }
      return { failed_stores: failed };
    },
  };
}

export type MassiveUpdateService = ReturnType<typeof massiveUpdateService>;
