import type { DiffChange, DiffItem, DiffSection, MenuDiff } from './menu-sync.schema.js';

/**
 * A menu as a channel sees it, channel-neutral: collections of items with their modifier groups
 * and options. Keys are our stable ids (`product:12`, `modifier:7`, `price_group:3`) or, for
 * what a channel created, the channel's own ids. Prices are integer minor units.
 */
/** Out of stock in the store the menu is published for; `until` null: until someone turns it back. */
export interface ChannelSuspension {
  until: string | null;
}
export interface ChannelOption {
  key: string;
  name: string;
  price: number;
  suspended?: ChannelSuspension;
}
export interface ChannelModifierGroup {
  key: string;
  name: string;
  min: number;
  max: number;
  options: ChannelOption[];
}
export interface ChannelItem {
  key: string;
  name: string;
  description: string | null;
  price: number;
  groups: ChannelModifierGroup[];
  suspended?: ChannelSuspension;
}
export interface ChannelCollection {
  key: string;
  name: string;
  items: ChannelItem[];
}
export interface ChannelMenu {
  collections: ChannelCollection[];
}

/**
 * The menu as a channel without per-item availability sells it: suspended options left out, and
 * a suspended item, or one whose required group no longer has enough options, left out too.
 */
export function offeredOnly(menu: ChannelMenu): ChannelMenu {
  const item = (i: ChannelItem): ChannelItem[] => {
    if (i.suspended) return [];
    const groups = i.groups.map((g) => ({ ...g, options: g.options.filter((o) => !o.suspended) }));
    if (groups.some((g) => g.options.length < g.min)) return [];
    return [{ ...i, groups: groups.filter((g) => g.options.length > 0) }];
  };
  return {
    collections: menu.collections
      .map((c) => ({ ...c, items: c.items.flatMap(item) }))
      .filter((c) => c.items.length > 0),
  };
}

/** What a diff compares: every product and every modifier (groups and options) once, by key. */
export interface MenuSnapshot {
  products: DiffItem[];
  modifiers: DiffItem[];
}

function unique(items: DiffItem[]): DiffItem[] {
  const byKey = new Map<string, DiffItem>();
  for (const item of items) if (!byKey.has(item.key)) byKey.set(item.key, item);
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export function snapshotOf(menu: ChannelMenu): MenuSnapshot {
  const items = menu.collections.flatMap((c) => c.items);
  const groups = items.flatMap((i) => i.groups);
  return {
    products: unique(items.map(({ key, name, price }) => ({ key, name, price }))),
    modifiers: unique([
      ...groups.map(({ key, name }) => ({ key, name, price: 0 })),
      ...groups.flatMap((g) => g.options.map(({ key, name, price }) => ({ key, name, price }))),
    ]),
  };
}

function diffSection(before: DiffItem[], after: DiffItem[]): DiffSection {
  const old = new Map(before.map((i) => [i.key, i]));
  const now = new Map(after.map((i) => [i.key, i]));
  const changed: DiffChange[] = [];
  for (const item of after) {
    const previous = old.get(item.key);
    if (previous && (previous.name !== item.name || previous.price !== item.price))
      changed.push({ ...item, previous_name: previous.name, previous_price: previous.price });
  }
  return {
    added: after.filter((i) => !old.has(i.key)),
    removed: before.filter((i) => !now.has(i.key)),
    changed,
  };
}

/** What changes on the channel going from `before` (null: nothing deployed yet) to `after`. */
export function diffMenus(before: MenuSnapshot | null, after: MenuSnapshot): MenuDiff {
  const products = diffSection(before?.products ?? [], after.products);
  const modifiers = diffSection(before?.modifiers ?? [], after.modifiers);
  const empty = (s: DiffSection) => s.added.length + s.removed.length + s.changed.length === 0;
  return { unchanged: empty(products) && empty(modifiers), products, modifiers };
}
