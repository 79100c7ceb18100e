-- An order's items, their options, its status history and its events reach their tenant through
-- their composite foreign key to the order (or item), whose own reference to tenants proves the
-- tenant exists and cascades its deletion: checking tenants again on every row cost over a quarter
-- of writing an order's history (EXPLAIN ANALYZE: 480 of 1,720 ms for 100,000 status changes).
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_options" DROP CONSTRAINT "order_item_options_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "order_status_changes" DROP CONSTRAINT "order_status_changes_tenant_id_tenants_id_fk";
