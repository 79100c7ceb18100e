-- Custom SQL migration file, put your code below! --
-- Banners, their stores and pictures, and pop-ups bind even their owner to row-level security
-- (ARCHITECTURE.md rule 2), and the API role may use them (as in 0013).
ALTER TABLE "banners" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "banner_stores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "banner_pictures" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "pop_ups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "banners" TO tablero_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "banner_stores" TO tablero_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "banner_pictures" TO tablero_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "pop_ups" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "banners_id_seq" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "pop_ups_id_seq" TO tablero_app;
--> statement-breakpoint
-- What a storefront shows is remembered like its menu: a change to a banner, its stores or pictures,
-- or a pop-up announces the tenant on tablero_catalogue (0020), so every process forgets its answers.
CREATE TRIGGER banners_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "banners"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER banner_stores_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "banner_stores"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER banner_pictures_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "banner_pictures"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER pop_ups_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "pop_ups"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_catalogue_change();
