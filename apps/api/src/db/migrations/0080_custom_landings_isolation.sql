-- Custom SQL migration file, put your code below! --
-- Custom landings and their thumbnails bind even their owner to row-level security
-- (ARCHITECTURE.md rule 2), and the API role may use them (as in 0078).
ALTER TABLE "custom_landings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "custom_landing_thumbnails" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "custom_landings" TO tablero_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "custom_landing_thumbnails" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "custom_landings_id_seq" TO tablero_app;
