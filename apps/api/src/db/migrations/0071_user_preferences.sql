CREATE TABLE "admin_user_preferences" (
	"tenant_id" integer NOT NULL,
	"admin_user_id" integer NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_user_preferences_tenant_id_admin_user_id_pk" PRIMARY KEY("tenant_id","admin_user_id")
);
--> statement-breakpoint
ALTER TABLE "admin_user_preferences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "admin_user_preferences" ADD CONSTRAINT "admin_user_preferences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_preferences" ADD CONSTRAINT "admin_user_preferences_user_fk" FOREIGN KEY ("tenant_id","admin_user_id") REFERENCES "public"."admin_users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "admin_user_preferences_tenant_isolation" ON "admin_user_preferences" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));