-- Custom SQL migration file, put your code below! --
-- Questions, polls and customers' answers bind even their owner to row-level security
-- (ARCHITECTURE.md rule 2), and the API role may use them (as in 0013).
ALTER TABLE "questions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "polls" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "poll_questions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "poll_responses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "poll_answers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "questions", "polls", "poll_questions", "poll_responses", "poll_answers" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "questions_id_seq", "polls_id_seq", "poll_responses_id_seq" TO tablero_app;
