-- Products bind even their owner to row-level security (ARCHITECTURE.md rule 2), and the API role
-- may use them (default privileges of 0001 already grant new tables; granting here keeps a
-- database whose tables were made by another role working).
ALTER TABLE "products" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "product_modifiers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "products", "product_modifiers" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "products_id_seq", "product_modifiers_id_seq" TO tablero_app;
--> statement-breakpoint
-- Menus, price groups and prices bind even their owner to row-level security (ARCHITECTURE.md
-- rule 2), and the API role may use them (as in 0007 and 0009).
ALTER TABLE "menus" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "price_groups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "prices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "menus", "price_groups", "prices" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "menus_id_seq", "price_groups_id_seq", "prices_id_seq" TO tablero_app;
