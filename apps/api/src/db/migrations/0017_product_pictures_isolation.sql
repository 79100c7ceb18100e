-- Product pictures bind even their owner to row-level security (ARCHITECTURE.md rule 2), and the
-- API role may use them (as in 0013; the table has no sequence of its own).
ALTER TABLE "product_pictures" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "product_pictures" TO tablero_app;
