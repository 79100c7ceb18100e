CREATE TABLE "delivery_sales_days" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"delivery_type" text NOT NULL,
	"orders" bigint NOT NULL,
	"delivery_fee" bigint NOT NULL,
	"cofinance" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "delivery_sales_days_tenant_id_store_id_day_delivery_type_pk" PRIMARY KEY("tenant_id","store_id","day","delivery_type")
);
--> statement-breakpoint
ALTER TABLE "delivery_sales_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cofinance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_sales_days" ADD CONSTRAINT "delivery_sales_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_sales_days" ADD CONSTRAINT "delivery_sales_days_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_sales_days_day_idx" ON "delivery_sales_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE POLICY "delivery_sales_days_tenant_isolation" ON "delivery_sales_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "delivery_sales_days" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "delivery_sales_days" TO tablero_app;
--> statement-breakpoint
-- As migration 0056's, and the delivery orders per store, day and who carried them (delivery cofinance details).
CREATE OR REPLACE FUNCTION tablero_add_order_sales(moved orders[], sign int) RETURNS void
LANGUAGE sql AS $$
  WITH m AS (
    SELECT o.tenant_id, o.store_id, o.platform, o.dispatch_method, o.payment_method, o.subtotal, o.discount,
           o.delivery_fee, o.tip, o.total, o.coupon_id, o.coupon_code, o.delivery_type, o.delivery_cofinance, (o.created_at AT TIME ZONE t.time_zone) AS local_at
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
  ), coupons AS (
    INSERT INTO coupon_sales_days AS s (tenant_id, store_id, day, coupon_id, code, orders, discount, total)
      SELECT tenant_id, store_id, local_at::date, coupon_id, coalesce(max(coupon_code), ''), sign * count(*), sign * sum(discount),
             sign * sum(total)
        FROM m WHERE coupon_id IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, store_id, day, coupon_id) DO UPDATE
      SET code = excluded.code, orders = s.orders + excluded.orders, discount = s.discount + excluded.discount,
          total = s.total + excluded.total
  ), deliveries AS (
    INSERT INTO delivery_sales_days AS s (tenant_id, store_id, day, delivery_type, orders, delivery_fee, cofinance, total)
      SELECT tenant_id, store_id, local_at::date, delivery_type, sign * count(*), sign * sum(delivery_fee),
             sign * sum(delivery_cofinance), sign * sum(total)
        FROM m WHERE delivery_type IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, store_id, day, delivery_type) DO UPDATE
      SET orders = s.orders + excluded.orders, delivery_fee = s.delivery_fee + excluded.delivery_fee,
          cofinance = s.cofinance + excluded.cofinance, total = s.total + excluded.total
  )
  INSERT INTO order_sales_hours AS s (tenant_id, store_id, day, hour, dispatch_method, orders, total)
    SELECT tenant_id, store_id, local_at::date, extract(hour FROM local_at), dispatch_method, sign * count(*),
           sign * sum(total)
      FROM m GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, store_id, day, hour, dispatch_method) DO UPDATE
    SET orders = s.orders + excluded.orders, total = s.total + excluded.total;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tablero_rebuild_order_sales(of_tenant integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM order_sales_days WHERE tenant_id = of_tenant;
  DELETE FROM order_sales_hours WHERE tenant_id = of_tenant;
  DELETE FROM coupon_sales_days WHERE tenant_id = of_tenant;
  DELETE FROM delivery_sales_days WHERE tenant_id = of_tenant;
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
  INSERT INTO coupon_sales_days (tenant_id, store_id, day, coupon_id, code, orders, discount, total)
    SELECT o.tenant_id, o.store_id, (o.created_at AT TIME ZONE t.time_zone)::date, o.coupon_id, coalesce(max(o.coupon_code), ''),
           count(*), sum(o.discount), sum(o.total)
      FROM orders o JOIN tenants t ON t.id = o.tenant_id
     WHERE o.tenant_id = of_tenant AND tablero_is_sale(o.status) AND o.coupon_id IS NOT NULL
     GROUP BY 1, 2, 3, 4;
  INSERT INTO delivery_sales_days (tenant_id, store_id, day, delivery_type, orders, delivery_fee, cofinance, total)
    SELECT o.tenant_id, o.store_id, (o.created_at AT TIME ZONE t.time_zone)::date, o.delivery_type, count(*),
           sum(o.delivery_fee), sum(o.delivery_cofinance), sum(o.total)
      FROM orders o JOIN tenants t ON t.id = o.tenant_id
     WHERE o.tenant_id = of_tenant AND tablero_is_sale(o.status) AND o.delivery_type IS NOT NULL
     GROUP BY 1, 2, 3, 4;
$$;
