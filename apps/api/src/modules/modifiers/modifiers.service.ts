import {
  buildPageMeta,
  MAX_MODIFIER_POSITION,
  type ModifierListQuery,
  type ModifierPositions,
  type ModifierView,
  modifierMessages,
  resolveModifierWrite,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { insertChildren, syncChildren } from './modifier-children.repo.js';
import { snapshotOf, stateOf, viewOf } from './modifier-mapping.js';
import { checkReferences, checkTypeChange, loadModifier, savingChildren } from './modifier-write.js';
import {
  deleteModifier,
  insertModifier,
  isUsedAsChild,
  listModifiers,
  lockPositions,
  nextPosition,
  productNamesOffering,
  setPosition,
  updateModifier,
} from './modifiers.repo.js';

const NAME_MAX = 120;

const sendsPosition = (body: unknown) => typeof body === 'object' && body !== null && 'position' in body;

async function viewNow(tx: Tx, tenantId: number, id: number) {
  return viewOf(await loadModifier(tx, tenantId, id));
}

/**
 * Modifiers and their options (spec part 2 §3, §7). Every write locks the modifier's row first:
 * the console saves many modifiers in parallel, and two saves of one modifier merging their
 * children into the same starting list would lose one's children or place both at one position.
 */
export function modifiersService(db: Database) {
  return {
    list(tenantId: number, query: ModifierListQuery) {
      return db.readTenant(tenantId, async (tx) => {
        const filter = { tenantId, type: query.type, query: query.query };
        const { rows, total } = await listModifiers(tx, filter, query.page, query.limit);
        const data = rows.map(viewOf);
        return { data, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    get(tenantId: number, id: number): Promise<ModifierView> {
      return db.withTenant(tenantId, (tx) => viewNow(tx, tenantId, id));
    },

    /** `alsoRecord` writes something about the new modifier in the same transaction (an import's channel id). */
    create(
      ctx: AuditContext,
      body: unknown,
      alsoRecord?: (tx: Tx, id: number) => Promise<void>,
    ): Promise<ModifierView> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const result = resolveModifierWrite(body, null);
        if (!result.ok) throw validationFailed(result.errors);
        // A new modifier goes last in the list unless the body places it.
        if (!sendsPosition(body))
          result.modifier.position = Math.min(await nextPosition(tx, ctx.tenantId), MAX_MODIFIER_POSITION);
        await checkReferences(tx, ctx.tenantId, null, result.modifier, result.childOrigins);
        const id = await savingChildren(async () => {
          const id = await insertModifier(tx, ctx.tenantId, result.modifier);
          await insertChildren(tx, ctx.tenantId, id, result.modifier.children);
          return id;
        });
        await alsoRecord?.(tx, id);
        const view = await viewNow(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, {
          entity: 'modifier',
          entityId: id,
          action: 'create',
          after: snapshotOf(view),
        });
        return view;
      });
    },

    update(ctx: AuditContext, id: number, body: unknown): Promise<ModifierView> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const before = await loadModifier(tx, ctx.tenantId, id, true);
        const current = stateOf(before);
        const result = resolveModifierWrite(body, current, id);
        if (!result.ok) throw validationFailed(result.errors);
        const beforeView = viewOf(before);
        if (JSON.stringify(current) === JSON.stringify(result.modifier)) return beforeView;
        await checkTypeChange(tx, ctx.tenantId, before, result.modifier);
        await checkReferences(tx, ctx.tenantId, before, result.modifier, result.childOrigins);
        await savingChildren(async () => {
          await updateModifier(tx, ctx.tenantId, id, result.modifier);
          await syncChildren(tx, ctx.tenantId, id, current.children, result.modifier.children);
        });
        const view = await viewNow(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, {
          entity: 'modifier',
          entityId: id,
          action: 'update',
          before: snapshotOf(beforeView),
          after: snapshotOf(view),
        });
        return view;
      });
    },

    /**
     * A reorder of the list (drag and drop): every id must be the tenant's, or nothing moves.
     * Each modifier whose position changes gets its own audit entry.
     */
    reorder(ctx: AuditContext, body: ModifierPositions): Promise<ModifierPositions> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const ids = body.positions.map((p) => p.id);
        const current = new Map((await lockPositions(tx, ctx.tenantId, ids)).map((r) => [r.id, r.position]));
        if (current.size !== ids.length) throw notFound();
        for (const { id, position } of body.positions) {
          const before = current.get(id);
          if (before === position) continue;
          await setPosition(tx, ctx.tenantId, id, position);
          await recordAudit(tx, ctx, {
            entity: 'modifier',
            entityId: id,
            action: 'update',
            before: { position: before },
            after: { position },
          });
        }
        return { positions: body.positions };
      });
    },

    /** A deep copy: a new modifier with the same fields and its own copies of the children rows. */
    clone(ctx: AuditContext, id: number): Promise<ModifierView> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const source = stateOf(await loadModifier(tx, ctx.tenantId, id));
        const name =
          source.name.slice(0, NAME_MAX - modifierMessages.copySuffix.length) + modifierMessages.copySuffix;
        const children = source.children.map(({ id: _id, ...c }) => c);
        const copyId = await insertModifier(tx, ctx.tenantId, { ...source, name });
        await insertChildren(tx, ctx.tenantId, copyId, children);
        const view = await viewNow(tx, ctx.tenantId, copyId);
        await recordAudit(tx, ctx, {
          entity: 'modifier',
          entityId: copyId,
          action: 'clone',
          after: { ...snapshotOf(view), cloned_from: id },
        });
        return view;
      });
    },

    /** A modifier another one lists as an option, or a product offers, stays until removed from there. */
    remove(ctx: AuditContext, id: number): Promise<void> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const before = await loadModifier(tx, ctx.tenantId, id, true);
        if (await isUsedAsChild(tx, ctx.tenantId, id))
          throw validationFailed([{ field: 'id', message: modifierMessages.usedAsChild }]);
        const offeredBy = await productNamesOffering(tx, ctx.tenantId, id);
        if (offeredBy.length > 0)
          throw validationFailed([{ field: 'id', message: modifierMessages.usedByProducts(offeredBy) }]);
        try {
          await deleteModifier(tx, ctx.tenantId, id);
        } catch (error) {
          // A product took it up between the check and the delete: the same answer as the check's.
          if (isForeignKeyViolation(error))
            throw validationFailed([{ field: 'id', message: modifierMessages.usedByProducts([]) }]);
          throw error;
        }
        await recordAudit(tx, ctx, {
          entity: 'modifier',
          entityId: id,
          action: 'delete',
          before: snapshotOf(viewOf(before)),
        });
      });
    },
  };
}

export type ModifiersService = ReturnType<typeof modifiersService>;
