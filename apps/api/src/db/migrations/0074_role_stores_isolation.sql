-- Custom SQL migration file, put your code below! --
-- A role's stores bind even their owner to row-level security (ARCHITECTURE.md rule 2), and the
-- API role may use them (as in 0013).
ALTER TABLE "role_stores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "role_stores" TO tablero_app;
