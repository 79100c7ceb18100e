-- Custom SQL migration file, put your code below! --
-- A tenant's settings bind even their owner to row-level security (ARCHITECTURE.md rule 2), and
-- the API role may use them (as in 0013). One row per tenant: no identity sequence.
ALTER TABLE "tenant_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tenant_settings" TO tablero_app;
