-- A deferred trigger's rows are queued for the commit whatever its function then decides: each
-- order the demo seed writes queued one, held in memory to the end of its batch and then run only
-- to return. A constraint trigger's WHEN is evaluated at once, and a row it does not match is not
-- queued: bulk writers that set `tablero.order_events` to 'off' no longer queue anything.
DROP TRIGGER orders_event_on_insert ON orders;
--> statement-breakpoint
DROP TRIGGER orders_event_on_status ON orders;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_event_on_insert AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('tablero.order_events', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION tablero_record_order_event();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_event_on_status AFTER UPDATE OF status ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status AND current_setting('tablero.order_events', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION tablero_record_order_event();
