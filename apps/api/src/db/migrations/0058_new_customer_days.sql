CREATE TABLE "new_customer_days" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"customers" bigint NOT NULL,
	CONSTRAINT "new_customer_days_tenant_id_store_id_day_pk" PRIMARY KEY("tenant_id","store_id","day")
);
--> statement-breakpoint
ALTER TABLE "new_customer_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "new_customer_days" ADD CONSTRAINT "new_customer_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_customer_days" ADD CONSTRAINT "new_customer_days_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_customer_days_day_idx" ON "new_customer_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE POLICY "new_customer_days_tenant_isolation" ON "new_customer_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "new_customer_days" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "new_customer_days" TO tablero_app;
--> statement-breakpoint
-- A customer's first sale written, moved or gone: its store and local day count one more or one less.
CREATE FUNCTION tablero_count_new_customers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE new_customer_days d SET customers = d.customers - 1
      FROM tenants t
     WHERE t.id = OLD.tenant_id AND d.tenant_id = OLD.tenant_id AND d.store_id = OLD.store_id
       AND d.day = (OLD.first_at AT TIME ZONE t.time_zone)::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO new_customer_days AS d (tenant_id, store_id, day, customers)
      SELECT NEW.tenant_id, NEW.store_id, (NEW.first_at AT TIME ZONE t.time_zone)::date, 1
        FROM tenants t WHERE t.id = NEW.tenant_id
    ON CONFLICT (tenant_id, store_id, day) DO UPDATE SET customers = d.customers + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_first_sales_counted AFTER INSERT OR UPDATE OR DELETE ON customer_first_sales
  FOR EACH ROW WHEN (current_setting('tablero.rollups', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION tablero_count_new_customers();
--> statement-breakpoint
-- The rebuild writes the first sales with the row trigger off and counts the days once.
CREATE OR REPLACE FUNCTION tablero_rebuild_first_sales(of_tenant integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  was text := current_setting('tablero.rollups', true);
BEGIN
  PERFORM set_config('tablero.rollups', 'off', true);
  DELETE FROM customer_first_sales WHERE tenant_id = of_tenant;
  INSERT INTO customer_first_sales (tenant_id, email, first_at, store_id)
    SELECT DISTINCT ON (o.customer_email) o.tenant_id, o.customer_email, o.created_at, o.store_id
      FROM orders o
     WHERE o.tenant_id = of_tenant AND tablero_is_sale(o.status)
     ORDER BY o.customer_email, o.created_at, o.id;
  DELETE FROM new_customer_days WHERE tenant_id = of_tenant;
  INSERT INTO new_customer_days (tenant_id, store_id, day, customers)
    SELECT f.tenant_id, f.store_id, (f.first_at AT TIME ZONE t.time_zone)::date, count(*)
      FROM customer_first_sales f JOIN tenants t ON t.id = f.tenant_id
     WHERE f.tenant_id = of_tenant
     GROUP BY 1, 2, 3;
  PERFORM set_config('tablero.rollups', coalesce(was, ''), true);
END $$;
--> statement-breakpoint
INSERT INTO new_customer_days (tenant_id, store_id, day, customers)
  SELECT f.tenant_id, f.store_id, (f.first_at AT TIME ZONE t.time_zone)::date, count(*)
    FROM customer_first_sales f JOIN tenants t ON t.id = f.tenant_id
   GROUP BY 1, 2, 3;
