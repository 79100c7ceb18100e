CREATE TABLE "customer_sales" (
	"tenant_id" integer NOT NULL,
	"email" text NOT NULL,
	"orders" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "customer_sales_tenant_id_email_pk" PRIMARY KEY("tenant_id","email")
);
--> statement-breakpoint
ALTER TABLE "customer_sales" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_sales" ADD CONSTRAINT "customer_sales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_sales_ranked_idx" ON "customer_sales" USING btree ("tenant_id","total" DESC NULLS LAST,"email");--> statement-breakpoint
CREATE POLICY "customer_sales_tenant_isolation" ON "customer_sales" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));