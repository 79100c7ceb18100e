-- The store area's tables bind even their owner to row-level security (ARCHITECTURE.md rule 2),
-- and the API role may use them. Default privileges (0001) already grant new tables; granting
-- here as well keeps a database whose tables were made by another role working.
ALTER TABLE "store_business_hours" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "store_scheduled_closings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "store_exceptional_wait_times" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "store_delivery_areas" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "store_delivery_methods" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checkout_questions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "store_checkout_questions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "store_business_hours", "store_scheduled_closings",
  "store_exceptional_wait_times", "store_delivery_areas", "store_delivery_methods",
  "checkout_questions", "store_checkout_questions" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "store_business_hours_id_seq", "store_scheduled_closings_id_seq",
  "store_exceptional_wait_times_id_seq", "store_delivery_areas_id_seq", "store_delivery_methods_id_seq",
  "checkout_questions_id_seq" TO tablero_app;
