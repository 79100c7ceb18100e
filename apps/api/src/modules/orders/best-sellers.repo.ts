import type { BestSeller } from '@tablero/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, productSalesDays as sales } from '../../db/schema/index.js';

export interface BestSellersFilter {
  /** Local days, both included. */
  from?: string;
  to?: string;
  /** Only these stores (the one asked for, the user's); undefined: all. */
  storeIds?: readonly number[];
  limit: number;
}

interface BestSellerRow extends BestSeller {
  total_quantity: number | string;
  total_revenue: number | string;
}

/**
 * The products sold most, read from the daily rollup (`product_sales_days`): units first, then
 * revenue, named as the catalogue names them now (as last sold once deleted). Totals are over
 * every product of the range, counted before the limit.
 */
export async function bestSellers(tx: Tx, tenantId: number, filter: BestSellersFilter) {
  const stores = filter.storeIds
    ? sql`and ${sales.storeId} = any(${sql.param([...filter.storeIds])}::int[])`
    : sql``;
  const result = await tx.execute(sql`
    with sold as (
      select ${sales.productId} as product_id, max(${sales.name}) as sold_as,
             sum(${sales.quantity})::bigint as quantity, sum(${sales.revenue})::bigint as revenue,
             sum(${sales.orders})::bigint as orders,
             sum(sum(${sales.quantity})) over () as total_quantity,
             sum(sum(${sales.revenue})) over () as total_revenue
        from ${sales}
       where ${sales.tenantId} = ${tenantId}
         and ${sales.day} >= coalesce(${filter.from ?? null}::date, '-infinity')
         and ${sales.day} <= coalesce(${filter.to ?? null}::date, 'infinity') ${stores}
       group by ${sales.productId}
      having sum(${sales.quantity}) > 0
       order by quantity desc, revenue desc, product_id
       limit ${filter.limit})
    select s.product_id, coalesce(p.name, s.sold_as) as name, s.quantity, s.revenue, s.orders,
           s.total_quantity, s.total_revenue
      from sold s left join ${products} p on p.tenant_id = ${tenantId} and p.id = s.product_id
     order by s.quantity desc, s.revenue desc, s.product_id`);
  const rows = (result as unknown as { rows: BestSellerRow[] }).rows;
  const data: BestSeller[] = rows.map((r) => ({
    product_id: Number(r.product_id),
    name: r.name,
    quantity: Number(r.quantity),
    revenue: Number(r.revenue),
    orders: Number(r.orders),
  }));
  const [first] = rows;
  return {
    data,
    totals: { quantity: Number(first?.total_quantity ?? 0), revenue: Number(first?.total_revenue ?? 0) },
  };
}
