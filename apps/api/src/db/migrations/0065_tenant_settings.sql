CREATE TABLE "tenant_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"general" jsonb NOT NULL,
	"design" jsonb NOT NULL,
	"template_id" text NOT NULL,
	"loyalty" jsonb NOT NULL,
	"static_menu" boolean NOT NULL,
	"primary_logo_id" integer,
	"secondary_logo_id" integer,
	"favicon_id" integer,
	"animation_loader_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_primary_logo_fk" FOREIGN KEY ("tenant_id","primary_logo_id") REFERENCES "public"."pictures"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_secondary_logo_fk" FOREIGN KEY ("tenant_id","secondary_logo_id") REFERENCES "public"."pictures"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_favicon_fk" FOREIGN KEY ("tenant_id","favicon_id") REFERENCES "public"."pictures"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_animation_loader_fk" FOREIGN KEY ("tenant_id","animation_loader_id") REFERENCES "public"."pictures"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_settings_tenant_isolation" ON "tenant_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));