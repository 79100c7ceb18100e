-- Custom SQL migration file, put your code below! --
-- Pages and their versions bind even their owner to row-level security (ARCHITECTURE.md rule 2),
-- and the API role may use them (as in 0013).
ALTER TABLE "pages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "page_contents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "pages" TO tablero_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "page_contents" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "pages_id_seq" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "page_contents_id_seq" TO tablero_app;
