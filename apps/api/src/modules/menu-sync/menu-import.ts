import {
  type ChannelItem,
  type ChannelMenu,
  type ChannelModifierGroup,
  type ChannelOption,
  type ImportResult,
  MAX_MODIFIER_QUANTITY,
  type MenuChannel,
  menuSyncMessages,
  productLimits,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import type { AuditContext } from '../audit/audit.repo.js';
import type { MenusService } from '../menus/menus.service.js';
import { existingModifierIds } from '../modifiers/modifiers.repo.js';
import type { ModifiersService } from '../modifiers/modifiers.service.js';
import { existingProductIds } from '../products/products.repo.js';
import type { ProductsService } from '../products/products.service.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { ownId } from './catalogue.repo.js';
import { localIdsOf, saveLocalId } from './menu-sync.repo.js';

export interface CatalogueWriters {
  products: ProductsService;
  modifiers: ModifiersService;
  menus: MenusService;
}

type Entity = 'product' | 'modifier';
const quantity = (value: number) => Math.min(Math.max(0, value), MAX_MODIFIER_QUANTITY);
const clip = (value: string, max: number) => value.slice(0, max);

/**
 * Which of our products and modifiers each channel key stands for: what earlier imports recorded,
 * and our own keys (`product:12`) for what we deployed ourselves; only ids that still exist.
 */
async function knownIds(db: Database, tenantId: number, channel: MenuChannel, menu: ChannelMenu) {
  return db.withTenant(tenantId, async (tx) => {
    const result = {} as Record<Entity, Map<string, number>>;
    const items = menu.collections.flatMap((c) => c.items);
    const keys: Record<Entity, string[]> = {
      product: items.map((i) => i.key),
      modifier: items.flatMap((i) => i.groups.flatMap((g) => [g.key, ...g.options.map((o) => o.key)])),
    };
    for (const entity of ['product', 'modifier'] as const) {
      const recorded = await localIdsOf(tx, tenantId, channel, entity);
      const wanted = new Map<string, number>();
      for (const key of keys[entity]) {
        const id = recorded.get(key) ?? ownId(key, entity);
        if (id !== undefined) wanted.set(key, id);
      }
      const ids = [...new Set(wanted.values())];
      const existing = new Set(
        entity === 'product'
          ? await existingProductIds(tx, tenantId, ids)
          : await existingModifierIds(tx, tenantId, ids),
      );
      result[entity] = new Map([...wanted].filter(([, id]) => existing.has(id)));
    }
    return result;
  });
}

function uniqueBy<T extends { key: string }>(values: T[]): T[] {
  return [...new Map(values.map((v) => [v.key, v])).values()];
}

/**
 * Maps a channel's menu back into our catalogue through the products, modifiers and menus
 * services (their rules and audit apply): options and groups become modifiers, items products,
 * and their prices one price group of the store's menu named after the channel. Matched by the
 * channel's ids, so importing the same menu again creates nothing and changes nothing.
 */
export async function importChannelMenu(
  db: Database,
  writers: CatalogueWriters,
  ctx: AuditContext,
  tenant: TenantRecord,
  channel: MenuChannel,
  menuId: number,
  menu: ChannelMenu,
  progress: (fraction: number) => Promise<void>,
): Promise<ImportResult> {
  const known = await knownIds(db, tenant.id, channel, menu);
  const counts = { products_created: 0, products_updated: 0, modifiers_created: 0, modifiers_updated: 0 };
  /**
   * Records which channel key a new product or modifier stands for in the transaction that creates
   * it: a retried import (the worker died) finds it instead of creating it again.
   */
  const recordAs = (entity: Entity, key: string) => async (tx: Tx, id: number) => {
    await saveLocalId(tx, { tenantId: tenant.id, channel, entity, externalId: key, localId: id });
    known[entity].set(key, id);
  };

  const items = uniqueBy(menu.collections.flatMap((c) => c.items));
  const groups = uniqueBy(items.flatMap((i) => i.groups));
  const options = uniqueBy(groups.flatMap((g) => g.options));
  const total = options.length + groups.length + items.length + 1;
  let done = 0;
  const step = () => progress(++done / total);

  for (const option of options) {
    await saveOption(option);
    await step();
  }
  for (const group of groups) {
    await saveGroup(group);
    await step();
  }
  for (const item of items) {
    await saveItem(item);
    await step();
  }
  const priceGroupId = await savePrices(items);
  await step();
  return { ...counts, price_group_id: priceGroupId };

  async function saveOption(option: ChannelOption) {
    const id = known.modifier.get(option.key);
    const name = clip(option.name, 120);
    if (id === undefined) {
      await writers.modifiers.create(
        ctx,
        { type: 'child', name, price: Math.max(0, option.price) },
        recordAs('modifier', option.key),
      );
      counts.modifiers_created += 1;
    } else if ((await writers.modifiers.get(tenant.id, id)).name !== name) {
      await writers.modifiers.update(ctx, id, { name });
      counts.modifiers_updated += 1;
    }
  }

  async function saveGroup(group: ChannelModifierGroup) {
    const children = group.options.map((o, position) => ({
      child_modifier_id: known.modifier.get(o.key) as number,
      position,
      price: o.price,
    }));
    const fields = {
      name: clip(group.name, 120),
      min_quantity_modifiers: quantity(Math.min(group.min, group.max)),
      max_quantity_modifiers: quantity(group.max),
    };
    const id = known.modifier.get(group.key);
    if (id === undefined) {
      await writers.modifiers.create(
        ctx,
        { type: 'parent', ...fields, children },
        recordAs('modifier', group.key),
      );
      counts.modifiers_created += 1;
      return;
    }
    const current = await writers.modifiers.get(tenant.id, id);
    const wanted = new Map(children.map((c) => [c.child_modifier_id, c]));
    const patch = [
      ...current.children.map((c) => {
        const want = wanted.get(c.child_modifier_id);
        return want ? { id: c.id, ...want } : { id: c.id, _destroy: true };
      }),
      ...children.filter((c) => !current.children.some((k) => k.child_modifier_id === c.child_modifier_id)),
    ];
    const same =
      current.name === fields.name &&
      current.min_quantity_modifiers === fields.min_quantity_modifiers &&
      current.max_quantity_modifiers === fields.max_quantity_modifiers &&
      current.children.length === children.length &&
      current.children.every((c) => {
        const want = wanted.get(c.child_modifier_id);
        return want && want.price === c.price && want.position === c.position;
      });
    if (same) return;
    await writers.modifiers.update(ctx, id, { ...fields, children: patch });
    counts.modifiers_updated += 1;
  }

  async function saveItem(item: ChannelItem) {
    const links = item.groups.map((g, position) => ({
      modifier_id: known.modifier.get(g.key) as number,
      position,
    }));
    const fields = {
      name: clip(item.name, productLimits.nameMax),
      price_product: Math.max(0, item.price),
      description: item.description ? clip(item.description, productLimits.descriptionMax) : null,
    };
    const id = known.product.get(item.key);
    if (id === undefined) {
      await writers.products.create(
        ctx,
        tenant,
        { ...fields, modifiers: links },
        '',
        recordAs('product', item.key),
      );
      counts.products_created += 1;
      return;
    }
    const current = await writers.products.get(tenant, id);
    const wanted = new Set(links.map((l) => l.modifier_id));
    const offered = new Set(current.modifiers.map((m) => m.modifier_id));
    const same =
      current.name === fields.name &&
      current.price_product === fields.price_product &&
      (current.description ?? null) === fields.description &&
      wanted.size === offered.size &&
      [...wanted].every((m) => offered.has(m));
    if (same) return;
    await writers.products.update(ctx, tenant, id, {
      ...fields,
      modifiers: [
        ...current.modifiers
          .filter((m) => !wanted.has(m.modifier_id))
          .map((m) => ({ id: m.id, _destroy: true })),
        ...links.filter((l) => !offered.has(l.modifier_id)),
      ],
    });
    counts.products_updated += 1;
  }

  /** The channel's prices as the store menu's price group named after the channel (inactive when new). */
  async function savePrices(imported: ChannelItem[]): Promise<number> {
    const name = menuSyncMessages.importedPriceGroup(channel);
    const menuNow = await writers.menus.get(tenant, menuId);
    const group = menuNow.price_groups.find((g) => g.name === name);
    const wanted = new Map<number, number>();
    for (const item of imported) {
      const productId = known.product.get(item.key) as number;
      if (!wanted.has(productId)) wanted.set(productId, Math.max(0, item.price));
    }
    const prices = [
      ...(group?.prices ?? []).map((p) => {
        const price = wanted.get(p.product_id);
        return price === undefined
          ? { id: p.id, _destroy: true }
          : { id: p.id, product_id: p.product_id, price, delivery_price: price };
      }),
      ...[...wanted]
        .filter(([productId]) => !group?.prices.some((p) => p.product_id === productId))
        .map(([product_id, price]) => ({ product_id, price, delivery_price: price })),
    ];
    const saved = await writers.menus.update(ctx, tenant, menuId, {
      price_groups: [group ? { id: group.id, prices } : { name, status: 'inactive', prices }],
    });
    const result = saved.price_groups.find((g) => g.name === name);
    if (!result) throw new Error('imported price group not saved');
    return result.id;
  }
}
