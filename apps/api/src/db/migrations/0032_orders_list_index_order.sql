-- 0030 built the list indexes DESC NULLS LAST; `order by … desc` sorts NULLS FIRST, so no list used them.
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_store_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("tenant_id","store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);