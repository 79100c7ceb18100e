CREATE TABLE "store_opening_statuses" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"status" jsonb,
	"time_zone" text,
	"computed_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "store_opening_statuses_tenant_id_store_id_pk" PRIMARY KEY("tenant_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "store_opening_statuses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_opening_statuses" ADD CONSTRAINT "store_opening_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_opening_statuses" ADD CONSTRAINT "store_opening_statuses_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "store_opening_statuses_tenant_isolation" ON "store_opening_statuses" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));