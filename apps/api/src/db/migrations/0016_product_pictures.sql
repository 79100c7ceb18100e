CREATE TABLE "product_pictures" (
	"tenant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"picture_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_pictures_tenant_id_product_id_picture_id_pk" PRIMARY KEY("tenant_id","product_id","picture_id")
);
--> statement-breakpoint
ALTER TABLE "product_pictures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_picture_fk" FOREIGN KEY ("tenant_id","picture_id") REFERENCES "public"."pictures"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pictures_picture_idx" ON "product_pictures" USING btree ("tenant_id","picture_id");--> statement-breakpoint
CREATE POLICY "product_pictures_tenant_isolation" ON "product_pictures" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));