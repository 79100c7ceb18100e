-- Custom SQL migration file, put your code below! --
-- Loyalty points bind even their owner to row-level security (ARCHITECTURE.md rule 2), and the
-- API role may use them (as in 0013).
ALTER TABLE "loyalty_movements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loyalty_balances" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "loyalty_movements", "loyalty_balances" TO tablero_app;
--> statement-breakpoint
CREATE INDEX "loyalty_movements_email_idx" ON "loyalty_movements" USING btree ("tenant_id", "email");
--> statement-breakpoint
-- The program runs for a tenant with the `loyalty_program` flag whose settings switch it on.
CREATE FUNCTION tablero_loyalty_on(of_tenant integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM tenants t WHERE t.id = of_tenant AND 'loyalty_program' = ANY (t.features))
     AND COALESCE((SELECT (s.loyalty->>'enabled')::boolean FROM tenant_settings s WHERE s.tenant_id = of_tenant), false);
$$;
--> statement-breakpoint
-- Orders that became completed earn their points (once: an order has one movement).
CREATE FUNCTION tablero_earn_points(moved orders[]) RETURNS void
LANGUAGE sql AS $$
  WITH earned AS (
    INSERT INTO loyalty_movements (tenant_id, order_id, email, points)
      SELECT o.tenant_id, o.id, o.customer_email, o.points FROM unnest(moved) AS o
       WHERE o.points > 0 AND tablero_loyalty_on(o.tenant_id)
    ON CONFLICT DO NOTHING
    RETURNING tenant_id, email, points
  )
  INSERT INTO loyalty_balances AS b (tenant_id, email, points)
    SELECT tenant_id, email, sum(points) FROM earned GROUP BY tenant_id, email
  ON CONFLICT (tenant_id, email) DO UPDATE SET points = b.points + excluded.points, updated_at = now();
$$;
--> statement-breakpoint
-- Orders that left completed give their points back.
CREATE FUNCTION tablero_give_back_points(moved orders[]) RETURNS void
LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM loyalty_movements m USING unnest(moved) AS o
     WHERE m.tenant_id = o.tenant_id AND m.order_id = o.id
    RETURNING m.tenant_id, m.email, m.points
  )
  UPDATE loyalty_balances b SET points = b.points - g.points, updated_at = now()
    FROM (SELECT tenant_id, email, sum(points) AS points FROM gone GROUP BY tenant_id, email) AS g
   WHERE b.tenant_id = g.tenant_id AND b.email = g.email;
$$;
--> statement-breakpoint
CREATE FUNCTION tablero_count_loyalty() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tablero_earn_points(array_agg(n::orders))
     FROM new_orders n JOIN old_orders o ON o.tenant_id = n.tenant_id AND o.id = n.id
    WHERE n.status = 'completed' AND o.status <> 'completed';
  PERFORM tablero_give_back_points(array_agg(n::orders))
     FROM new_orders n JOIN old_orders o ON o.tenant_id = n.tenant_id AND o.id = n.id
    WHERE o.status = 'completed' AND n.status <> 'completed';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_loyalty_on_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT
  EXECUTE FUNCTION tablero_count_loyalty();
--> statement-breakpoint
-- A tenant's points counted again from its completed orders (the demo seed writes history with
-- the triggers off); none while its program is off.
CREATE FUNCTION tablero_rebuild_loyalty(of_tenant integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM loyalty_movements WHERE tenant_id = of_tenant;
  DELETE FROM loyalty_balances WHERE tenant_id = of_tenant;
  INSERT INTO loyalty_movements (tenant_id, order_id, email, points, created_at)
    SELECT o.tenant_id, o.id, o.customer_email, o.points, o.created_at
      FROM orders o
     WHERE o.tenant_id = of_tenant AND o.status = 'completed' AND o.points > 0 AND tablero_loyalty_on(of_tenant);
  INSERT INTO loyalty_balances (tenant_id, email, points)
    SELECT tenant_id, email, sum(points) FROM loyalty_movements WHERE tenant_id = of_tenant GROUP BY tenant_id, email;
$$;
