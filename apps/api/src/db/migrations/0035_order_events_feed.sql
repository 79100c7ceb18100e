-- Order events bind even their owner to row-level security, and the API role writes them through
-- the triggers below (as in 0031).
ALTER TABLE "order_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_event_counters" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "order_events" TO tablero_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "order_event_counters" TO tablero_app;
--> statement-breakpoint
-- An order placed, or moved to another status, is an event of its tenant. The triggers are deferred
-- to the commit, so the counter row is locked only from there to the end of the transaction: the
-- next writer of the tenant waits for this one to commit before it takes the next id, and a reader
-- that has seen id n has seen every id below it. The tenant's streams are woken by NOTIFY, which
-- PostgreSQL delivers only once the transaction commits. Bulk writers of past orders (the demo
-- seed) set `tablero.order_events` to 'off' for their transaction: history is nobody's news.
CREATE FUNCTION tablero_record_order_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
BEGIN
  IF current_setting('tablero.order_events', true) = 'off' THEN
    RETURN NULL;
  END IF;
  INSERT INTO order_event_counters AS c (tenant_id, last_id) VALUES (NEW.tenant_id, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET last_id = c.last_id + 1
    RETURNING last_id INTO event_id;
  INSERT INTO order_events (tenant_id, id, order_id, store_id, kind, status)
    VALUES (NEW.tenant_id, event_id, NEW.id, NEW.store_id,
            CASE TG_OP WHEN 'INSERT' THEN 'order.created' ELSE 'order.status_changed' END, NEW.status);
  PERFORM pg_notify('tablero_order_events', NEW.tenant_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_event_on_insert AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tablero_record_order_event();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_event_on_status AFTER UPDATE OF status ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION tablero_record_order_event();
