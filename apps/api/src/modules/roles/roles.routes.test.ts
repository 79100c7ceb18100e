import { randomBytes } from 'node:crypto';
import { actionCatalogue, policyCatalogue, policyKeys } from '@tablero/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';

const ROLES = '/api/admin/v1/roles';
const POLICIES = '/api/admin/v1/policies';
const USERS = '/api/admin/v1/admin_users';

interface PolicyView {
  id: number;
  key: string;
  name: string;
  path: string | null;
  actions: { key: string; label: string }[];
}
interface RolePolicy {
  policy_id: number;
  key: string;
  path: string | null;
  actions: { key: string; label: string; active: boolean }[];
}
interface RoleView {
  id: number;
  name: string;
  description: string | null;
  policy_ids: number[];
  policies: RolePolicy[];
  users_count: number;
  created_at: string;
  updated_at: string;
}

let ctx: TestContext;
let admin: Client;
let adminId: number;
let betaAdmin: Client;
let catalogue: PolicyView[];
let policyId: Record<string, number>;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  adminId = (await admin.get(`${USERS}/me`)).json().id;
  betaAdmin = await superAdmin(ctx, ctx.beta);
  catalogue = (await admin.get(POLICIES)).json().data;
  policyId = Object.fromEntries(catalogue.map((p) => [p.key, p.id]));
});
afterAll(() => ctx?.close());

const uniqueName = (prefix = 'Rol') => `${prefix} ${randomBytes(3).toString('hex')}`;

async function createRole(c: Client, body: Record<string, unknown>): Promise<RoleView> {
  const response = await c.post(ROLES, body);
  if (response.statusCode !== 201) throw new Error(`role not created: ${response.body}`);
  return response.json();
}

async function roleNamed(c: Client, name: string): Promise<RoleView> {
  const roles = (await c.get(`${ROLES}?limit=100`)).json().data as RoleView[];
  const found = roles.find((r) => r.name === name);
  if (!found) throw new Error(`no role ${name}`);
  return found;
}

/** The `policies` body that sets a role exactly as it is, plus or minus some changes. */
function switchesOf(role: RoleView) {
  return role.policies.map((p) => ({
    policy_id: p.policy_id,
    actions: p.actions.map((a) => ({ key: a.key, active: a.active })),
  }));
}

const activeOf = (role: RoleView, key: string) =>
  role.policies
    .find((p) => p.key === key)
    ?.actions.filter((a) => a.active)
    .map((a) => a.key) ?? [];

function auditOf(entityId: number) {
  return ctx.db.withTenant(ctx.alpha.id, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, String(entityId))))
      .orderBy(asc(auditLog.id)),
  );
}

async function auditCount(): Promise<number> {
  const [row] = await ctx.db.withTenant(ctx.alpha.id, (tx) =>
    tx.select({ n: sql<number>`count(*)::int` }).from(auditLog),
  );
  return row?.n ?? 0;
}

async function roleCount(): Promise<number> {
  return (await admin.get(`${ROLES}?limit=1`)).json().meta.total_count;
}

describe('GET /policies', () => {
  it('lists the whole catalogue with ids, keys, paths and labelled actions', async () => {
    const response = await admin.get(POLICIES);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as PolicyView[];
    expect(data.map((p) => p.key).sort()).toEqual([...policyKeys].sort());
    expect(new Set(data.map((p) => p.id)).size).toBe(data.length);
    for (const policy of data) {
      expect(Number.isInteger(policy.id)).toBe(true);
      const definition = policyCatalogue[policy.key as keyof typeof policyCatalogue];
      expect(policy.path).toBe(definition.path);
      expect(policy.name).toBe(definition.object);
      expect(policy.actions).toEqual(
        definition.actions.map((key) => ({ key, label: actionCatalogue[key].label })),
      );
    }
  });

  it('names the actions with the labels of the spec', async () => {
    const byKey = Object.fromEntries(catalogue.map((p) => [p.key, p]));
    expect(byKey.stores?.actions).toEqual(
      expect.arrayContaining([
        { key: 'show', label: 'visualizar info' },
        { key: 'update', label: 'actualizar' },
        { key: 'payment_methods', label: 'metodos de pago' },
        { key: 'delivery_methods', label: 'metodos de envío' },
        { key: 'massive_update', label: 'actualización masiva' },
      ]),
    );
    expect(byKey.orders?.actions).toContainEqual({ key: 'export_orders', label: 'exportar informe ordenes' });
    expect(byKey.answers?.actions).toContainEqual({ key: 'nps_results', label: 'resultados NPS' });
    expect(byKey.auth_credentials?.path).toBeNull();
  });

  it('is refused to a user who may not see roles', async () => {
    const cc = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const response = await cc.client.get(POLICIES);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 401,
      message: 'Para ver roles debes tener acceso al mantenedor de roles',
    });
  });
});

