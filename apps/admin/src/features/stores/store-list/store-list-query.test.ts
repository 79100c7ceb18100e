import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listParamsFrom } from '../../../shared/ui/data-table/use-list-params.js';
import { storeKeys } from '../api.js';
import { prefetchStoreList, storeFilterNames, storeListParams } from './store-list-query.js';

const fromUrl = (search: string) => {
  const { page, filters } = listParamsFrom(new URLSearchParams(search), storeFilterNames);
  return storeListParams(page, filters);
};

describe('the stores list params, read from its address', () => {
  it.each([
    ['', { page: 1, name: '', address: '', status: '', menuIds: '' }],
    ['?page=3&name=Sur', { page: 3, name: 'Sur', address: '', status: '', menuIds: '' }],
    ['?status=closed&menuIds=4,7', { page: 1, name: '', address: '', status: 'closed', menuIds: '4,7' }],
    ['?status=whatever&page=-2', { page: 1, name: '', address: '', status: '', menuIds: '' }],
  ])('%s', (search, expected) => {
    expect(fromUrl(search)).toEqual(expected);
  });
});

describe('the prefetch of the first page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the query the list page reads, asked for with the address filters', async () => {
    const body = { data: [], meta: { total_count: 0, current_page: 2, total_pages: 1 } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    await prefetchStoreList(client, '?page=2&status=opened');
    const url = String(fetch.mock.calls[0]?.[0 as never]);
    expect(url).toBe('/api/admin/v1/stores?limit=25&page=2&status=opened');
    const key = storeKeys.list({ limit: 25, ...fromUrl('?page=2&status=opened') });
    expect(client.getQueryData(key)).toEqual({
      data: [],
      meta: { totalCount: 0, currentPage: 2, totalPages: 1 },
    });
  });
});
