CREATE TABLE "order_counts" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_tenant_id_store_id_pk" PRIMARY KEY("tenant_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "order_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "order_counts_tenant_isolation" ON "order_counts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
-- The orders there already are, counted before the table binds its owner to row-level security.
INSERT INTO "order_counts" ("tenant_id", "store_id", "count")
  SELECT "tenant_id", "store_id", count(*) FROM "orders" GROUP BY 1, 2;
--> statement-breakpoint
ALTER TABLE "order_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "order_counts" TO tablero_app;
--> statement-breakpoint
-- Orders written or deleted by a statement are counted once per store, in that statement.
CREATE FUNCTION tablero_count_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (tenant_id, store_id, count)
      SELECT tenant_id, store_id, count(*) FROM new_orders GROUP BY 1, 2
      ON CONFLICT (tenant_id, store_id) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    UPDATE order_counts AS c SET count = c.count - gone.n
      FROM (SELECT tenant_id, store_id, count(*) AS n FROM old_orders GROUP BY 1, 2) AS gone
      WHERE c.tenant_id = gone.tenant_id AND c.store_id = gone.store_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_counted_on_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION tablero_count_orders();
--> statement-breakpoint
CREATE TRIGGER orders_counted_on_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION tablero_count_orders();
--> statement-breakpoint
-- An order moved to another store (no route does it today) moves its count with it.
CREATE FUNCTION tablero_move_order_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_counts SET count = count - 1 WHERE tenant_id = OLD.tenant_id AND store_id = OLD.store_id;
  INSERT INTO order_counts AS c (tenant_id, store_id, count) VALUES (NEW.tenant_id, NEW.store_id, 1)
    ON CONFLICT (tenant_id, store_id) DO UPDATE SET count = c.count + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_count_moves AFTER UPDATE OF store_id ON orders
  FOR EACH ROW WHEN (OLD.store_id IS DISTINCT FROM NEW.store_id) EXECUTE FUNCTION tablero_move_order_count();
