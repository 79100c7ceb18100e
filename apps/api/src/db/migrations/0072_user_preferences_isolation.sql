-- Custom SQL migration file, put your code below! --
-- Each user's console preferences bind even their owner to row-level security (ARCHITECTURE.md
-- rule 2), and the API role may use them (as in 0013).
ALTER TABLE "admin_user_preferences" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "admin_user_preferences" TO tablero_app;