describe('GET /roles', () => {
  it('lists the five roles of the spec with their users and the paging meta', async () => {
    const response = await admin.get(`${ROLES}?query=CC`);
    expect(response.statusCode).toBe(200);
    expect((response.json().data as RoleView[]).map((r) => r.name)).toEqual(['admin cc', 'user cc']);
    const all = (await admin.get(`${ROLES}?limit=100`)).json();
    expect(all.data.map((r: RoleView) => r.name)).toEqual(
      expect.arrayContaining(['admin', 'user kds', 'admin kds', 'user cc', 'admin cc']),
    );
    expect(all.data.find((r: RoleView) => r.name === 'admin').users_count).toBeGreaterThanOrEqual(1);
    const paged = (await admin.get(`${ROLES}?limit=2&page=1`)).json();
    expect(paged.data).toHaveLength(2);
    expect(paged.meta).toMatchObject({ page: 1, limit: 2, total_count: all.meta.total_count, next_page: 2 });
  });

  it('counts exactly the users holding each role, in the list and in the role', async () => {
    const held = await createRole(admin, { name: uniqueName('Contado'), policy_ids: [policyId.orders] });
    const unheld = await createRole(admin, {
      name: uniqueName('Sin usuarios'),
      policy_ids: [policyId.orders],
    });
    await userWith(ctx, ctx.alpha, { roleIds: [held.id] });
    await userWith(ctx, ctx.alpha, { roleIds: [held.id, unheld.id] });
    await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const listed = (await admin.get(`${ROLES}?limit=100`)).json().data as RoleView[];
    expect(listed.find((r) => r.id === held.id)?.users_count).toBe(2);
    expect(listed.find((r) => r.id === unheld.id)?.users_count).toBe(1);
    expect((await admin.get(`${ROLES}/${held.id}`)).json().users_count).toBe(2);
  });

  it('searches by name and lists only the tenant’s roles', async () => {
    const name = uniqueName('Solo Beta');
    await createRole(betaAdmin, { name, policy_ids: [policyId.orders] });
    expect((await admin.get(`${ROLES}?query=${encodeURIComponent(name)}`)).json().data).toEqual([]);
    const inBeta = (await betaAdmin.get(`${ROLES}?query=${encodeURIComponent(name.toUpperCase())}`)).json();
    expect(inBeta.data.map((r: RoleView) => r.name)).toEqual([name]);
  });
});

