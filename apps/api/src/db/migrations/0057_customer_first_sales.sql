CREATE TABLE "customer_first_sales" (
	"tenant_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "customer_first_sales_tenant_id_email_pk" PRIMARY KEY("tenant_id","email")
);
--> statement-breakpoint
ALTER TABLE "customer_first_sales" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_first_sales" ADD CONSTRAINT "customer_first_sales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_first_sales" ADD CONSTRAINT "customer_first_sales_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_first_sales_first_idx" ON "customer_first_sales" USING btree ("tenant_id","first_at");--> statement-breakpoint
CREATE POLICY "customer_first_sales_tenant_isolation" ON "customer_first_sales" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "customer_first_sales" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "customer_first_sales" TO tablero_app;
--> statement-breakpoint
-- Orders that became sales: their customers' first sale can only move earlier (least wins, so two
-- writers at once agree whatever order they commit in).
CREATE FUNCTION tablero_note_first_sales(moved orders[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO customer_first_sales AS f (tenant_id, email, first_at, store_id)
    SELECT DISTINCT ON (o.tenant_id, o.customer_email) o.tenant_id, o.customer_email, o.created_at, o.store_id
      FROM unnest(moved) AS o
     ORDER BY o.tenant_id, o.customer_email, o.created_at, o.id
  ON CONFLICT (tenant_id, email) DO UPDATE SET first_at = excluded.first_at, store_id = excluded.store_id
    WHERE excluded.first_at < f.first_at;
$$;
--> statement-breakpoint
-- Orders that stopped being sales: their customers' first sale is looked up again among the sales
-- left (none left: no longer a customer).
CREATE FUNCTION tablero_recount_first_sales(moved orders[]) RETURNS void
LANGUAGE sql AS $$
  WITH gone AS (
    SELECT DISTINCT o.tenant_id, o.customer_email AS email FROM unnest(moved) AS o
  ), again AS (
    SELECT DISTINCT ON (o.tenant_id, o.customer_email) o.tenant_id, o.customer_email AS email, o.created_at, o.store_id
      FROM gone g
      JOIN orders o ON o.tenant_id = g.tenant_id AND o.customer_email = g.email AND tablero_is_sale(o.status)
     ORDER BY o.tenant_id, o.customer_email, o.created_at, o.id
  ), dropped AS (
    DELETE FROM customer_first_sales f USING gone g
     WHERE f.tenant_id = g.tenant_id AND f.email = g.email
       AND NOT EXISTS (SELECT 1 FROM again a WHERE a.tenant_id = g.tenant_id AND a.email = g.email)
  )
  UPDATE customer_first_sales f SET first_at = a.created_at, store_id = a.store_id
    FROM again a WHERE f.tenant_id = a.tenant_id AND f.email = a.email;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tablero_count_order_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tablero_add_order_sales(array_agg(n::orders), 1) FROM new_orders n WHERE tablero_is_sale(n.status);
    PERFORM tablero_note_first_sales(array_agg(n::orders)) FROM new_orders n WHERE tablero_is_sale(n.status);
  ELSE
    PERFORM tablero_add_order_sales(array_agg(n::orders), CASE WHEN tablero_is_sale(n.status) THEN 1 ELSE -1 END)
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
-- A tenant's first sales found again from its orders (the backfill, and the demo seed after its batches).
CREATE FUNCTION tablero_rebuild_first_sales(of_tenant integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM customer_first_sales WHERE tenant_id = of_tenant;
  INSERT INTO customer_first_sales (tenant_id, email, first_at, store_id)
    SELECT DISTINCT ON (o.customer_email) o.tenant_id, o.customer_email, o.created_at, o.store_id
      FROM orders o
     WHERE o.tenant_id = of_tenant AND tablero_is_sale(o.status)
     ORDER BY o.customer_email, o.created_at, o.id;
$$;
--> statement-breakpoint
SELECT tablero_rebuild_first_sales(id) FROM tenants;
