-- Custom SQL migration file, put your code below! --
-- Every new order updates the same few rollup rows of its store and tenant (its day, its hour, the
-- order count), and holds their locks until its transaction ends: orders placed side by side wait
-- for each other that long. The storefront's order call therefore writes its order, lines and
-- status with the insert triggers held off (`tablero.rollups`), then counts the order here as its
-- last statement before COMMIT. The triggers and this function share one body per rollup.
CREATE FUNCTION tablero_add_order_counts(placed orders[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO order_counts AS c (tenant_id, store_id, count)
    SELECT o.tenant_id, o.store_id, count(*) FROM unnest(placed) AS o GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, store_id) DO UPDATE SET count = c.count + excluded.count;
$$;
--> statement-breakpoint
CREATE FUNCTION tablero_count_new_sales(placed orders[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  sales orders[] := ARRAY(SELECT o FROM unnest(placed) AS o WHERE tablero_is_sale(o.status));
BEGIN
  IF cardinality(sales) = 0 THEN RETURN; END IF;
  PERFORM tablero_add_order_sales(sales, 1);
  PERFORM tablero_note_first_sales(sales);
  PERFORM tablero_add_customer_sales(sales, 1);
END $$;
--> statement-breakpoint
CREATE FUNCTION tablero_count_lines_sold(lines order_items[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tablero_add_product_sales(array_agg(
            ROW(x.tenant_id, x.store_id, x.day, x.product_id, x.name, x.quantity, x.revenue, x.orders)::product_sales_days))
     FROM (SELECT o.tenant_id, o.store_id, (o.created_at AT TIME ZONE t.time_zone)::date AS day, l.product_id,
                  max(l.name) AS name, sum(l.quantity) AS quantity, sum(l.line_total) AS revenue,
                  count(DISTINCT l.order_id) AS orders
             FROM unnest(lines) AS l
             JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
             JOIN tenants t ON t.id = o.tenant_id
            WHERE tablero_is_sale(o.status)
            GROUP BY 1, 2, 3, 4) x;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tablero_count_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tablero_add_order_counts(ARRAY(SELECT n::orders FROM new_orders n));
  ELSE
    UPDATE order_counts AS c SET count = c.count - gone.n
      FROM (SELECT tenant_id, store_id, count(*) AS n FROM old_orders GROUP BY 1, 2) AS gone
      WHERE c.tenant_id = gone.tenant_id AND c.store_id = gone.store_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tablero_count_order_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tablero_count_new_sales(ARRAY(SELECT n::orders FROM new_orders n));
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
CREATE OR REPLACE FUNCTION tablero_count_new_lines_sold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tablero_count_lines_sold(ARRAY(SELECT l::order_items FROM new_lines l));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The orders of this transaction written with `tablero.rollups` off, counted as the triggers would
-- have: the setting goes back on first, for the customers' own rollup trigger (0058).
CREATE FUNCTION tablero_count_placed_orders(of_tenant integer, placed integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  written orders[] := ARRAY(SELECT o FROM orders o WHERE o.tenant_id = of_tenant AND o.id = ANY (placed));
BEGIN
  PERFORM set_config('tablero.rollups', 'on', true);
  PERFORM tablero_add_order_counts(written);
  PERFORM tablero_count_new_sales(written);
  PERFORM tablero_count_lines_sold(ARRAY(
    SELECT l FROM order_items l WHERE l.tenant_id = of_tenant AND l.order_id = ANY (placed)));
END $$;
