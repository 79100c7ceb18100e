-- A modifier's picture was a bare id until now: forget any that is not a picture of the same
-- tenant, then let the database hold it to one.
UPDATE "modifiers" m SET "picture_id" = NULL
  WHERE m."picture_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "pictures" p WHERE p."tenant_id" = m."tenant_id" AND p."id" = m."picture_id");--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_picture_fk" FOREIGN KEY ("tenant_id","picture_id") REFERENCES "public"."pictures"("tenant_id","id") ON DELETE no action ON UPDATE no action;