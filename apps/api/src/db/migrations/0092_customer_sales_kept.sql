-- Custom SQL migration file, put your code below! --
-- Each customer's all-time sales (0091), kept by the orders' sales trigger as orders move in and
-- out of sales, like the daily rollups. A customer left with no sale has no row.
CREATE FUNCTION tablero_add_customer_sales(moved orders[], sign int) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO customer_sales AS c (tenant_id, email, orders, total)
    SELECT o.tenant_id, o.customer_email, sign * count(*), sign * sum(o.total)
      FROM unnest(moved) AS o
     GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, email) DO UPDATE
    SET orders = c.orders + excluded.orders, total = c.total + excluded.total;
  DELETE FROM customer_sales c
   WHERE (c.tenant_id, c.email) IN (SELECT o.tenant_id, o.customer_email FROM unnest(moved) AS o)
     AND c.orders = 0;
$$;
--> statement-breakpoint
-- As migration 0057's, and each customer's all-time sales kept.
CREATE OR REPLACE FUNCTION tablero_count_order_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tablero_add_order_sales(array_agg(n::orders), 1) FROM new_orders n WHERE tablero_is_sale(n.status);
    PERFORM tablero_note_first_sales(array_agg(n::orders)) FROM new_orders n WHERE tablero_is_sale(n.status);
    PERFORM tablero_add_customer_sales(array_agg(n::orders), 1) FROM new_orders n WHERE tablero_is_sale(n.status);
  ELSE
    PERFORM tablero_add_order_sales(array_agg(n::orders), CASE WHEN tablero_is_sale(n.status) THEN 1 ELSE -1 END),
            tablero_add_customer_sales(array_agg(n::orders), CASE WHEN tablero_is_sale(n.status) THEN 1 ELSE -1 END)
       FROM new_orders n JOIN old_orders o ON o.tenant_id = n.tenant_id AND o.id = n.id
      WHERE tablero_is_sale(n.status) IS DISTINCT FROM tablero_is_sale(o.status)
      GROUP BY tablero_is_sale(n.status);
    PERFORM tablero_note_first_sales(array_agg(n::orders))
       FROM new_orders n JOIN old_orders o ON o.tenant_id = n.tenant_id AND o.id = n.id
      WHERE tablero_is_sale(n.status) AND NOT tablero_is_sale(o.status);
    PERFORM tablero_recount_first_sales(array_agg(n::orders))
       FROM new_orders n JOIN old_orders o ON o.tenant_id = n.tenant_id AND o.id = n.id
      WHERE tablero_is_sale(o.status) AND NOT tablero_is_sale(n.status);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A tenant's customers' sales found again from its orders (the backfill, and the demo seed after its batches).
CREATE FUNCTION tablero_rebuild_customer_sales(of_tenant integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM customer_sales WHERE tenant_id = of_tenant;
  INSERT INTO customer_sales (tenant_id, email, orders, total)
    SELECT o.tenant_id, o.customer_email, count(*), sum(o.total)
      FROM orders o
     WHERE o.tenant_id = of_tenant AND tablero_is_sale(o.status)
     GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT tablero_rebuild_customer_sales(id) FROM tenants;
--> statement-breakpoint
ALTER TABLE "customer_sales" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "customer_sales" TO tablero_app;
