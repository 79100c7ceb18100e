-- Everything a signed-in request needs about its session in one call: the live session, the
-- user, their stores, roles and active policy actions. A plpgsql function keeps its query plan
-- for the life of the connection, where the same text sent each time was planned each time.
-- It runs with the caller's rights (not SECURITY DEFINER): it binds the tenant and the API role
-- for the calling statement only, and row-level security applies to everything it reads.
CREATE OR REPLACE FUNCTION auth_context(p_tenant integer, p_user integer, p_session uuid)
RETURNS TABLE (
  id integer,
  name text,
  email text,
  phone text,
  super_admin boolean,
  store_ids integer[],
  roles json,
  grants text[],
  session_expires_at timestamptz
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant::text, true);
  PERFORM set_config('role', 'tablero_app', true);
  RETURN QUERY
  SELECT u.id, u.name, u.email, u.phone, u.super_admin,
    (SELECT coalesce(array_agg(us.store_id ORDER BY us.store_id), '{}')
       FROM admin_user_stores us WHERE us.tenant_id = p_tenant AND us.admin_user_id = u.id),
    (SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.id), '[]')
       FROM admin_user_roles ur JOIN roles r ON r.tenant_id = ur.tenant_id AND r.id = ur.role_id
       WHERE ur.tenant_id = p_tenant AND ur.admin_user_id = u.id),
    (SELECT coalesce(array_agg(DISTINCT p.key || ':' || rp.action), '{}')
       FROM admin_user_roles ur
       JOIN role_policies rp ON rp.tenant_id = ur.tenant_id AND rp.role_id = ur.role_id AND rp.active
       JOIN policies p ON p.id = rp.policy_id
       WHERE ur.tenant_id = p_tenant AND ur.admin_user_id = u.id),
    s.expires_at
  FROM sessions s
  JOIN admin_users u ON u.tenant_id = s.tenant_id AND u.id = s.admin_user_id
  WHERE s.tenant_id = p_tenant AND s.id = p_session AND s.admin_user_id = p_user
    AND s.revoked_at IS NULL AND s.expires_at > now();
END $$;
