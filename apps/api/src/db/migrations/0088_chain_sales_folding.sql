-- Custom SQL migration file, put your code below! --
-- A report over a whole chain reads the tenant-wide rollups of 0087 for the days folded into them
-- and the stores' rows for the rest; the shared trigger function keeps folded days right when an
-- old order moves in or out of sales. Folding and reading are explained on the tables (schema/reports.ts).
-- Adds the tenant's stores' rows of the days after its mark, up to the day before yesterday (local),
-- to the tenant-wide rollups, and moves the mark: idempotent, cheap when there is nothing to fold.
-- Today and yesterday are never folded, so the order intake (always today) never waits for a fold.
CREATE FUNCTION tablero_fold_order_sales(of_tenant integer) RETURNS date
LANGUAGE plpgsql AS $$
DECLARE
  target date;
  through date;
BEGIN
  SELECT (now() AT TIME ZONE t.time_zone)::date - 2 INTO target FROM tenants t WHERE t.id = of_tenant;
  IF target IS NULL THEN RETURN NULL; END IF;
  INSERT INTO order_sales_folds (tenant_id, folded_through) VALUES (of_tenant, '-infinity')
  ON CONFLICT (tenant_id) DO NOTHING;
  SELECT f.folded_through INTO through FROM order_sales_folds f WHERE f.tenant_id = of_tenant FOR UPDATE;
  IF through >= target THEN RETURN through; END IF;
  INSERT INTO order_sales_tenant_days AS s (tenant_id, day, platform, dispatch_method, payment_method,
                                           orders, subtotal, discount, delivery_fee, tip, total, coupon_orders)
    SELECT d.tenant_id, d.day, d.platform, d.dispatch_method, d.payment_method, sum(d.orders), sum(d.subtotal),
           sum(d.discount), sum(d.delivery_fee), sum(d.tip), sum(d.total), sum(d.coupon_orders)
      FROM order_sales_days d
     WHERE d.tenant_id = of_tenant AND d.day > through AND d.day <= target
     GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;
  INSERT INTO order_sales_tenant_hours AS s (tenant_id, day, hour, dispatch_method, orders, total)
    SELECT h.tenant_id, h.day, h.hour, h.dispatch_method, sum(h.orders), sum(h.total)
      FROM order_sales_hours h
     WHERE h.tenant_id = of_tenant AND h.day > through AND h.day <= target
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  UPDATE order_sales_folds SET folded_through = target WHERE tenant_id = of_tenant;
  RETURN target;
END $$;
--> statement-breakpoint
-- As migration 0064's, and a change to a folded day added to the tenant-wide rollups.
CREATE OR REPLACE FUNCTION tablero_add_order_sales(moved orders[], sign int) RETURNS void
LANGUAGE sql AS $$
  WITH m AS (
    SELECT o.tenant_id, o.store_id, o.platform, o.dispatch_method, o.payment_method, o.subtotal, o.discount,
           o.delivery_fee, o.tip, o.total, o.coupon_id, o.coupon_code, o.delivery_type, o.delivery_cofinance, (o.created_at AT TIME ZONE t.time_zone) AS local_at,
           (now() AT TIME ZONE t.time_zone)::date AS today
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
  ), folded AS (
    -- Only a change to a past day can touch a folded one: it waits for a fold in progress (which
    -- takes this row FOR UPDATE) and then sees the mark that fold left.
    SELECT f.tenant_id, f.folded_through FROM order_sales_folds f
     WHERE f.tenant_id IN (SELECT m.tenant_id FROM m WHERE m.local_at::date < m.today)
       FOR SHARE
  ), tenant_days AS (
    INSERT INTO order_sales_tenant_days AS s (tenant_id, day, platform, dispatch_method, payment_method,
                                             orders, subtotal, discount, delivery_fee, tip, total, coupon_orders)
      SELECT m.tenant_id, m.local_at::date, m.platform, m.dispatch_method, m.payment_method, sign * count(*),
             sign * sum(m.subtotal), sign * sum(m.discount), sign * sum(m.delivery_fee), sign * sum(m.tip),
             sign * sum(m.total), sign * count(m.coupon_id)
        FROM m JOIN folded f ON f.tenant_id = m.tenant_id AND m.local_at::date <= f.folded_through
       GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, day, platform, dispatch_method, payment_method) DO UPDATE
      SET orders = s.orders + excluded.orders, subtotal = s.subtotal + excluded.subtotal,
          discount = s.discount + excluded.discount, delivery_fee = s.delivery_fee + excluded.delivery_fee,
          tip = s.tip + excluded.tip, total = s.total + excluded.total,
          coupon_orders = s.coupon_orders + excluded.coupon_orders
  ), tenant_hours AS (
    INSERT INTO order_sales_tenant_hours AS s (tenant_id, day, hour, dispatch_method, orders, total)
      SELECT m.tenant_id, m.local_at::date, extract(hour FROM m.local_at), m.dispatch_method, sign * count(*),
             sign * sum(m.total)
        FROM m JOIN folded f ON f.tenant_id = m.tenant_id AND m.local_at::date <= f.folded_through
       GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, day, hour, dispatch_method) DO UPDATE
      SET orders = s.orders + excluded.orders, total = s.total + excluded.total
  )
  INSERT INTO order_sales_hours AS s (tenant_id, store_id, day, hour, dispatch_method, orders, total)
    SELECT tenant_id, store_id, local_at::date, extract(hour FROM local_at), dispatch_method, sign * count(*),
           sign * sum(total)
      FROM m GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, store_id, day, hour, dispatch_method) DO UPDATE
    SET orders = s.orders + excluded.orders, total = s.total + excluded.total;
$$;
--> statement-breakpoint
-- As migration 0064's, and the tenant-wide rollups folded again from the new rows.
CREATE OR REPLACE FUNCTION tablero_rebuild_order_sales(of_tenant integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM order_sales_days WHERE tenant_id = of_tenant;
  DELETE FROM order_sales_hours WHERE tenant_id = of_tenant;
  DELETE FROM coupon_sales_days WHERE tenant_id = of_tenant;
  DELETE FROM delivery_sales_days WHERE tenant_id = of_tenant;
  DELETE FROM order_sales_tenant_days WHERE tenant_id = of_tenant;
  DELETE FROM order_sales_tenant_hours WHERE tenant_id = of_tenant;
  DELETE FROM order_sales_folds WHERE tenant_id = of_tenant;
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
  SELECT tablero_fold_order_sales(of_tenant);
$$;
--> statement-breakpoint
SELECT tablero_fold_order_sales(id) FROM tenants;
--> statement-breakpoint
ALTER TABLE "order_sales_tenant_days" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_sales_tenant_hours" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_sales_folds" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "order_sales_tenant_days", "order_sales_tenant_hours", "order_sales_folds" TO tablero_app;
