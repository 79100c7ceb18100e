CREATE TABLE "role_stores" (
	"tenant_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "role_stores_tenant_id_role_id_store_id_pk" PRIMARY KEY("tenant_id","role_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "role_stores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "role_stores" ADD CONSTRAINT "role_stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_stores" ADD CONSTRAINT "role_stores_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_stores" ADD CONSTRAINT "role_stores_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "role_stores_tenant_isolation" ON "role_stores" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));