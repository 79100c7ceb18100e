import { DOMParser } from '@xmldom/xmldom';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { Client, TestContext } from '../../../test/harness.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';

export const CATALOGUE_STORES = '/api/admin/v1/social_catalogue/stores';
export const feedLinkOf = (storeId: number) => `${CATALOGUE_STORES}/${storeId}/feed_link`;

/** Turns the tenant's `social_networks` flag on or off, as the platform's operators do. */
export async function setSocialCatalogue(ctx: TestContext, tenant: TenantRecord, on: boolean) {
  await ctx.db.executeOwnerSql(
    on
      ? `update tenants set features = array_append(array_remove(features, 'social_networks'), 'social_networks') where id = $1`
      : `update tenants set features = array_remove(features, 'social_networks') where id = $1`,
    [tenant.id],
  );
  ctx.app.tenants.forget();
}

export interface StoreEntry {
  store_id: number;
  store_name: string;
  store_enabled: boolean;
  has_menu: boolean;
  feed: { csv_url: string; xml_url: string; created_at: string } | null;
  product_count: number;
  out_of_stock_count: number;
  left_out: { product_id: number; name: string; reason: string; message: string }[];
}

export async function catalogueStores(client: Client): Promise<StoreEntry[]> {
  const response = await client.get(CATALOGUE_STORES);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Makes (or replaces) the store's feed link; answers the store's entry. */
export async function newFeedLink(client: Client, storeId: number): Promise<StoreEntry> {
  const response = await client.post(feedLinkOf(storeId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Fetches a feed as Meta's crawler does: the bare address, no tenant header, no sign-in. */
export function fetchFeed(ctx: TestContext, url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: new URL(url).pathname, headers });
}

export type FeedRecord = Record<string, string>;

export function csvRecords(body: string): FeedRecord[] {
  return parse(body, { columns: true, skip_empty_lines: true, bom: false }) as FeedRecord[];
}

/** The `<item>`s of an RSS feed as records of their `g:` fields, read by a real XML parser. */
export function xmlRecords(body: string): { channelTitle: string; items: FeedRecord[] } {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') errors.push(message);
    },
  }).parseFromString(body, 'application/xml');
  expect(errors).toEqual([]);
  const rss = doc.documentElement;
  expect(rss?.nodeName).toBe('rss');
  expect(rss?.getAttribute('version')).toBe('2.0');
  const channel = rss?.getElementsByTagName('channel')[0];
  const items = Array.from(doc.getElementsByTagName('item')).map((item) => {
    const record: FeedRecord = {};
    for (const field of Array.from(item.childNodes)) {
      if (field.nodeType !== 1) continue;
      const element = field as unknown as {
        namespaceURI: string | null;
        localName: string;
        textContent: string;
      };
      expect(element.namespaceURI).toBe('http://base.google.com/ns/1.0');
      record[element.localName] = element.textContent;
    }
    return record;
  });
  return { channelTitle: channel?.getElementsByTagName('title')[0]?.textContent ?? '', items };
}