describe('POST /roles', () => {
  it('creates a role with every action of the policies named by policy_ids', async () => {
    const name = uniqueName('Editor');
    const response = await admin.post(ROLES, {
      name,
      description: 'Edita el catálogo',
      policy_ids: [policyId.products, policyId.stores],
    });
    expect(response.statusCode).toBe(201);
    const role = response.json() as RoleView;
    expect(role).toMatchObject({ name, description: 'Edita el catálogo', users_count: 0 });
    expect(role.policy_ids).toEqual([policyId.products, policyId.stores].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(activeOf(role, 'products')).toEqual(['show', 'create', 'update', 'delete']);
    expect(activeOf(role, 'stores')).toEqual([...policyCatalogue.stores.actions]);
    const stores = role.policies.find((p) => p.key === 'stores');
    expect(stores).toMatchObject({ policy_id: policyId.stores, path: '/stores' });
    expect(stores?.actions).toContainEqual({
      key: 'payment_methods',
      label: 'metodos de pago',
      active: true,
    });
    expect((await admin.get(`${ROLES}/${role.id}`)).json()).toEqual(role);
  });

  it('creates a role with actions switched one by one', async () => {
    const role = await createRole(admin, {
      name: uniqueName('Lector'),
      policies: [
        {
          policy_id: policyId.orders,
          actions: [
            { key: 'show', active: true },
            { key: 'export_orders', active: true },
            { key: 'update', active: false },
          ],
        },
        { policy_id: policyId.coupons, actions: [{ key: 'show', active: false }] },
      ],
    });
    expect(activeOf(role, 'orders')).toEqual(['show', 'export_orders']);
    expect(role.policies.find((p) => p.key === 'orders')?.actions).toEqual(
      policyCatalogue.orders.actions.map((key) => ({
        key,
        label: actionCatalogue[key].label,
        active: key === 'show' || key === 'export_orders',
      })),
    );
    // A policy with no action on is not one of the role's policy ids.
    expect(role.policy_ids).toEqual([policyId.orders]);
    expect(role.description).toBeNull();
  });

  it('lets the per-action switches win over policy_ids for the policies they name', async () => {
    const role = await createRole(admin, {
      name: uniqueName('Mixto'),
      policy_ids: [policyId.coupons, policyId.banners],
      policies: [{ policy_id: policyId.coupons, actions: [{ key: 'show', active: true }] }],
    });
    expect(activeOf(role, 'coupons')).toEqual(['show']);
    expect(activeOf(role, 'banners')).toEqual(['show', 'create', 'update', 'delete']);
  });

  it('rejects an unknown policy id naming the field, and creates nothing', async () => {
    const before = { roles: await roleCount(), audit: await auditCount() };
    const name = uniqueName('Inválido');
    const byIds = await admin.post(ROLES, { name, policy_ids: [policyId.orders, 999999] });
    expectValidationError(byIds, [{ field: 'policy_ids.1', message: 'El campo policy_ids es inválido' }]);
    const bySwitches = await admin.post(ROLES, {
      name,
      policies: [{ policy_id: 999999, actions: [{ key: 'show', active: true }] }],
    });
    expectValidationError(bySwitches, [{ field: 'policies.0.policy_id' }]);
    expect(await roleCount()).toBe(before.roles);
    expect(await auditCount()).toBe(before.audit);
  });

  it('rejects an action key the policy does not have, naming the field', async () => {
    const before = await roleCount();
    const response = await admin.post(ROLES, {
      name: uniqueName('Acción'),
      policies: [
        { policy_id: policyId.orders, actions: [{ key: 'show', active: true }] },
        {
          policy_id: policyId.coupons,
          actions: [
            { key: 'show', active: true },
            { key: 'massive_update', active: true },
            { key: 'volar', active: false },
          ],
        },
      ],
    });
    expectValidationError(response, [
      { field: 'policies.1.actions.1.key' },
      { field: 'policies.1.actions.2.key' },
    ]);
    expect(await roleCount()).toBe(before);
  });

  it('rejects an action or a policy sent twice, naming the field', async () => {
    const before = await roleCount();
    const response = await admin.post(ROLES, {
      name: uniqueName('Doble'),
      policies: [
        {
          policy_id: policyId.orders,
          actions: [
            { key: 'show', active: true },
            { key: 'show', active: false },
          ],
        },
      ],
    });
    expectValidationError(response, [{ field: 'policies.0.actions.1.key' }]);
    const twice = await admin.post(ROLES, {
      name: uniqueName('Doble'),
      policies: [
        { policy_id: policyId.orders, actions: [{ key: 'show', active: true }] },
        { policy_id: policyId.orders, actions: [{ key: 'update', active: true }] },
      ],
    });
    expectValidationError(twice, [{ field: 'policies.1.policy_id' }]);
    expect(await roleCount()).toBe(before);
  });

  it('rejects the name of a role the tenant already has', async () => {
    const before = { roles: await roleCount(), audit: await auditCount() };
    const response = await admin.post(ROLES, { name: 'admin cc', policy_ids: [policyId.orders] });
    expectValidationError(response, [{ field: 'name', message: 'Ya existe un rol con ese nombre' }]);
    expect(await roleCount()).toBe(before.roles);
    expect(await auditCount()).toBe(before.audit);
  });

  it('accepts the name of a role of another tenant', async () => {
    const name = uniqueName('Compartido');
    await createRole(betaAdmin, { name });
    expect((await admin.post(ROLES, { name })).statusCode).toBe(201);
  });

  it.each([
    ['requires the name', {}, 'name', 'El campo name es requerido'],
    ['requires a blank name to be filled', { name: '' }, 'name', 'El campo name es requerido'],
    [
      'rejects spaces around the name',
      { name: ' admin' },
      'name',
      'El campo name: Espacios al inicio o al final no son admitidos',
    ],
    [
      'rejects a name over 60 characters',
      { name: 'r'.repeat(61) },
      'name',
      'El campo name debe tener máximo 60 caracteres',
    ],
    [
      'rejects a policy id that is not a number',
      { name: 'Ok', policy_ids: ['x'] },
      'policy_ids.0',
      undefined,
    ],
    ['rejects an unknown field', { name: 'Ok', stores_all: true }, 'stores_all', undefined],
  ])('%s', async (_rule, body, field, message) => {
    expectValidationError(await admin.post(ROLES, body), [{ field, ...(message ? { message } : {}) }]);
  });

  it('records the creation in the audit log', async () => {
    const role = await createRole(admin, { name: uniqueName('Auditado'), policy_ids: [policyId.drivers] });
    const rows = await auditOf(role.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', adminUserId: adminId, before: null });
    expect(rows[0]?.after).toMatchObject({ id: role.id, name: role.name, policy_ids: [policyId.drivers] });
  });
});

describe('PATCH /roles/:id', () => {
  it('changes only the fields sent', async () => {
    const role = await createRole(admin, {
      name: uniqueName('Parcial'),
      description: 'Antes',
      policy_ids: [policyId.menus],
    });
    const renamed = await admin.patch(`${ROLES}/${role.id}`, { name: `${role.name} bis` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: `${role.name} bis`,
      description: 'Antes',
      policy_ids: role.policy_ids,
      policies: role.policies,
    });
    const cleared = await admin.patch(`${ROLES}/${role.id}`, { description: null });
    expect(cleared.json()).toMatchObject({
      name: `${role.name} bis`,
      description: null,
      policies: role.policies,
    });
  });

  it('replaces the policies with the ones sent', async () => {
    const role = await createRole(admin, { name: uniqueName('Reemplazo'), policy_ids: [policyId.menus] });
    const response = await admin.patch(`${ROLES}/${role.id}`, {
      policies: [{ policy_id: policyId.kpi, actions: [{ key: 'summary', active: true }] }],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as RoleView;
    expect(updated.policy_ids).toEqual([policyId.kpi]);
    expect(activeOf(updated, 'kpi')).toEqual(['summary']);
    expect(activeOf(updated, 'menus')).toEqual([]);
    const emptied = (await admin.patch(`${ROLES}/${role.id}`, { policy_ids: [] })).json() as RoleView;
    expect(emptied.policy_ids).toEqual([]);
  });

  it('accepts what GET answers, sent back as it is', async () => {
    const role = await createRole(admin, {
      name: uniqueName('Vuelta'),
      policies: [{ policy_id: policyId.orders, actions: [{ key: 'show', active: true }] }],
    });
    const fetched = (await admin.get(`${ROLES}/${role.id}`)).json() as RoleView;
    const response = await admin.patch(`${ROLES}/${role.id}`, { ...fetched, description: 'Vuelta completa' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...fetched,
      description: 'Vuelta completa',
      updated_at: expect.any(String),
    });
  });

  it('rejects the name of another role, an unknown policy or action, and changes nothing', async () => {
    const role = await createRole(admin, { name: uniqueName('Intacto'), policy_ids: [policyId.pages] });
    const before = await auditCount();
    expectValidationError(await admin.patch(`${ROLES}/${role.id}`, { name: 'user kds' }), [
      { field: 'name', message: 'Ya existe un rol con ese nombre' },
    ]);
    expectValidationError(
      await admin.patch(`${ROLES}/${role.id}`, { name: 'Otro nombre', policy_ids: [999999] }),
      [{ field: 'policy_ids.0' }],
    );
    expectValidationError(
      await admin.patch(`${ROLES}/${role.id}`, {
        policies: [{ policy_id: policyId.pages, actions: [{ key: 'export_orders', active: true }] }],
      }),
      [{ field: 'policies.0.actions.0.key' }],
    );
    expect((await admin.get(`${ROLES}/${role.id}`)).json()).toEqual(role);
    expect(await auditCount()).toBe(before);
  });

  it('records the difference in the audit log', async () => {
    const role = await createRole(admin, {
      name: uniqueName('Diferencia'),
      description: 'Igual',
      policy_ids: [policyId.polls],
    });
    await admin.patch(`${ROLES}/${role.id}`, { name: `${role.name} 2` });
    const rows = await auditOf(role.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]).toMatchObject({
      adminUserId: adminId,
      before: { name: role.name },
      after: { name: `${role.name} 2` },
    });
    expect(rows[1]?.before).not.toHaveProperty('description');
    expect(rows[1]?.before).not.toHaveProperty('policies');
  });
});

describe('DELETE /roles/:id', () => {
  it('deletes the role, takes it from its users and records it', async () => {
    const role = await createRole(admin, { name: uniqueName('Efímero'), policy_ids: [policyId.drivers] });
    const holder = await userWith(ctx, ctx.alpha, { roleIds: [role.id] });
    expect((await holder.client.get('/api/admin/v1/admin_users/me')).json().roles).toEqual([
      { id: role.id, name: role.name },
    ]);
    const response = await admin.delete(`${ROLES}/${role.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Rol eliminado.' });
    expect((await admin.get(`${ROLES}/${role.id}`)).statusCode).toBe(404);
    const me = (await holder.client.get('/api/admin/v1/admin_users/me')).json();
    expect(me.roles).toEqual([]);
    expect(me.policies).toEqual([]);
    const rows = await auditOf(role.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(rows[1]).toMatchObject({ before: { id: role.id, name: role.name, users_count: 1 }, after: null });
  });
});

describe('another tenant’s role', () => {
  it('is not found by GET, PATCH or DELETE, and stays as it was', async () => {
    const other = await createRole(betaAdmin, { name: uniqueName('De Beta'), policy_ids: [policyId.orders] });
    const before = await auditCount();
    for (const response of [
      await admin.get(`${ROLES}/${other.id}`),
      await admin.patch(`${ROLES}/${other.id}`, { name: 'Robado', policy_ids: [policyId.admin_users] }),
      await admin.delete(`${ROLES}/${other.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 1002, message: 'El recurso solicitado no existe' });
    }
    expect((await betaAdmin.get(`${ROLES}/${other.id}`)).json()).toEqual(other);
    expect(await auditCount()).toBe(before);
  });
});

describe('a role’s change', () => {
  it('is refused to a user without the roles policy', async () => {
    const cc = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const role = await roleNamed(admin, 'user cc');
    const response = await cc.client.patch(`${ROLES}/${role.id}`, { policy_ids: [policyId.admin_users] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 401,
      message: 'Para actualizar roles debes tener acceso al mantenedor de roles',
    });
    expect((await cc.client.post(ROLES, { name: 'Propio' })).statusCode).toBe(403);
    expect((await cc.client.delete(`${ROLES}/${role.id}`)).statusCode).toBe(403);
    expect((await admin.get(`${ROLES}/${role.id}`)).json()).toEqual(role);
  });

  it('shows on /admin_users/me only the policies with an active action and a path', async () => {
    const cc = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const me = (await cc.client.get('/api/admin/v1/admin_users/me')).json();
    expect(me.roles.map((r: { name: string }) => r.name)).toEqual(['user cc']);
    expect(me.super_admin).toBe(false);
    const byKey = Object.fromEntries(
      (me.policies as { key: string; path: string; actions: { key: string; active: boolean }[] }[]).map(
        (p) => [p.key, p],
      ),
    );
    expect(Object.keys(byKey).sort()).toEqual(['coupons', 'orders', 'stores']);
    expect(byKey.coupons).toEqual({
      key: 'coupons',
      path: '/coupons',
      actions: [
        { key: 'show', label: 'visualizar info', active: true },
        { key: 'create', label: 'crear', active: false },
        { key: 'update', label: 'actualizar', active: false },
        { key: 'delete', label: 'eliminar', active: false },
      ],
    });
    for (const policy of me.policies) {
      expect(policy.path).toMatch(/^\//);
      expect(policy.actions.some((a: { active: boolean }) => a.active)).toBe(true);
    }
  });

  it('leaves out of /admin_users/me a policy without a path or with every action off', async () => {
    const role = await createRole(admin, {
      name: uniqueName('Sin Ruta'),
      policies: [
        { policy_id: policyId.auth_credentials, actions: [{ key: 'show', active: true }] },
        { policy_id: policyId.menus, actions: [{ key: 'show', active: false }] },
        { policy_id: policyId.drivers, actions: [{ key: 'update', active: true }] },
      ],
    });
    const user = await userWith(ctx, ctx.alpha, { roleIds: [role.id] });
    const me = (await user.client.get('/api/admin/v1/admin_users/me')).json();
    expect(me.policies.map((p: { key: string }) => p.key)).toEqual(['drivers']);
  });

  it('takes effect on the next request of a user holding the role', async () => {
    const cc = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const role = await roleNamed(admin, 'user cc');
    const refused = await cc.client.get(USERS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 401,
      message: 'Para ver usuarios debes tener acceso al mantenedor de usuarios',
    });

    const granted = await admin.patch(`${ROLES}/${role.id}`, {
      policies: [
        ...switchesOf(role),
        { policy_id: policyId.admin_users, actions: [{ key: 'show', active: true }] },
      ],
    });
    expect(granted.statusCode).toBe(200);
    expect(activeOf(granted.json(), 'admin_users')).toEqual(['show']);

    // The same access token, no new sign-in.
    const list = await cc.client.get(USERS);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total_count).toBeGreaterThan(0);
    const create = await cc.client.post(USERS, {
      name: 'No Debería',
      email: `${randomBytes(4).toString('hex')}@tablero.test`,
      phone: '+56912345678',
      role_ids: [role.id],
      store_ids: [1],
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({
      code: 401,
      message: 'Para crear usuarios debes tener acceso al mantenedor de usuarios',
    });
    const me = (await cc.client.get('/api/admin/v1/admin_users/me')).json();
    expect(me.policies.map((p: { key: string }) => p.key)).toContain('admin_users');

    // Taking it back closes the door again, and the rest of the role is as it was.
    const restored = await admin.patch(`${ROLES}/${role.id}`, { policies: switchesOf(role) });
    expect(restored.json().policies).toEqual(role.policies);
    expect((await cc.client.get(USERS)).statusCode).toBe(403);
  });

  it('takes effect for a user of another role only when it is theirs', async () => {
    const kds = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    const role = await createRole(admin, { name: uniqueName('Ajeno'), policy_ids: [policyId.admin_users] });
    expect((await kds.client.get(USERS)).statusCode).toBe(403);
    await admin.patch(`${USERS}/${kds.id}`, { role_ids: [role.id] });
    expect((await kds.client.get(USERS)).statusCode).toBe(200);
  });
});
