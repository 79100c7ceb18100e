CREATE TABLE "order_sales_folds" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"folded_through" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_sales_folds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_sales_tenant_days" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"dispatch_method" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" bigint NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"delivery_fee" bigint NOT NULL,
	"tip" bigint NOT NULL,
	"total" bigint NOT NULL,
	"coupon_orders" bigint NOT NULL,
	CONSTRAINT "order_sales_tenant_days_tenant_id_day_platform_dispatch_method_payment_method_pk" PRIMARY KEY("tenant_id","day","platform","dispatch_method","payment_method")
);
--> statement-breakpoint
ALTER TABLE "order_sales_tenant_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_sales_tenant_hours" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"dispatch_method" text NOT NULL,
	"orders" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "order_sales_tenant_hours_tenant_id_day_hour_dispatch_method_pk" PRIMARY KEY("tenant_id","day","hour","dispatch_method")
);
--> statement-breakpoint
ALTER TABLE "order_sales_tenant_hours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_sales_folds" ADD CONSTRAINT "order_sales_folds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sales_tenant_days" ADD CONSTRAINT "order_sales_tenant_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sales_tenant_hours" ADD CONSTRAINT "order_sales_tenant_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "order_sales_folds_tenant_isolation" ON "order_sales_folds" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "order_sales_tenant_days_tenant_isolation" ON "order_sales_tenant_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "order_sales_tenant_hours_tenant_isolation" ON "order_sales_tenant_hours" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));