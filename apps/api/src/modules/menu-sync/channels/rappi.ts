import { type ChannelMenu, type ChannelModifierGroup, offeredOnly } from '@tablero/domain';
import { z } from 'zod';
import { type ChannelAdapter, type ChannelTarget, channelRequest, parseFetched } from './channel-adapter.js';

/**
 * Rappi's restaurants integrations public API v2: `POST /api/v2/restaurants-integrations-public-api/menu`
 * with the store id and a flat list of items (type PRODUCT), each in a category and with its
 * toppings as `children` (type TOPPING) whose own category is the modifier group with its
 * min/max. `GET …/menu/rappi/{storeId}` answers the same shape. Tokens come from Rappi's Auth0
 * tenant (client credentials with an `audience`) and travel in `x-authorization`.
 */
const category = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  minQty: z.number().int().min(0),
  maxQty: z.number().int().min(0),
  sortingPosition: z.number().int().min(0),
});

const topping = z.object({
  sku: z.string().min(1),
  name: z.string().min(1),
  description: z.string().optional(),
  type: z.literal('TOPPING'),
  price: z.number().int().min(0),
  maxLimit: z.number().int().min(0),
  sortingPosition: z.number().int().min(0),
  category,
});

export const rappiMenuDocument = z.object({
  storeId: z.string().min(1),
  items: z.array(
    z.object({
      sku: z.string().min(1),
      name: z.string().min(1),
      description: z.string(),
      type: z.literal('PRODUCT'),
      price: z.number().int().min(0),
      sortingPosition: z.number().int().min(0),
      category,
      children: z.array(topping),
    }),
  ),
});
export type RappiMenuDocument = z.infer<typeof rappiMenuDocument>;

function buildDocument(whole: ChannelMenu, target: ChannelTarget): RappiMenuDocument {
  // No per-item availability in this format: what is out of stock is left out until it is back.
  const menu = offeredOnly(whole);
  const toppings = (group: ChannelModifierGroup, position: number) =>
    group.options.map((option, index) => ({
      sku: option.key,
      name: option.name,
      type: 'TOPPING' as const,
      price: option.price,
      maxLimit: Math.max(1, group.max),
      sortingPosition: index,
      category: {
        id: group.key,
        name: group.name,
        minQty: group.min,
        maxQty: group.max,
        sortingPosition: position,
      },
    }));
  return {
    storeId: target.channelStoreId,
    items: menu.collections.flatMap((collection, collectionIndex) =>
      collection.items.map((item, index) => ({
        sku: item.key,
        name: item.name,
        description: item.description ?? '',
        type: 'PRODUCT' as const,
        price: item.price,
        sortingPosition: index,
        category: {
          id: collection.key,
          name: collection.name,
          minQty: 0,
          maxQty: 0,
          sortingPosition: collectionIndex,
        },
        children: item.groups.flatMap(toppings),
      })),
    ),
  };
}

function toMenu(document: RappiMenuDocument): ChannelMenu {
  const collections = new Map<string, ChannelMenu['collections'][number]>();
  for (const item of document.items) {
    let collection = collections.get(item.category.id);
    if (!collection) {
      collection = { key: item.category.id, name: item.category.name, items: [] };
      collections.set(item.category.id, collection);
    }
    const groups = new Map<string, ChannelModifierGroup>();
    for (const child of item.children) {
      let group = groups.get(child.category.id);
      if (!group) {
        group = {
          key: child.category.id,
          name: child.category.name,
          min: child.category.minQty,
          max: child.category.maxQty,
          options: [],
        };
        groups.set(child.category.id, group);
      }
      group.options.push({ key: child.sku, name: child.name, price: child.price });
    }
    collection.items.push({
      key: item.sku,
      name: item.name,
      description: item.description || null,
      price: item.price,
      groups: [...groups.values()],
    });
  }
  return { collections: [...collections.values()] };
}

/** Rappi answers errors as `{ message }` or `{ errors: [{ message }] }`. */
const reasonOf = (body: unknown) => {
  const error = body as { message?: unknown; errors?: { message?: unknown }[] } | null;
  if (typeof error?.message === 'string') return error.message;
  const first = error?.errors?.[0]?.message;
  return typeof first === 'string' ? first : undefined;
};

async function accessToken(target: ChannelTarget): Promise<string> {
  const { body } = await channelRequest(
    `${target.authUrl}/oauth/token`,
    {
      method: 'POST',
      body: {
        client_id: target.credentials.client_id,
        client_secret: target.credentials.client_secret,
        audience: target.credentials.audience,
        grant_type: 'client_credentials',
      },
      timeoutMs: target.timeoutMs,
    },
    reasonOf,
  );
  return String((body as { access_token?: unknown }).access_token ?? '');
}

const API = '/api/v2/restaurants-integrations-public-api';

export const rappiAdapter: ChannelAdapter<RappiMenuDocument> = {
  channel: 'rappi',
  documentSchema: rappiMenuDocument,
  buildDocument,
  toMenu,
  async authorize(target) {
    await accessToken(target);
  },
  async publish(document, target, idempotencyKey) {
    const token = await accessToken(target);
    await channelRequest(
      `${target.baseUrl}${API}/menu`,
      {
        method: 'POST',
        headers: { 'x-authorization': `bearer ${token}`, 'idempotency-key': idempotencyKey },
        body: document,
        timeoutMs: target.timeoutMs,
      },
      reasonOf,
    );
  },
  async fetch(target) {
    const token = await accessToken(target);
    const { body } = await channelRequest(
      `${target.baseUrl}${API}/menu/rappi/${encodeURIComponent(target.channelStoreId)}`,
      {
        method: 'GET',
        headers: { 'x-authorization': `bearer ${token}` },
        timeoutMs: target.timeoutMs,
        allowNotFound: true,
      },
      reasonOf,
    );
    return body === null ? null : parseFetched(rappiMenuDocument, body);
  },
};
