-- Custom SQL migration file, put your code below! --
-- Outbound e-mails bind even their owner to row-level security (ARCHITECTURE.md rule 2), and the
-- API role may use them (as in 0013).
ALTER TABLE "outbound_emails" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "outbound_emails" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "outbound_emails_id_seq" TO tablero_app;
--> statement-breakpoint
-- An order completed while its dispatch method has an active poll invites its customer to answer
-- it, by e-mail, whatever completed it (the kitchen board, a delivery provider, a SQL update). It
-- runs as the writer, under the writer's tenant. Demo orders written as history (order events
-- off) are nobody's news and invite nobody.
CREATE OR REPLACE FUNCTION tablero_poll_invitation() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF NEW.customer_email <> '' AND EXISTS (
    SELECT 1 FROM polls p
     WHERE p.tenant_id = NEW.tenant_id AND p.dispatch_method = NEW.dispatch_method AND p.active
  ) THEN
    INSERT INTO outbound_emails (tenant_id, kind, order_id, recipient)
    VALUES (NEW.tenant_id, 'poll_invitation', NEW.id, NEW.customer_email)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_poll_invitation AFTER UPDATE OF status ON "orders"
  FOR EACH ROW
  WHEN (NEW.status = 'completed' AND OLD.status IS DISTINCT FROM 'completed'
        AND current_setting('tablero.order_events', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION tablero_poll_invitation();
