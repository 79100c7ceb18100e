import type { ModifierState, ModifierType } from '@tablero/domain';
import { and, asc, eq, getTableColumns, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { preparedRead } from '../../db/prepared-read.js';
import { modifierChildren, modifiers, productModifiers, products } from '../../db/schema/index.js';
import { ofTenant, ofTenantPlaceholder } from '../../db/tenant-filter.js';

export type ModifierRecord = typeof modifiers.$inferSelect;
export type ModifierChildRecord = typeof modifierChildren.$inferSelect & { name: string };
type ModifierFields = Omit<ModifierState, 'children'>;

export interface ModifierFilter {
  tenantId: number;
  type?: ModifierType | undefined;
  query?: string | undefined;
}

function whereOf(filter: ModifierFilter): SQL | undefined {
  return and(
    ofTenant(modifiers.tenantId, filter.tenantId),
    filter.type ? eq(modifiers.type, filter.type) : undefined,
    filter.query ? ilike(modifiers.name, containsPattern(filter.query)) : undefined,
  );
}

/** The modifier list's query for one combination of filters, values as placeholders (see `preparedRead`). */
function modifierListQuery(tx: Tx, name: string, typed: boolean, searched: boolean) {
  return tx
    .select({
      ...getTableColumns(modifiers),
      children: sql<
        ModifierChildRecord[]
      >`coalesce((select json_agg(json_build_object('tenantId', c.tenant_id,
          'id', c.id, 'modifierId', c.modifier_id, 'childModifierId', c.child_modifier_id,
          'position', c.position, 'price', c.price, 'name', o.name) order by c.position, c.id)
        from ${modifierChildren} c join ${modifiers} o on o.tenant_id = c.tenant_id and o.id = c.child_modifier_id
        where c.tenant_id = "modifiers"."tenant_id" and c.modifier_id = "modifiers"."id"), '[]')`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(modifiers)
    .where(
      and(
        ofTenantPlaceholder(modifiers.tenantId),
        typed ? eq(modifiers.type, sql.placeholder('type')) : undefined,
        searched ? ilike(modifiers.name, sql.placeholder('pattern')) : undefined,
      ),
    )
    .orderBy(asc(modifiers.position), asc(modifiers.name), asc(modifiers.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/**
 * A page of modifiers, each with its children (option names included) and the total, in one
 * statement. The children are built as JSON in the shape `childrenOf` answers.
 */
export async function listModifiers(tx: Tx, filter: ModifierFilter, page: number, limit: number) {
  const typed = Boolean(filter.type);
  const pattern = filter.query ? containsPattern(filter.query) : undefined;
  const searched = pattern !== undefined;
  const counted = await preparedRead(tx, `modifiers.list.${Number(typed)}${Number(searched)}`, (t, name) =>
    modifierListQuery(t, name, typed, searched),
  ).execute({
    tenantId: filter.tenantId,
    type: filter.type,
    pattern,
    limit,
    offset: (page - 1) * limit,
  });
  const rows = counted.map(({ total: _total, children, ...row }) => ({ row, children }));
  if (counted[0]) return { rows, total: counted[0].total };
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(modifiers).where(whereOf(filter));
  return { rows, total: count?.n ?? 0 };
}

/** A modifier row; `forUpdate` locks it until commit, so parallel writes to it take turns. */
export async function findModifier(tx: Tx, tenantId: number, id: number, forUpdate = false) {
  const query = tx
    .select()
    .from(modifiers)
    .where(and(ofTenant(modifiers.tenantId, tenantId), eq(modifiers.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The children of several modifiers, each with its option's name, in position order. */
export async function childrenOf(tx: Tx, tenantId: number, modifierIds: number[]) {
  const result = new Map<number, ModifierChildRecord[]>(modifierIds.map((id) => [id, []]));
  if (modifierIds.length === 0) return result;
  const rows = await tx
    .select({ child: modifierChildren, name: modifiers.name })
    .from(modifierChildren)
    .innerJoin(
      modifiers,
      and(
        eq(modifiers.tenantId, modifierChildren.tenantId),
        eq(modifiers.id, modifierChildren.childModifierId),
      ),
    )
    .where(
      and(ofTenant(modifierChildren.tenantId, tenantId), inArray(modifierChildren.modifierId, modifierIds)),
    )
    .orderBy(asc(modifierChildren.position), asc(modifierChildren.id));
  for (const { child, name } of rows) result.get(child.modifierId)?.push({ ...child, name });
  return result;
}

const toRow = (m: ModifierFields) => ({
  type: m.type,
  name: m.name,
  description: m.description,
  price: m.price,
  free: m.free,
  position: m.position,
  dropdownText: m.dropdown_text,
  foodType: m.food_type,
  minQuantityModifiers: m.min_quantity_modifiers,
  maxQuantityModifiers: m.max_quantity_modifiers,
  alohaId: m.aloha_id,
  fbdId: m.fbd_id,
  parentId: m.parent_id,
  pictureId: m.picture_ids[0] ?? null,
});

export async function insertModifier(tx: Tx, tenantId: number, m: ModifierFields): Promise<number> {
  const [row] = await tx
    .insert(modifiers)
    .values({ ...toRow(m), tenantId })
    .returning({ id: modifiers.id });
  if (!row) throw new Error('modifier was not created');
  return row.id;
}

export async function updateModifier(tx: Tx, tenantId: number, id: number, m: ModifierFields) {
  await tx
    .update(modifiers)
    .set({ ...toRow(m), updatedAt: new Date() })
    .where(and(ofTenant(modifiers.tenantId, tenantId), eq(modifiers.id, id)));
}

/** Deletes a modifier; modifiers that named it as their parent keep going without one. */
export async function deleteModifier(tx: Tx, tenantId: number, id: number) {
  await tx
    .update(modifiers)
    .set({ parentId: null })
    .where(and(ofTenant(modifiers.tenantId, tenantId), eq(modifiers.parentId, id)));
  await tx.delete(modifiers).where(and(ofTenant(modifiers.tenantId, tenantId), eq(modifiers.id, id)));
}

/**
 * Which of these ids are modifiers of the tenant, of the given type when one is given. `lock`
 * holds them (shared) until commit, so none can stop being of that type meanwhile.
 */
export async function existingModifierIds(
  tx: Tx,
  tenantId: number,
  ids: number[],
  type?: ModifierType,
  lock = false,
) {
  if (ids.length === 0) return [];
  const query = tx
    .select({ id: modifiers.id })
    .from(modifiers)
    .where(
      and(
        ofTenant(modifiers.tenantId, tenantId),
        inArray(modifiers.id, ids),
        type ? eq(modifiers.type, type) : undefined,
      ),
    );
  const rows = lock ? await query.for('share') : await query;
  return rows.map((r) => r.id);
}

/** Whether some parent lists this modifier among its children. */
export async function isUsedAsChild(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: modifierChildren.id })
    .from(modifierChildren)
    .where(and(ofTenant(modifierChildren.tenantId, tenantId), eq(modifierChildren.childModifierId, id)))
    .limit(1);
  return row !== undefined;
}

/** Names of (up to `limit`) products that offer this modifier. */
export async function productNamesOffering(tx: Tx, tenantId: number, id: number, limit = 3) {
  const rows = await tx
    .select({ name: products.name })
    .from(productModifiers)
    .innerJoin(
      products,
      and(eq(products.tenantId, productModifiers.tenantId), eq(products.id, productModifiers.productId)),
    )
    .where(and(ofTenant(productModifiers.tenantId, tenantId), eq(productModifiers.modifierId, id)))
    .orderBy(products.name)
    .limit(limit);
  return rows.map((r) => r.name);
}

/** The position after the tenant's last modifier, where a new one goes unless it says otherwise. */
export async function nextPosition(tx: Tx, tenantId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${modifiers.position})` })
    .from(modifiers)
    .where(ofTenant(modifiers.tenantId, tenantId));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** The rows of these modifiers, locked until commit so that a reorder and a save take turns. */
export async function lockPositions(tx: Tx, tenantId: number, ids: number[]) {
  return tx
    .select({ id: modifiers.id, position: modifiers.position })
    .from(modifiers)
    .where(and(ofTenant(modifiers.tenantId, tenantId), inArray(modifiers.id, ids)))
    .orderBy(asc(modifiers.id))
    .for('update');
}

export async function setPosition(tx: Tx, tenantId: number, id: number, position: number) {
  await tx
    .update(modifiers)
    .set({ position, updatedAt: new Date() })
    .where(and(ofTenant(modifiers.tenantId, tenantId), eq(modifiers.id, id)));
}

/** Names of the modifiers showing a picture (what a picture delete must name). */
export async function modifiersShowingPicture(tx: Tx, tenantId: number, pictureId: number) {
  const rows = await tx
    .select({ name: modifiers.name })
    .from(modifiers)
    .where(and(ofTenant(modifiers.tenantId, tenantId), eq(modifiers.pictureId, pictureId)))
    .orderBy(asc(modifiers.name));
  return rows.map((r) => r.name);
}
