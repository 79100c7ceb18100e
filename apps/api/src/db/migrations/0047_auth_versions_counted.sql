-- Auth versions bind even their owner to row-level security; the API role counts through the
-- triggers below (as in 0031).
ALTER TABLE "auth_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "auth_versions" TO tablero_app;
--> statement-breakpoint
-- Every change that can alter what a signed-in session may do (a revoked session, a user, their
-- roles and stores, a role's policies) moves its tenant's auth version when it is written. The
-- version is read by a request after it arrived, so a change committed before then is seen by the
-- very next request on every API process: no process trusts what it remembers without asking.
-- (Until now a NOTIFY announced the change, and a process that had not yet heard it answered one
-- more request with what it remembered.)
CREATE FUNCTION tablero_count_auth_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auth_versions AS v (tenant_id, version)
    VALUES (CASE TG_OP WHEN 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER sessions_auth_change ON "sessions";
--> statement-breakpoint
DROP TRIGGER admin_users_auth_change ON "admin_users";
--> statement-breakpoint
DROP TRIGGER admin_user_roles_auth_change ON "admin_user_roles";
--> statement-breakpoint
DROP TRIGGER admin_user_stores_auth_change ON "admin_user_stores";
--> statement-breakpoint
DROP TRIGGER roles_auth_change ON "roles";
--> statement-breakpoint
DROP TRIGGER role_policies_auth_change ON "role_policies";
--> statement-breakpoint
DROP FUNCTION tablero_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION tablero_count_auth_change();
--> statement-breakpoint
CREATE TRIGGER admin_users_auth_change AFTER UPDATE OR DELETE ON "admin_users"
  FOR EACH ROW EXECUTE FUNCTION tablero_count_auth_change();
--> statement-breakpoint
CREATE TRIGGER admin_user_roles_auth_change AFTER INSERT OR UPDATE OR DELETE ON "admin_user_roles"
  FOR EACH ROW EXECUTE FUNCTION tablero_count_auth_change();
--> statement-breakpoint
CREATE TRIGGER admin_user_stores_auth_change AFTER INSERT OR UPDATE OR DELETE ON "admin_user_stores"
  FOR EACH ROW EXECUTE FUNCTION tablero_count_auth_change();
--> statement-breakpoint
CREATE TRIGGER roles_auth_change AFTER UPDATE OR DELETE ON "roles"
  FOR EACH ROW EXECUTE FUNCTION tablero_count_auth_change();
--> statement-breakpoint
CREATE TRIGGER role_policies_auth_change AFTER INSERT OR UPDATE OR DELETE ON "role_policies"
  FOR EACH ROW EXECUTE FUNCTION tablero_count_auth_change();
--> statement-breakpoint
-- The auth versions of several tenants in one call (one statement per tenant inside it, each bound
-- to its tenant by row-level security as the API role); a tenant with no change yet is version 0.
CREATE FUNCTION auth_versions_of(p_tenants integer[])
RETURNS TABLE (tenant_id integer, version bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  t integer;
BEGIN
  PERFORM set_config('role', 'tablero_app', true);
  FOREACH t IN ARRAY p_tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    RETURN QUERY SELECT t, coalesce((SELECT v.version FROM auth_versions v WHERE v.tenant_id = t), 0);
  END LOOP;
END $$;
