-- Menu sync jobs, menu versions and channel ids bind even their owner to row-level security
-- (ARCHITECTURE.md rule 2), and the API role may use them (as in 0007, 0009 and 0013).
ALTER TABLE "core_jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "menu_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "channel_external_ids" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "core_jobs", "menu_versions", "channel_external_ids" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "menu_versions_id_seq" TO tablero_app;
