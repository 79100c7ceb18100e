-- Custom SQL migration file, put your code below! --
-- The storefront's order call reads a store with its lists, the tenant's settings and the store's
-- menu (eleven statements) to price and accept each order. It keeps them in memory per tenant with
-- the tenant's catalogue version, and reads only the version while it stays the same. Every change
-- to one of those tables moves the version in its own transaction, at the commit (a deferred
-- trigger: the version row is locked only from there, after every other lock the writer takes, so
-- two writers of one tenant wait for each other instead of deadlocking), once per tenant and
-- transaction however many rows it changed.
ALTER TABLE "tenant_catalogue_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "tenant_catalogue_versions" TO tablero_app;
--> statement-breakpoint
CREATE FUNCTION tablero_move_catalogue_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
  bound text := current_setting('app.tenant_id', true);
BEGIN
  IF current_setting('tablero.catalogue_moved', true) = changed::text THEN
    RETURN NULL;
  END IF;
  -- The API role changes only its own tenant's rows: this binds the same tenant. The owner's
  -- writes (migrations, the seed, tests) bind none, which the version's isolation would refuse.
  PERFORM set_config('app.tenant_id', changed::text, true);
  -- A tenant deleted in this transaction (its rows went with it) has no version to keep.
  INSERT INTO tenant_catalogue_versions AS v (tenant_id, version)
    SELECT changed, 1 WHERE EXISTS (SELECT 1 FROM tenants WHERE id = changed)
  ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  PERFORM set_config('app.tenant_id', coalesce(bound, ''), true);
  PERFORM set_config('tablero.catalogue_moved', changed::text, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  kept text;
BEGIN
  FOREACH kept IN ARRAY ARRAY['stores', 'store_business_hours', 'store_scheduled_closings',
    'store_exceptional_wait_times', 'store_delivery_areas', 'store_delivery_methods',
    'store_checkout_questions', 'checkout_questions', 'menus', 'tenant_settings', 'price_groups',
    'prices', 'products', 'product_modifiers', 'modifiers', 'modifier_children']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
                   'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tablero_move_catalogue_version()',
                   kept || '_catalogue_version', kept);
  END LOOP;
END $$;
