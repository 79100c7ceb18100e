-- Every change that can alter what a signed-in session may do (revoked session, user, roles,
-- stores, role policies) announces its tenant on channel tablero_auth once the transaction
-- commits, so every API process drops what it remembered of that tenant's sessions.
CREATE OR REPLACE FUNCTION tablero_announce_auth_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('tablero_auth', OLD.tenant_id::text);
  ELSE
    PERFORM pg_notify('tablero_auth', NEW.tenant_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER admin_users_auth_change AFTER UPDATE OR DELETE ON "admin_users"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER admin_user_roles_auth_change AFTER INSERT OR UPDATE OR DELETE ON "admin_user_roles"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER admin_user_stores_auth_change AFTER INSERT OR UPDATE OR DELETE ON "admin_user_stores"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER roles_auth_change AFTER UPDATE OR DELETE ON "roles"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER role_policies_auth_change AFTER INSERT OR UPDATE OR DELETE ON "role_policies"
  FOR EACH ROW EXECUTE FUNCTION tablero_announce_auth_change();
