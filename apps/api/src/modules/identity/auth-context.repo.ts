import { type Database, sqlLiteral } from '../../db/client.js';

export interface AuthContextRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  super_admin: boolean;
  store_ids: number[];
  roles: { id: number; name: string }[];
  /** Active policy actions of all the user's roles, as `policy:action`. */
  grants: string[];
  session_expires_at: Date | string;
}

/**
 * Everything a signed-in request needs — the live session, the user, their stores, roles and
 * active policy actions — in one statement and one round trip. It runs on every signed-in
 * request, so it is written as SQL text with checked literals (see `readInTenant`).
 */
export async function loadAuthContext(
  db: Database,
  tenantId: number,
  userId: number,
  sessionId: string,
): Promise<AuthContextRow | undefined> {
  const t = sqlLiteral(tenantId);
  const [rows] = await db.readInTenant(
    tenantId,
    `select u.id, u.name, u.email, u.phone, u.super_admin,
       (select coalesce(json_agg(us.store_id order by us.store_id), '[]')
          from admin_user_stores us where us.tenant_id = ${t} and us.admin_user_id = u.id) as store_ids,
       (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id), '[]')
          from admin_user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
          where ur.tenant_id = ${t} and ur.admin_user_id = u.id) as roles,
       (select coalesce(array_agg(distinct p.key || ':' || rp.action), '{}')
          from admin_user_roles ur
          join role_policies rp on rp.tenant_id = ur.tenant_id and rp.role_id = ur.role_id and rp.active
          join policies p on p.id = rp.policy_id
          where ur.tenant_id = ${t} and ur.admin_user_id = u.id) as grants,
       s.expires_at as session_expires_at
     from sessions s
     join admin_users u on u.tenant_id = s.tenant_id and u.id = s.admin_user_id
     where s.tenant_id = ${t} and s.id = ${sqlLiteral(sessionId)} and s.admin_user_id = ${sqlLiteral(userId)}
       and s.revoked_at is null and s.expires_at > now()`,
  );
  return rows?.[0] as AuthContextRow | undefined;
}
