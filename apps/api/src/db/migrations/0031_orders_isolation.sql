-- Orders, their lines, options and status history bind even their owner to row-level security
-- (ARCHITECTURE.md rule 2), and the API role may use them (as in 0024).
ALTER TABLE "orders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_item_options" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_status_changes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "orders", "order_items", "order_item_options", "order_status_changes" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "orders_id_seq", "order_items_id_seq", "order_item_options_id_seq", "order_status_changes_id_seq" TO tablero_app;
