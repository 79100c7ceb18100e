-- store_credentials is a tenant table: the owner is bound by its policy too (ARCHITECTURE.md rule 2),
-- and the API role gets what it needs explicitly rather than through default privileges alone.
ALTER TABLE "store_credentials" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "store_credentials" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "store_credentials_id_seq" TO tablero_app;
