CREATE TABLE "product_sales_days" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "product_sales_days_tenant_id_store_id_day_product_id_pk" PRIMARY KEY("tenant_id","store_id","day","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_sales_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_sales_days" ADD CONSTRAINT "product_sales_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_days" ADD CONSTRAINT "product_sales_days_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sales_days_day_idx" ON "product_sales_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE POLICY "product_sales_days_tenant_isolation" ON "product_sales_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
-- The statuses in which an order stands as a sale (`salesStatuses` in packages/domain; a test keeps
-- the two lists equal): taken in, not scheduled, unpaid, failed or canceled.
CREATE FUNCTION tablero_is_sale(status text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT status IN ('created', 'preparing', 'ready', 'in_transit', 'completed')
$$;
--> statement-breakpoint
-- A tenant's product sales counted again from its orders (the migration's backfill, and the demo
-- seed's after it writes orders with the triggers below turned off).
CREATE FUNCTION tablero_rebuild_product_sales(of_tenant integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM product_sales_days WHERE tenant_id = of_tenant;
  INSERT INTO product_sales_days (tenant_id, store_id, day, product_id, name, quantity, revenue, orders)
    SELECT o.tenant_id, o.store_id, (o.created_at AT TIME ZONE t.time_zone)::date, l.product_id,
           max(l.name), sum(l.quantity), sum(l.line_total), count(DISTINCT l.order_id)
      FROM orders o
      JOIN tenants t ON t.id = o.tenant_id
      JOIN order_items l ON l.tenant_id = o.tenant_id AND l.order_id = o.id
     WHERE o.tenant_id = of_tenant AND tablero_is_sale(o.status)
     GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
SELECT tablero_rebuild_product_sales(id) FROM tenants;
--> statement-breakpoint
ALTER TABLE "product_sales_days" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "product_sales_days" TO tablero_app;
--> statement-breakpoint
-- Lines written to orders that stand as sales count at once (an order's lines are written in one
-- statement). Rows are taken in key order, so two writers wait for each other, never deadlock.
CREATE FUNCTION tablero_count_new_lines_sold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_days AS s (tenant_id, store_id, day, product_id, name, quantity, revenue, orders)
    SELECT o.tenant_id, o.store_id, (o.created_at AT TIME ZONE t.time_zone)::date, l.product_id,
           max(l.name), sum(l.quantity), sum(l.line_total), count(DISTINCT l.order_id)
      FROM new_lines l
      JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
      JOIN tenants t ON t.id = o.tenant_id
     WHERE tablero_is_sale(o.status)
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, store_id, day, product_id) DO UPDATE
    SET name = excluded.name, quantity = s.quantity + excluded.quantity,
        revenue = s.revenue + excluded.revenue, orders = s.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Bulk writers of history (the demo seed) set `tablero.rollups` to 'off' and rebuild after.
CREATE TRIGGER order_items_counted_as_sold AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT
  WHEN (current_setting('tablero.rollups', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION tablero_count_new_lines_sold();
--> statement-breakpoint
-- An order that starts or stops standing as a sale (paid, released, canceled) adds or takes away
-- its lines on the day it was placed.
CREATE FUNCTION tablero_count_status_moves_sold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT n.tenant_id, n.id, n.store_id, n.created_at,
           CASE WHEN tablero_is_sale(n.status) THEN 1 ELSE -1 END AS sign
      FROM new_orders n
      JOIN old_orders o ON o.tenant_id = n.tenant_id AND o.id = n.id
     WHERE tablero_is_sale(n.status) IS DISTINCT FROM tablero_is_sale(o.status)
  ), products_of_moved AS (
    SELECT m.tenant_id, m.store_id, m.created_at, m.sign, l.product_id,
           max(l.name) AS name, sum(l.quantity) AS quantity, sum(l.line_total) AS revenue
      FROM moved m
      JOIN order_items l ON l.tenant_id = m.tenant_id AND l.order_id = m.id
     GROUP BY m.tenant_id, m.id, m.store_id, m.created_at, m.sign, l.product_id
  )
  INSERT INTO product_sales_days AS s (tenant_id, store_id, day, product_id, name, quantity, revenue, orders)
    SELECT p.tenant_id, p.store_id, (p.created_at AT TIME ZONE t.time_zone)::date, p.product_id,
           max(p.name), sum(p.sign * p.quantity), sum(p.sign * p.revenue), sum(p.sign)
      FROM products_of_moved p
      JOIN tenants t ON t.id = p.tenant_id
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, store_id, day, product_id) DO UPDATE
    SET quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue,
        orders = s.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every update statement (PostgreSQL takes no column list with transition tables); the function
-- finds the orders whose status moved in or out of a sale, and most statements have none.
CREATE TRIGGER orders_status_counted_as_sold AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT
  EXECUTE FUNCTION tablero_count_status_moves_sold();
