DROP INDEX "store_business_hours_store_idx";--> statement-breakpoint
DROP INDEX "store_business_hours_day_idx";--> statement-breakpoint
CREATE INDEX "store_business_hours_store_day_idx" ON "store_business_hours" USING btree ("tenant_id","store_id","day");