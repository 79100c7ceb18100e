import { type ChannelMenu, type ChannelModifierGroup, offeredOnly } from '@tablero/domain';
import { z } from 'zod';
import {
  type ChannelAdapter,
  ChannelError,
  type ChannelTarget,
  channelRequest,
  parseFetched,
} from './channel-adapter.js';

/**
 * DiDi Food open platform: a shop's whole menu uploaded at once (`POST /v1/item/item/upload`) as
 * menus → categories → items, items pointing at modifier groups whose options are items too,
 * prices in minor units; `POST /v1/item/item/list` reads it back. Every call carries an
 * `auth_token` obtained from `GET /v1/auth/authtoken/get` with the app id, secret and shop id,
 * and every answer is `{ errno, errmsg, data }` (errno 0 is success, even with HTTP 200 otherwise).
 */
export const didiFoodMenuDocument = z.object({
  app_shop_id: z.string().min(1),
  menus: z
    .array(
      z.object({
        app_menu_id: z.string().min(1),
        menu_name: z.string().min(1),
        app_category_ids: z.array(z.string()),
      }),
    )
    .min(1),
  categories: z.array(
    z.object({
      app_category_id: z.string().min(1),
      category_name: z.string().min(1),
      app_item_ids: z.array(z.string()),
    }),
  ),
  items: z.array(
    z.object({
      app_item_id: z.string().min(1),
      item_name: z.string().min(1),
      short_desc: z.string(),
      price: z.number().int().min(0),
      is_modifier: z.union([z.literal(0), z.literal(1)]),
      app_modifier_group_ids: z.array(z.string()),
    }),
  ),
  modifier_groups: z.array(
    z.object({
      app_mg_id: z.string().min(1),
      mg_name: z.string().min(1),
      min_num: z.number().int().min(0),
      max_num: z.number().int().min(0),
      modifiers: z.array(z.object({ app_item_id: z.string().min(1), price: z.number().int().min(0) })),
    }),
  ),
});
export type DidiFoodMenuDocument = z.infer<typeof didiFoodMenuDocument>;

function buildDocument(whole: ChannelMenu, target: ChannelTarget): DidiFoodMenuDocument {
  // No per-item availability in this format: what is out of stock is left out until it is back.
  const menu = offeredOnly(whole);
  const items = new Map<string, DidiFoodMenuDocument['items'][number]>();
  const groups = new Map<string, DidiFoodMenuDocument['modifier_groups'][number]>();
  const addGroup = (group: ChannelModifierGroup) => {
    if (groups.has(group.key)) return;
    groups.set(group.key, {
      app_mg_id: group.key,
      mg_name: group.name,
      min_num: group.min,
      max_num: group.max,
      modifiers: group.options.map((o) => ({ app_item_id: o.key, price: o.price })),
    });
    for (const option of group.options)
      if (!items.has(option.key))
        items.set(option.key, {
          app_item_id: option.key,
          item_name: option.name,
          short_desc: '',
          price: option.price,
          is_modifier: 1,
          app_modifier_group_ids: [],
        });
  };
  for (const collection of menu.collections)
    for (const item of collection.items) {
      item.groups.forEach(addGroup);
      items.set(item.key, {
        app_item_id: item.key,
        item_name: item.name,
        short_desc: item.description ?? '',
        price: item.price,
        is_modifier: 0,
        app_modifier_group_ids: item.groups.map((g) => g.key),
      });
    }
  return {
    app_shop_id: target.channelStoreId,
    menus: [
      {
        app_menu_id: 'tablero-menu',
        menu_name: 'Menú',
        app_category_ids: menu.collections.map((c) => c.key),
      },
    ],
    categories: menu.collections.map((c) => ({
      app_category_id: c.key,
      category_name: c.name,
      app_item_ids: c.items.map((i) => i.key),
    })),
    items: [...items.values()],
    modifier_groups: [...groups.values()],
  };
}

function toMenu(document: DidiFoodMenuDocument): ChannelMenu {
  const items = new Map(document.items.map((i) => [i.app_item_id, i]));
  const groups = new Map(document.modifier_groups.map((g) => [g.app_mg_id, g]));
  return {
    collections: document.categories.map((category) => ({
      key: category.app_category_id,
      name: category.category_name,
      items: category.app_item_ids.flatMap((id) => {
        const item = items.get(id);
        if (!item) return [];
        return [
          {
            key: item.app_item_id,
            name: item.item_name,
            description: item.short_desc || null,
            price: item.price,
            groups: item.app_modifier_group_ids.flatMap((groupId) => {
              const group = groups.get(groupId);
              if (!group) return [];
              return [
                {
                  key: group.app_mg_id,
                  name: group.mg_name,
                  min: group.min_num,
                  max: group.max_num,
                  options: group.modifiers.map((m) => ({
                    key: m.app_item_id,
                    name: items.get(m.app_item_id)?.item_name ?? m.app_item_id,
                    price: m.price,
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

const reasonOf = (body: unknown) => {
  const answer = body as { errmsg?: unknown } | null;
  return typeof answer?.errmsg === 'string' ? answer.errmsg : undefined;
};

/** DiDi's `errno`: 0 success; 10100-10199 authentication; anything else a refusal of the request. */
function dataOf(body: unknown): unknown {
  const answer = body as { errno?: unknown; errmsg?: unknown; data?: unknown } | null;
  if (answer?.errno === 0) return answer.data;
  const reason = typeof answer?.errmsg === 'string' ? answer.errmsg : 'respuesta no reconocida';
  const errno = typeof answer?.errno === 'number' ? answer.errno : -1;
  throw new ChannelError(errno >= 10100 && errno < 10200 ? 'unauthorized' : 'refused', reason);
}

async function authToken(target: ChannelTarget): Promise<string> {
  const query = new URLSearchParams({
    app_id: String(target.credentials.app_id ?? ''),
    app_secret: String(target.credentials.app_secret ?? ''),
    app_shop_id: target.channelStoreId,
  });
  const { body } = await channelRequest(
    `${target.authUrl}/v1/auth/authtoken/get?${query}`,
    { method: 'GET', timeoutMs: target.timeoutMs },
    reasonOf,
  );
  return String((dataOf(body) as { auth_token?: unknown } | null)?.auth_token ?? '');
}

export const didiFoodAdapter: ChannelAdapter<DidiFoodMenuDocument> = {
  channel: 'didi_food',
  documentSchema: didiFoodMenuDocument,
  buildDocument,
  toMenu,
  async authorize(target) {
    await authToken(target);
  },
  async publish(document, target, idempotencyKey) {
    const token = await authToken(target);
    const { body } = await channelRequest(
      `${target.baseUrl}/v1/item/item/upload`,
      {
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: { auth_token: token, ...document },
        timeoutMs: target.timeoutMs,
      },
      reasonOf,
    );
    dataOf(body);
  },
  async fetch(target) {
    const token = await authToken(target);
    const { body } = await channelRequest(
      `${target.baseUrl}/v1/item/item/list`,
      {
        method: 'POST',
        body: { auth_token: token, app_shop_id: target.channelStoreId },
        timeoutMs: target.timeoutMs,
      },
      reasonOf,
    );
    const data = dataOf(body) as { menu?: unknown } | null;
    return data?.menu ? parseFetched(didiFoodMenuDocument, data.menu) : null;
  },
};
