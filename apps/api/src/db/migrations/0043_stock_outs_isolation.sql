-- Stock-outs and channel sync requests bind even their owner to row-level security, and the API
-- role may use them (as in 0031).
ALTER TABLE "stock_outs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "menu_sync_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "stock_outs" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "stock_outs_id_seq" TO tablero_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "menu_sync_requests" TO tablero_app;
--> statement-breakpoint
-- What is out of stock is part of the public menu: a change forgets the tenant's cached menus.
CREATE TRIGGER stock_outs_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "stock_outs"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
