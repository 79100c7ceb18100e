CREATE TABLE "product_sales_tenant_days" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "product_sales_tenant_days_tenant_id_day_product_id_pk" PRIMARY KEY("tenant_id","day","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_sales_tenant_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_sales_tenant_days" ADD CONSTRAINT "product_sales_tenant_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "product_sales_tenant_days_tenant_isolation" ON "product_sales_tenant_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));