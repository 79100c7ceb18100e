-- Custom SQL migration file, put your code below! --
-- The saved opening statuses (0028) bind even their owner to row-level security, like every tenant table.
ALTER TABLE "store_opening_statuses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "store_opening_statuses" TO tablero_app;
--> statement-breakpoint
-- Forgets a store's saved opening status and moves its version on. A row is made when there is none
-- (version 1, never the 0 a reader that found no row saves over), so that a status computed from
-- the periods as they were before cannot be saved after the change; none for a store being deleted.
CREATE FUNCTION tablero_forget_store_opening_of(tenant integer, store integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO store_opening_statuses AS saved (tenant_id, store_id, version)
  SELECT tenant, store, 1 WHERE EXISTS (SELECT 1 FROM stores WHERE tenant_id = tenant AND id = store)
  ON CONFLICT (tenant_id, store_id) DO UPDATE
    SET version = saved.version + 1, status = NULL, time_zone = NULL, computed_at = NULL, valid_until = NULL
$$;
--> statement-breakpoint
CREATE FUNCTION tablero_forget_store_opening() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM tablero_forget_store_opening_of(OLD.tenant_id, OLD.store_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM tablero_forget_store_opening_of(NEW.tenant_id, NEW.store_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_business_hours_forget_opening AFTER INSERT OR UPDATE OR DELETE ON "store_business_hours"
  FOR EACH ROW EXECUTE FUNCTION tablero_forget_store_opening();
--> statement-breakpoint
CREATE TRIGGER store_scheduled_closings_forget_opening AFTER INSERT OR UPDATE OR DELETE ON "store_scheduled_closings"
  FOR EACH ROW EXECUTE FUNCTION tablero_forget_store_opening();
