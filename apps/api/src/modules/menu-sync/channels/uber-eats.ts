import type { ChannelMenu, ChannelModifierGroup, ChannelSuspension } from '@tablero/domain';
import { z } from 'zod';
import { type ChannelAdapter, type ChannelTarget, channelRequest, parseFetched } from './channel-adapter.js';

/**
 * Uber Eats Marketplace Menu API v2 (`PUT /v2/eats/stores/{store_id}/menus`, the same path to
 * GET): menus → categories → items, items offering modifier groups whose options are items too.
 * Prices are `price_info.price` in the currency's minor units; an option priced differently in
 * one group carries a MODIFIER_GROUP override. Access tokens come from the OAuth
 * client-credentials grant with the `eats.store` scope.
 */
const LOCALE = 'es_cl';
const translated = z.object({ translations: z.record(z.string(), z.string()) });
const entityRef = z.object({ id: z.string().min(1), type: z.literal('ITEM') });

/** An item (or option, Uber's options are items) not sold until `suspend_until` (Unix seconds). */
const suspensionInfo = z.object({
  suspension: z.object({ suspend_until: z.number().int().min(0), reason: z.string().optional() }),
});

export const uberEatsMenuDocument = z.object({
  menus: z
    .array(
      z.object({
        id: z.string().min(1),
        title: translated,
        service_availability: z.array(
          z.object({
            day_of_week: z.enum([
              'monday',
              'tuesday',
              'wednesday',
              'thursday',
              'friday',
              'saturday',
              'sunday',
            ]),
            time_periods: z.array(z.object({ start_time: z.string(), end_time: z.string() })),
          }),
        ),
        category_ids: z.array(z.string()),
      }),
    )
    .min(1),
  categories: z.array(z.object({ id: z.string().min(1), title: translated, entities: z.array(entityRef) })),
  items: z.array(
    z.object({
      id: z.string().min(1),
      external_data: z.string().optional(),
      title: translated,
      description: translated.optional(),
      price_info: z.object({
        price: z.number().int().min(0),
        overrides: z
          .array(
            z.object({
              context_type: z.literal('MODIFIER_GROUP'),
              context_value: z.string(),
              price: z.number().int().min(0),
            }),
          )
          .optional(),
      }),
      modifier_group_ids: z.object({ ids: z.array(z.string()) }).optional(),
      suspension_info: suspensionInfo.optional(),
    }),
  ),
  modifier_groups: z.array(
    z.object({
      id: z.string().min(1),
      title: translated,
      quantity_info: z.object({
        quantity: z.object({
          min_permitted: z.number().int().min(0),
          max_permitted: z.number().int().min(0),
        }),
      }),
      modifier_options: z.array(entityRef),
    }),
  ),
  display_options: z.object({ disable_item_instructions: z.boolean() }).optional(),
});
export type UberEatsMenuDocument = z.infer<typeof uberEatsMenuDocument>;

/** "Until someone turns it back": Uber needs an instant, so the far future (2100-01-01). */
const INDEFINITELY = 4_102_444_800;
const suspensionOf = (suspended: ChannelSuspension | undefined) =>
  suspended
    ? {
        suspension_info: {
          suspension: {
            suspend_until: suspended.until ? Math.ceil(Date.parse(suspended.until) / 1000) : INDEFINITELY,
            reason: 'Agotado',
          },
        },
      }
    : {};

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const title = (value: string) => ({ translations: { [LOCALE]: value } });
const read = (value: { translations: Record<string, string> } | undefined) =>
  value ? (value.translations[LOCALE] ?? Object.values(value.translations)[0] ?? '') : '';

