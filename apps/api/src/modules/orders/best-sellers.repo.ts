import type { BestSeller } from '@tablero/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { productSalesDaysOf } from '../reports/sales-rows.repo.js';

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
 * The products sold most, read from the daily rollups (per store, or over the chain for its folded
 * days): units first, then revenue, named as the catalogue names them now (as last sold once
 * deleted). Totals are over every product of the range, counted before the limit.
 */
export async function bestSellers(tx: Tx, tenantId: number, filter: BestSellersFilter) {
  const days = { from: filter.from ?? '-infinity', to: filter.to ?? 'infinity' };
  const result = await tx.execute(sql`
    with sold as (
      select product_id, max(name) as sold_as,
             sum(quantity)::bigint as quantity, sum(revenue)::bigint as revenue,
             sum(orders)::bigint as orders,
             sum(sum(quantity)) over () as total_quantity,
             sum(sum(revenue)) over () as total_revenue
        from ${await productSalesDaysOf(tx, tenantId, filter.storeIds, days)}
       group by product_id
      having sum(quantity) > 0
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
