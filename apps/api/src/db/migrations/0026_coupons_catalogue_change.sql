-- Custom SQL migration file, put your code below! ---- Automatic promotions are part of what the public menu shows (discount_price): a change to a
-- coupon or its stores and products announces the tenant on tablero_catalogue like the rest of
-- the catalogue (0020), so every API process forgets that tenant's remembered menus.
CREATE TRIGGER coupons_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "coupons"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER coupon_stores_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "coupon_stores"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER coupon_couponables_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "coupon_couponables"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
