-- The role request transactions run as: no superuser, no owner, so row-level security binds it.
-- Roles belong to the whole server: another database may have made it already.
DO $$ BEGIN
  CREATE ROLE tablero_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
EXCEPTION WHEN duplicate_object THEN
  BEGIN
    ALTER ROLE tablero_app LOGIN NOSUPERUSER NOBYPASSRLS;
  EXCEPTION WHEN insufficient_privilege THEN NULL;
  END;
END $$;
--> statement-breakpoint
COMMENT ON TABLE "tenants" IS 'global: one row per tenant (brand); the API role only reads it';
--> statement-breakpoint
COMMENT ON TABLE "policies" IS 'global: the policy catalogue, synchronised from packages/domain';
--> statement-breakpoint
ALTER TABLE "stores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "admin_users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "admin_user_roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "admin_user_stores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_policies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO tablero_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tablero_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tablero_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO tablero_app;
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON "tenants", "policies" FROM tablero_app;
--> statement-breakpoint
REVOKE UPDATE, DELETE ON "audit_log" FROM tablero_app;
