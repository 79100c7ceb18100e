-- Custom SQL migration file, put your code below! --
-- The best sellers of a whole chain read the tenant-wide product rows of 0089 for the folded days,
-- kept as 0088 keeps the sales: folded by the upkeep, a late change to a folded day added by the
-- triggers after taking the mark FOR SHARE.
-- As 0088's, and the product rows folded too; a fold from nothing clears what an earlier one left.
CREATE OR REPLACE FUNCTION tablero_fold_order_sales(of_tenant integer) RETURNS date
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
  -- A fold from nothing (the first, or after a rebuild) starts from nothing.
  IF through = '-infinity' THEN
    DELETE FROM order_sales_tenant_days WHERE tenant_id = of_tenant;
    DELETE FROM order_sales_tenant_hours WHERE tenant_id = of_tenant;
    DELETE FROM product_sales_tenant_days WHERE tenant_id = of_tenant;
  END IF;
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
  INSERT INTO product_sales_tenant_days (tenant_id, day, product_id, name, quantity, revenue, orders)
    SELECT p.tenant_id, p.day, p.product_id, max(p.name), sum(p.quantity), sum(p.revenue), sum(p.orders)
      FROM product_sales_days p
     WHERE p.tenant_id = of_tenant AND p.day > through AND p.day <= target
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  UPDATE order_sales_folds SET folded_through = target WHERE tenant_id = of_tenant;
  RETURN target;
END $$;
--> statement-breakpoint
-- Adds product sales (one row per store, day and product, signed) to the stores' rows and, for the
-- days already folded, to the tenant-wide rows, in key order. Shared by the two triggers below.
CREATE FUNCTION tablero_add_product_sales(sold product_sales_days[]) RETURNS void
LANGUAGE sql AS $$
  WITH s AS (
    SELECT u.*, (now() AT TIME ZONE t.time_zone)::date AS today
      FROM unnest(sold) AS u JOIN tenants t ON t.id = u.tenant_id
  ), stores AS (
    INSERT INTO product_sales_days AS p (tenant_id, store_id, day, product_id, name, quantity, revenue, orders)
      SELECT tenant_id, store_id, day, product_id, name, quantity, revenue, orders FROM s ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, store_id, day, product_id) DO UPDATE
      SET name = excluded.name, quantity = p.quantity + excluded.quantity,
          revenue = p.revenue + excluded.revenue, orders = p.orders + excluded.orders
  ), folded AS (
    -- Only a past day can be folded: such a change waits for a fold in progress (FOR UPDATE there).
    SELECT f.tenant_id, f.folded_through FROM order_sales_folds f
     WHERE f.tenant_id IN (SELECT tenant_id FROM s WHERE day < today)
       FOR SHARE
  )
  INSERT INTO product_sales_tenant_days AS p (tenant_id, day, product_id, name, quantity, revenue, orders)
    SELECT s.tenant_id, s.day, s.product_id, max(s.name), sum(s.quantity), sum(s.revenue), sum(s.orders)
      FROM s JOIN folded f ON f.tenant_id = s.tenant_id AND s.day <= f.folded_through
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, day, product_id) DO UPDATE
    SET name = excluded.name, quantity = p.quantity + excluded.quantity,
        revenue = p.revenue + excluded.revenue, orders = p.orders + excluded.orders;
$$;
--> statement-breakpoint
-- As 0052's, through tablero_add_product_sales.
CREATE OR REPLACE FUNCTION tablero_count_new_lines_sold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tablero_add_product_sales(array_agg(
            ROW(x.tenant_id, x.store_id, x.day, x.product_id, x.name, x.quantity, x.revenue, x.orders)::product_sales_days))
     FROM (SELECT o.tenant_id, o.store_id, (o.created_at AT TIME ZONE t.time_zone)::date AS day, l.product_id,
                  max(l.name) AS name, sum(l.quantity) AS quantity, sum(l.line_total) AS revenue,
                  count(DISTINCT l.order_id) AS orders
             FROM new_lines l
             JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
             JOIN tenants t ON t.id = o.tenant_id
            WHERE tablero_is_sale(o.status)
            GROUP BY 1, 2, 3, 4) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As 0052's, through tablero_add_product_sales.
CREATE OR REPLACE FUNCTION tablero_count_status_moves_sold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tablero_add_product_sales(array_agg(
            ROW(x.tenant_id, x.store_id, x.day, x.product_id, x.name, x.quantity, x.revenue, x.orders)::product_sales_days))
     FROM (SELECT p.tenant_id, p.store_id, (p.created_at AT TIME ZONE t.time_zone)::date AS day, p.product_id,
                  max(p.name) AS name, sum(p.sign * p.quantity) AS quantity, sum(p.sign * p.revenue) AS revenue,
                  sum(p.sign) AS orders
             FROM (SELECT m.tenant_id, m.store_id, m.created_at, m.sign, l.product_id,
                          max(l.name) AS name, sum(l.quantity) AS quantity, sum(l.line_total) AS revenue
                     FROM (SELECT n.tenant_id, n.id, n.store_id, n.created_at,
                                  CASE WHEN tablero_is_sale(n.status) THEN 1 ELSE -1 END AS sign
                             FROM new_orders n
                             JOIN old_orders o ON o.tenant_id = n.tenant_id AND o.id = n.id
                            WHERE tablero_is_sale(n.status) IS DISTINCT FROM tablero_is_sale(o.status)) m
                     JOIN order_items l ON l.tenant_id = m.tenant_id AND l.order_id = m.id
                    GROUP BY m.tenant_id, m.id, m.store_id, m.created_at, m.sign, l.product_id) p
             JOIN tenants t ON t.id = p.tenant_id
            GROUP BY 1, 2, 3, 4) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As 0052's, and the tenant-wide rollups folded again from nothing.
CREATE OR REPLACE FUNCTION tablero_rebuild_product_sales(of_tenant integer) RETURNS void
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
  DELETE FROM order_sales_folds WHERE tenant_id = of_tenant;
  SELECT tablero_fold_order_sales(of_tenant);
$$;
--> statement-breakpoint
DELETE FROM order_sales_folds;
--> statement-breakpoint
SELECT tablero_fold_order_sales(id) FROM tenants;
--> statement-breakpoint
ALTER TABLE "product_sales_tenant_days" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "product_sales_tenant_days" TO tablero_app;
