import type { CouponListQuery } from '@tablero/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { listCoupons } from '../modules/coupons/coupons.repo.js';
import { listProducts } from '../modules/products/products.repo.js';
import { type Database, openDatabase } from './client.js';
import { coupons, products } from './schema/index.js';

/*
 * A list's query is prepared once per pooled connection and then only given values: these reads
 * go through one connection (a pool of one on PostgreSQL), switching tenant and filters between
 * requests, and each must answer for its own tenant and filters.
 */
let ctx: TestContext;
let oneConnection: Database;

const productsOf: Record<'alpha' | 'beta', { name: string; position: number }[]> = {
  alpha: [
    { name: 'Papas fritas', position: 1 },
    { name: 'Bebida', position: 2 },
    { name: 'Papas rústicas', position: 3 },
  ],
  beta: [
    { name: 'Jugo', position: 1 },
    { name: 'Papas del beta', position: 2 },
  ],
};

const couponsOf: Record<'alpha' | 'beta', { code: string; kind: string; enabled: boolean }[]> = {
  alpha: [
    { code: 'ALFA10', kind: 'percentage', enabled: true },
    { code: 'ALFA-REGALO', kind: 'giftcard', enabled: false },
    { code: 'ALFA20', kind: 'percentage', enabled: false },
  ],
  beta: [{ code: 'BETA10', kind: 'percentage', enabled: true }],
};

const couponFields = {
  discount: 10,
  startDate: '2026-01-01',
  startTime: '00:00',
  expiryTime: '23:59',
  dispatchMethod: 'both',
  platform: ['web'],
  delivery: true,
  applyModifier: false,
  overrideMinimumPrice: false,
  paymentMethods: ['cash'],
  availability: [],
};

beforeAll(async () => {
  ctx = await startTestApp();
  for (const slug of ['alpha', 'beta'] as const) {
    const tenantId = ctx[slug].id;
    await ctx.db.withTenant(tenantId, async (tx) => {
      await tx.insert(products).values(
        productsOf[slug].map((p) => ({
          ...p,
          tenantId,
          priceProduct: 1000,
          platform: ['web'],
          availability: [],
          dimensions: { width: null, height: null, length: null, weight: null },
          tags: {},
        })),
      );
      await tx.insert(coupons).values(couponsOf[slug].map((c) => ({ ...c, ...couponFields, tenantId })));
    });
  }
  oneConnection = ctx.databaseUrl
    ? await openDatabase({ databaseUrl: ctx.databaseUrl, poolSize: 1 })
    : ctx.db;
});

afterAll(async () => {
  if (oneConnection && oneConnection !== ctx.db) await oneConnection.close();
  await ctx?.close();
});

const productNames = (slug: 'alpha' | 'beta', query: string | undefined, page = 1, limit = 25) =>
  oneConnection.readTenant(ctx[slug].id, async (tx) => {
    const { rows, total } = await listProducts(tx, ctx[slug].id, query, page, limit);
    return { names: rows.map((r) => r.row.name), total };
  });

const couponCodes = (slug: 'alpha' | 'beta', filter: Partial<CouponListQuery>) =>
  oneConnection.readTenant(ctx[slug].id, async (tx) => {
    const query = { page: 1, limit: 25, ...filter } as CouponListQuery;
    const { rows, total } = await listCoupons(tx, ctx[slug].id, query, '2026-06-01 12:00');
    return { codes: rows.map((r) => r.code), total };
  });

describe('a prepared list on one pooled connection', () => {
  it('answers for each tenant and search in turn, pages included', async () => {
    const asked = [
      [productNames('alpha', undefined), { names: ['Papas fritas', 'Bebida', 'Papas rústicas'], total: 3 }],
      [productNames('beta', 'papas'), { names: ['Papas del beta'], total: 1 }],
      [productNames('alpha', 'papas'), { names: ['Papas fritas', 'Papas rústicas'], total: 2 }],
      [productNames('beta', undefined), { names: ['Jugo', 'Papas del beta'], total: 2 }],
      [productNames('alpha', 'papas', 2, 1), { names: ['Papas rústicas'], total: 2 }],
      [productNames('beta', 'fritas'), { names: [], total: 0 }],
      [productNames('alpha', '%'), { names: [], total: 0 }],
      [productNames('alpha', undefined, 2, 2), { names: ['Papas rústicas'], total: 3 }],
    ] as const;
    for (const [answer, expected] of asked) expect(await answer).toEqual(expected);
  });

  it('answers when the filters set change between requests (one statement, filters null or not)', async () => {
    const asked = [
      [couponCodes('alpha', {}), { codes: ['ALFA20', 'ALFA-REGALO', 'ALFA10'], total: 3 }],
      [couponCodes('alpha', { kind: 'percentage' }), { codes: ['ALFA20', 'ALFA10'], total: 2 }],
      [couponCodes('beta', { kind: 'percentage' }), { codes: ['BETA10'], total: 1 }],
      [couponCodes('alpha', { enabled: false }), { codes: ['ALFA20', 'ALFA-REGALO'], total: 2 }],
      [couponCodes('alpha', { enabled: false, kind: 'percentage' }), { codes: ['ALFA20'], total: 1 }],
      [couponCodes('beta', { enabled: false }), { codes: [], total: 0 }],
      [couponCodes('alpha', { query: 'regalo' }), { codes: ['ALFA-REGALO'], total: 1 }],
      [
        couponCodes('alpha', { query: 'alfa', enabled: true, validity: 'active' }),
        { codes: ['ALFA10'], total: 1 },
      ],
      [couponCodes('beta', { validity: 'upcoming' }), { codes: [], total: 0 }],
      [couponCodes('beta', {}), { codes: ['BETA10'], total: 1 }],
    ] as const;
    for (const [answer, expected] of asked) expect(await answer).toEqual(expected);
  });

  it.skipIf(process.env.TEST_ENGINE !== 'postgres')(
    'keeps each combination as a named statement on that connection',
    async () => {
      const named = await oneConnection.readTenant(ctx.alpha.id, (tx) =>
        tx.execute(sql`select name from pg_prepared_statements where name like '%.list.%' order by name`),
      );
      const names = (named as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'coupons.list.active.0',
          'coupons.list.any.0',
          'coupons.list.upcoming.0',
          'products.list.0',
          'products.list.1',
        ]),
      );
    },
  );
});
