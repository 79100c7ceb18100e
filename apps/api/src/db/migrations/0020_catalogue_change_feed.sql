-- Every change to what a storefront's public menu is made of (menus, price groups, prices,
-- products and their pictures, stores and the menu they sell) announces its tenant on channel
-- tablero_catalogue once the transaction commits, so every API process forgets the public menus
-- it remembered for that tenant.
CREATE OR REPLACE FUNCTION tablero_announce_catalogue_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('tablero_catalogue', OLD.tenant_id::text);
  ELSE
    PERFORM pg_notify('tablero_catalogue', NEW.tenant_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER menus_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "menus"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER price_groups_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "price_groups"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER prices_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "prices"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER product_pictures_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "product_pictures"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER pictures_catalogue_change AFTER UPDATE OR DELETE ON "pictures"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER stores_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "stores"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
