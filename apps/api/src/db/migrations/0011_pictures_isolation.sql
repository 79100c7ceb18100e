-- Pictures bind even their owner to row-level security (ARCHITECTURE.md rule 2), and the API role
-- may use them. Default privileges (0001) already grant new tables; granting here as well keeps a
-- database whose tables were made by another role working.
ALTER TABLE "pictures" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "pictures" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "pictures_id_seq" TO tablero_app;
