CREATE TABLE "order_sales_days" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"dispatch_method" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" bigint NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"delivery_fee" bigint NOT NULL,
	"tip" bigint NOT NULL,
	"total" bigint NOT NULL,
	"coupon_orders" bigint NOT NULL,
	CONSTRAINT "order_sales_days_tenant_id_store_id_day_platform_dispatch_method_payment_method_pk" PRIMARY KEY("tenant_id","store_id","day","platform","dispatch_method","payment_method")
);
--> statement-breakpoint
ALTER TABLE "order_sales_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_sales_hours" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"dispatch_method" text NOT NULL,
	"orders" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "order_sales_hours_tenant_id_store_id_day_hour_dispatch_method_pk" PRIMARY KEY("tenant_id","store_id","day","hour","dispatch_method")
);
--> statement-breakpoint
ALTER TABLE "order_sales_hours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_sales_days" ADD CONSTRAINT "order_sales_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sales_days" ADD CONSTRAINT "order_sales_days_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sales_hours" ADD CONSTRAINT "order_sales_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sales_hours" ADD CONSTRAINT "order_sales_hours_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_sales_days_day_idx" ON "order_sales_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "order_sales_hours_day_idx" ON "order_sales_hours" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE POLICY "order_sales_days_tenant_isolation" ON "order_sales_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "order_sales_hours_tenant_isolation" ON "order_sales_hours" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "order_sales_days" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_sales_hours" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "order_sales_days", "order_sales_hours" TO tablero_app;
--> statement-breakpoint
-- Adds `sign` (1 or -1) times each order of `moved` to both rollups, in key order so that two
-- writers wait for each other, never deadlock.
CREATE FUNCTION tablero_add_order_sales(moved orders[], sign int) RETURNS void
LANGUAGE sql AS $$
  WITH m AS (
    SELECT o.tenant_id, o.store_id, o.platform, o.dispatch_method, o.payment_method, o.subtotal, o.discount,
           o.delivery_fee, o.tip, o.total, o.coupon_id, (o.created_at AT TIME ZONE t.time_zone) AS local_at
      FROM unnest(moved) AS o
      JOIN tenants t ON t.id = o.tenant_id
  ), days AS (
    INSERT INTO order_sales_days AS s (tenant_id, store_id, day, platform, dispatch_method, payment_method,
                                      orders, subtotal, discount, delivery_fee, tip, total, coupon_orders)
      SELECT tenant_id, store_id, local_at::date, platform, dispatch_method, payment_method, sign * count(*),
             sign * sum(subtotal), sign * sum(discount), sign * sum(delivery_fee), sign * sum(tip),
             sign * sum(total), sign * count(coupon_id)
        FROM m GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tenant_id, store_id, day, platform, dispatch_method, payment_method) DO UPDATE
      SET orders = s.orders + excluded.orders, subtotal = s.subtotal + excluded.subtotal,
          discount = s.discount + excluded.discount, delivery_fee = s.delivery_fee + excluded.delivery_fee,
          tip = s.tip + excluded.tip, total = s.total + excluded.total,
          coupon_orders = s.coupon_orders + excluded.coupon_orders
  )
  INSERT INTO order_sales_hours AS s (tenant_id, store_id, day, hour, dispatch_method, orders, total)
    SELECT tenant_id, store_id, local_at::date, extract(hour FROM local_at), dispatch_method, sign * count(*),
           sign * sum(total)
      FROM m GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, store_id, day, hour, dispatch_method) DO UPDATE
    SET orders = s.orders + excluded.orders, total = s.total + excluded.total;
$$;
--> statement-breakpoint
-- Orders written as sales count at once; an order that starts or stops standing as a sale (paid,
-- released, canceled) is added or taken away on the day and hour it was placed. Amounts, store,
-- platform and methods of an order never change after it is placed.
CREATE FUNCTION tablero_count_order_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tablero_add_order_sales(array_agg(n::orders), 1) FROM new_orders n WHERE tablero_is_sale(n.status);
  ELSE
    PERFORM tablero_add_order_sales(array_agg(n::orders), CASE WHEN tablero_is_sale(n.status) THEN 1 ELSE -1 END)
       FROM new_orders n JOIN old_orders o ON o.tenant_id = n.tenant_id AND o.id = n.id
      WHERE tablero_is_sale(n.status) IS DISTINCT FROM tablero_is_sale(o.status)
      GROUP BY tablero_is_sale(n.status);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Bulk writers of history (the demo seed) set `tablero.rollups` to 'off' and rebuild after.
CREATE TRIGGER orders_sales_counted_on_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT
  WHEN (current_setting('tablero.rollups', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION tablero_count_order_sales();
--> statement-breakpoint
CREATE TRIGGER orders_sales_counted_on_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT
  EXECUTE FUNCTION tablero_count_order_sales();
--> statement-breakpoint
-- A tenant's order rollups counted again from its orders (the backfill below, and the demo seed's
-- after it writes orders with the triggers off).
CREATE FUNCTION tablero_rebuild_order_sales(of_tenant integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM order_sales_days WHERE tenant_id = of_tenant;
  DELETE FROM order_sales_hours WHERE tenant_id = of_tenant;
  INSERT INTO order_sales_days (tenant_id, store_id, day, platform, dispatch_method, payment_method,
                                orders, subtotal, discount, delivery_fee, tip, total, coupon_orders)
    SELECT o.tenant_id, o.store_id, (o.created_at AT TIME ZONE t.time_zone)::date, o.platform, o.dispatch_method,
           o.payment_method, count(*), sum(o.subtotal), sum(o.discount), sum(o.delivery_fee), sum(o.tip),
           sum(o.total), count(o.coupon_id)
      FROM orders o JOIN tenants t ON t.id = o.tenant_id
     WHERE o.tenant_id = of_tenant AND tablero_is_sale(o.status)
     GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO order_sales_hours (tenant_id, store_id, day, hour, dispatch_method, orders, total)
    SELECT o.tenant_id, o.store_id, (o.created_at AT TIME ZONE t.time_zone)::date,
           extract(hour FROM o.created_at AT TIME ZONE t.time_zone), o.dispatch_method, count(*), sum(o.total)
      FROM orders o JOIN tenants t ON t.id = o.tenant_id
     WHERE o.tenant_id = of_tenant AND tablero_is_sale(o.status)
     GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
SELECT tablero_rebuild_order_sales(id) FROM tenants;
