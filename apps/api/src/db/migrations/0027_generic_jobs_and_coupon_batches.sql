ALTER TABLE "core_jobs" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "core_jobs" ALTER COLUMN "channel" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
CREATE INDEX "coupons_batch_idx" ON "coupons" USING btree ("tenant_id","batch_id") WHERE "coupons"."batch_id" is not null;