-- Custom SQL migration file, put your code below! --
-- A store's catalogue feed binds even its owner to row-level security (ARCHITECTURE.md rule 2),
-- and the API role may use it (as in 0013).
ALTER TABLE "catalogue_feeds" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "catalogue_feeds" TO tablero_app;
--> statement-breakpoint
-- The public feed address names no tenant, only its token: this global table says which tenant
-- a token's hash belongs to, so the route can bind that tenant before reading the feed under its
-- row-level security. It holds no tenant data (a hash and a tenant id), the API role only reads
-- it, and the trigger below, running as the owner, is its only writer: a request of one tenant
-- cannot point a hash at another.
COMMENT ON TABLE "catalogue_feed_tokens" IS 'global: which tenant a catalogue feed token hash belongs to; written only by the catalogue_feeds trigger';
--> statement-breakpoint
GRANT SELECT ON "catalogue_feed_tokens" TO tablero_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tablero_catalogue_feed_tokens() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM catalogue_feed_tokens WHERE token_hash = OLD.token_hash AND tenant_id = OLD.tenant_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalogue_feed_tokens (token_hash, tenant_id) VALUES (NEW.token_hash, NEW.tenant_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION tablero_catalogue_feed_tokens() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER catalogue_feeds_tokens AFTER INSERT OR UPDATE OF token_hash, tenant_id OR DELETE ON "catalogue_feeds"
  FOR EACH ROW EXECUTE FUNCTION tablero_catalogue_feed_tokens();
