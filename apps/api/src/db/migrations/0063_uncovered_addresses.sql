CREATE TABLE "uncovered_addresses" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"latitude_e4" integer NOT NULL,
	"longitude_e4" integer NOT NULL,
	"attempts" bigint NOT NULL,
	"text_address" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uncovered_addresses_tenant_id_store_id_day_latitude_e4_longitude_e4_pk" PRIMARY KEY("tenant_id","store_id","day","latitude_e4","longitude_e4")
);
--> statement-breakpoint
ALTER TABLE "uncovered_addresses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "uncovered_addresses" ADD CONSTRAINT "uncovered_addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uncovered_addresses" ADD CONSTRAINT "uncovered_addresses_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uncovered_addresses_day_idx" ON "uncovered_addresses" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE POLICY "uncovered_addresses_tenant_isolation" ON "uncovered_addresses" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "uncovered_addresses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "uncovered_addresses" TO tablero_app;
