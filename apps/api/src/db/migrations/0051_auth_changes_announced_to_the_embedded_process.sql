-- On the embedded database there is one process, and it hears a NOTIFY of its own commit before
-- that commit returns: it counts the tenant's auth changes from them instead of reading
-- auth_versions on every request (what PostgreSQL's several processes must do, see 0047).
CREATE OR REPLACE FUNCTION tablero_count_auth_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  t integer := CASE TG_OP WHEN 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
BEGIN
  INSERT INTO auth_versions AS v (tenant_id, version) VALUES (t, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  PERFORM pg_notify('tablero_auth', t::text);
  RETURN NULL;
END $$;
