-- Custom SQL migration file, put your code below! --
-- The platform's notices bind even their owner to row-level security (ARCHITECTURE.md rule 2),
-- and the API role may use them (as in 0013).
ALTER TABLE "informative_banners" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "informative_banners" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "informative_banners_id_seq" TO tablero_app;