function buildDocument(menu: ChannelMenu): UberEatsMenuDocument {
  const items = new Map<string, UberEatsMenuDocument['items'][number]>();
  const groups = new Map<string, UberEatsMenuDocument['modifier_groups'][number]>();
  const addGroup = (group: ChannelModifierGroup) => {
    if (groups.has(group.key)) return;
    groups.set(group.key, {
      id: group.key,
      title: title(group.name),
      quantity_info: { quantity: { min_permitted: group.min, max_permitted: group.max } },
      modifier_options: group.options.map((o) => ({ id: o.key, type: 'ITEM' as const })),
    });
    for (const option of group.options) {
      const existing = items.get(option.key);
      if (!existing)
        items.set(option.key, {
          id: option.key,
          external_data: option.key,
          title: title(option.name),
          price_info: { price: option.price, overrides: [] },
          ...suspensionOf(option.suspended),
        });
      else if (existing.price_info.price !== option.price)
        existing.price_info.overrides?.push({
          context_type: 'MODIFIER_GROUP',
          context_value: group.key,
          price: option.price,
        });
    }
  };
  for (const collection of menu.collections)
    for (const item of collection.items) {
      item.groups.forEach(addGroup);
      items.set(item.key, {
        id: item.key,
        external_data: item.key,
        title: title(item.name),
        ...(item.description ? { description: title(item.description) } : {}),
        price_info: { price: item.price, overrides: [] },
        modifier_group_ids: { ids: item.groups.map((g) => g.key) },
        ...suspensionOf(item.suspended),
      });
    }
  return {
    menus: [
      {
        id: 'tablero-menu',
        title: title('Menú'),
        service_availability: DAYS.map((day_of_week) => ({
          day_of_week,
          time_periods: [{ start_time: '00:00', end_time: '23:59' }],
        })),
        category_ids: menu.collections.map((c) => c.key),
      },
    ],
    categories: menu.collections.map((c) => ({
      id: c.key,
      title: title(c.name),
      entities: c.items.map((i) => ({ id: i.key, type: 'ITEM' as const })),
    })),
    items: [...items.values()],
    modifier_groups: [...groups.values()],
    display_options: { disable_item_instructions: false },
  };
}

function toMenu(document: UberEatsMenuDocument): ChannelMenu {
  const items = new Map(document.items.map((i) => [i.id, i]));
  const groups = new Map(document.modifier_groups.map((g) => [g.id, g]));
  const optionPrice = (id: string, groupId: string) => {
    const info = items.get(id)?.price_info;
    return info?.overrides?.find((o) => o.context_value === groupId)?.price ?? info?.price ?? 0;
  };
  return {
    collections: document.categories.map((category) => ({
      key: category.id,
      name: read(category.title),
      items: category.entities.flatMap((entity) => {
        const item = items.get(entity.id);
        if (!item) return [];
        return [
          {
            key: item.id,
            name: read(item.title),
            description: item.description ? read(item.description) : null,
            price: item.price_info.price,
            groups: (item.modifier_group_ids?.ids ?? []).flatMap((groupId) => {
              const group = groups.get(groupId);
              if (!group) return [];
              return [
                {
                  key: group.id,
                  name: read(group.title),
                  min: group.quantity_info.quantity.min_permitted,
                  max: group.quantity_info.quantity.max_permitted,
                  options: group.modifier_options.map((o) => ({
                    key: o.id,
                    name: read(items.get(o.id)?.title),
                    price: optionPrice(o.id, group.id),
                  })),
                },
              ];
            }),
          },
        ];
      }),
    })),
  };
}

/** Uber's errors: `{ code, message }`, sometimes with `metadata.details`. */
const reasonOf = (body: unknown) => {
  const error = body as { message?: unknown; metadata?: { details?: unknown } } | null;
  return typeof error?.message === 'string' ? error.message : undefined;
};

async function accessToken(target: ChannelTarget): Promise<string> {
  const { body } = await channelRequest(
    `${target.authUrl}/oauth/v2/token`,
    {
      method: 'POST',
      body: {
        client_id: target.credentials.client_id,
        client_secret: target.credentials.client_secret,
        grant_type: 'client_credentials',
        scope: 'eats.store',
      },
      timeoutMs: target.timeoutMs,
    },
    reasonOf,
  );
  return String((body as { access_token?: unknown }).access_token ?? '');
}

const menuUrl = (target: ChannelTarget) =>
  `${target.baseUrl}/v2/eats/stores/${encodeURIComponent(target.channelStoreId)}/menus`;

export const uberEatsAdapter: ChannelAdapter<UberEatsMenuDocument> = {
  channel: 'uber_eats',
  documentSchema: uberEatsMenuDocument,
  buildDocument,
  toMenu,
  async authorize(target) {
    await accessToken(target);
  },
  async publish(document, target, idempotencyKey) {
    const token = await accessToken(target);
    await channelRequest(
      menuUrl(target),
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
        body: document,
        timeoutMs: target.timeoutMs,
      },
      reasonOf,
    );
  },
  async fetch(target) {
    const token = await accessToken(target);
    const { body } = await channelRequest(
      menuUrl(target),
      {
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
        timeoutMs: target.timeoutMs,
        allowNotFound: true,
      },
      reasonOf,
    );
    return body === null ? null : parseFetched(uberEatsMenuDocument, body);
  },
};
