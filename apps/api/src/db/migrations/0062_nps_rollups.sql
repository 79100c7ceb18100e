CREATE TABLE "nps_answer_days" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"dispatch_method" text NOT NULL,
	"question_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"answers" bigint NOT NULL,
	CONSTRAINT "nps_answer_days_tenant_id_store_id_day_dispatch_method_question_id_score_pk" PRIMARY KEY("tenant_id","store_id","day","dispatch_method","question_id","score")
);
--> statement-breakpoint
ALTER TABLE "nps_answer_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "nps_score_days" (
	"tenant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"dispatch_method" text NOT NULL,
	"score" smallint NOT NULL,
	"responses" bigint NOT NULL,
	CONSTRAINT "nps_score_days_tenant_id_store_id_day_dispatch_method_score_pk" PRIMARY KEY("tenant_id","store_id","day","dispatch_method","score")
);
--> statement-breakpoint
ALTER TABLE "nps_score_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "nps_answer_days" ADD CONSTRAINT "nps_answer_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_answer_days" ADD CONSTRAINT "nps_answer_days_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_score_days" ADD CONSTRAINT "nps_score_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_score_days" ADD CONSTRAINT "nps_score_days_store_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nps_answer_days_day_idx" ON "nps_answer_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "nps_score_days_day_idx" ON "nps_score_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE POLICY "nps_answer_days_tenant_isolation" ON "nps_answer_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "nps_score_days_tenant_isolation" ON "nps_score_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "nps_score_days" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "nps_answer_days" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "nps_score_days", "nps_answer_days" TO tablero_app;
--> statement-breakpoint
-- Answer sets written: their store, local day, method and NPS answer count one more. One aggregate
-- per statement (transition table), upserts in key order so two writers wait instead of deadlocking.
CREATE FUNCTION tablero_count_nps_scores() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO nps_score_days AS d (tenant_id, store_id, day, dispatch_method, score, responses)
    SELECT n.tenant_id, n.store_id, (n.answered_at AT TIME ZONE t.time_zone)::date, n.dispatch_method,
           n.nps_score, count(*)
      FROM new_responses n JOIN tenants t ON t.id = n.tenant_id
     GROUP BY 1, 2, 3, 4, 5
     ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, store_id, day, dispatch_method, score)
    DO UPDATE SET responses = d.responses + excluded.responses;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER poll_responses_counted AFTER INSERT ON poll_responses
  REFERENCING NEW TABLE AS new_responses
  FOR EACH STATEMENT EXECUTE FUNCTION tablero_count_nps_scores();
--> statement-breakpoint
-- Answers written: their set's store, local day and method, their question and value count one more.
CREATE FUNCTION tablero_count_nps_answers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO nps_answer_days AS d (tenant_id, store_id, day, dispatch_method, question_id, score, answers)
    SELECT r.tenant_id, r.store_id, (r.answered_at AT TIME ZONE t.time_zone)::date, r.dispatch_method,
           n.question_id, coalesce(n.score, -1), count(*)
      FROM new_answers n
      JOIN poll_responses r ON r.tenant_id = n.tenant_id AND r.id = n.response_id
      JOIN tenants t ON t.id = r.tenant_id
     GROUP BY 1, 2, 3, 4, 5, 6
     ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, store_id, day, dispatch_method, question_id, score)
    DO UPDATE SET answers = d.answers + excluded.answers;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER poll_answers_counted AFTER INSERT ON poll_answers
  REFERENCING NEW TABLE AS new_answers
  FOR EACH STATEMENT EXECUTE FUNCTION tablero_count_nps_answers();
--> statement-breakpoint
-- Answers given before this migration.
INSERT INTO nps_score_days (tenant_id, store_id, day, dispatch_method, score, responses)
  SELECT r.tenant_id, r.store_id, (r.answered_at AT TIME ZONE t.time_zone)::date, r.dispatch_method, r.nps_score, count(*)
    FROM poll_responses r JOIN tenants t ON t.id = r.tenant_id
   GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO nps_answer_days (tenant_id, store_id, day, dispatch_method, question_id, score, answers)
  SELECT r.tenant_id, r.store_id, (r.answered_at AT TIME ZONE t.time_zone)::date, r.dispatch_method,
         a.question_id, coalesce(a.score, -1), count(*)
    FROM poll_answers a
    JOIN poll_responses r ON r.tenant_id = a.tenant_id AND r.id = a.response_id
    JOIN tenants t ON t.id = r.tenant_id
   GROUP BY 1, 2, 3, 4, 5, 6;
