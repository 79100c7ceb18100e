-- Custom SQL migration file, put your code below! --
-- A storefront's published pages are remembered like its menu and banners: a change to a page or
-- one of its versions announces the tenant on tablero_catalogue (0020), so every process forgets.
CREATE TRIGGER pages_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "pages"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER page_contents_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "page_contents"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
