import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  type Client,
  client,
  expectValidationError,
  signIn,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';

const USERS = '/api/admin/v1/admin_users';
const PASSWORD = 'Clave-Nueva-2026';
const phoneMessage = 'El campo phone debe incluir el código de país (11 dígitos, por ejemplo +56912345678)';

let ctx: TestContext;
let admin: Client;
let adminId: number;
let roleIds: Record<string, number>;
let storeIds: number[];
let betaAdmin: Client;
let betaRoleIds: Record<string, number>;
let betaStoreIds: number[];

async function rolesOf(c: Client): Promise<Record<string, number>> {
  const roles = (await c.get('/api/admin/v1/roles?limit=100')).json().data as { id: number; name: string }[];
  return Object.fromEntries(roles.map((r) => [r.name, r.id]));
}

async function storesOf(c: Client): Promise<number[]> {
  return ((await c.get('/api/admin/v1/stores?limit=100')).json().data as { id: number }[]).map((s) => s.id);
}

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  adminId = (await admin.get(`${USERS}/me`)).json().id;
  roleIds = await rolesOf(admin);
  storeIds = await storesOf(admin);
  betaAdmin = await superAdmin(ctx, ctx.beta);
  betaRoleIds = await rolesOf(betaAdmin);
  betaStoreIds = await storesOf(betaAdmin);
});
afterAll(() => ctx?.close());

const uniqueEmail = (prefix = 'nuevo') => `${prefix}.${randomBytes(4).toString('hex')}@tablero.test`;

function newUser(change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ana Pérez',
    email: uniqueEmail(),
    phone: '+56912345678',
    password: PASSWORD,
    role_ids: [roleIds['user cc']],
    store_ids: [storeIds[0]],
    ...change,
  };
}

async function create(c: Client, change: Record<string, unknown> = {}) {
  const response = await c.post(USERS, newUser(change));
  if (response.statusCode !== 201) throw new Error(`user not created: ${response.body}`);
  return response.json() as { id: number; email: string; name: string; [key: string]: unknown };
}

function auditOf(tenant: TenantRecord, entityId: number) {
  return ctx.db.withTenant(tenant.id, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'admin_user'), eq(auditLog.entityId, String(entityId))))
      .orderBy(asc(auditLog.id)),
  );
}

async function auditCount(tenant: TenantRecord): Promise<number> {
  const [row] = await ctx.db.withTenant(tenant.id, (tx) =>
    tx.select({ n: sql<number>`count(*)::int` }).from(auditLog),
  );
  return row?.n ?? 0;
}

async function userCount(tenant: TenantRecord): Promise<number> {
  const c = tenant.id === ctx.alpha.id ? admin : betaAdmin;
  return (await c.get(`${USERS}?limit=1`)).json().meta.total_count;
}

const signInStatus = async (email: string, password: string) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/sign-in',
      headers: { tenant: 'alpha' },
      payload: { email, password },
    })
  ).statusCode;

describe('GET /admin_users', () => {
  it('answers a page of users with the paging meta of API.md', async () => {
    const tag = `Paginado ${randomBytes(3).toString('hex')}`;
    for (const n of [1, 2, 3]) await create(admin, { name: `${tag} ${n}` });
    const first = await admin.get(`${USERS}?query=${encodeURIComponent(tag)}&limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ page: 1, limit: 2, total_count: 3, total_pages: 2, next_page: 2 });
    expect(first.json().data.map((u: { name: string }) => u.name)).toEqual([`${tag} 1`, `${tag} 2`]);
    const last = await admin.get(`${USERS}?query=${encodeURIComponent(tag)}&limit=2&page=2`);
    expect(last.json().meta).toEqual({ page: 2, limit: 2, total_count: 3, total_pages: 2, next_page: null });
    expect(last.json().data.map((u: { name: string }) => u.name)).toEqual([`${tag} 3`]);
  });

  it('shows each user as GET shows them, instants truncated to the millisecond', async () => {
    const tag = `Como GET ${randomBytes(3).toString('hex')}`;
    const member = await create(admin, {
      name: `${tag} 1`,
      role_ids: [roleIds['user cc'], roleIds['admin cc']],
      store_ids: [storeIds[1], storeIds[0]],
    });
    const alone = await create(admin, { name: `${tag} 2` });
    await ctx.db.executeOwnerSql(
      `update admin_users set created_at = '2026-03-04 05:06:07.891999+00',
        updated_at = '2026-07-01 23:59:59.000001-04' where id = $1`,
      [member.id],
    );
    await ctx.db.executeOwnerSql('delete from admin_user_roles where admin_user_id = $1', [alone.id]);
    await ctx.db.executeOwnerSql('delete from admin_user_stores where admin_user_id = $1', [alone.id]);
    const listed = (await admin.get(`${USERS}?query=${encodeURIComponent(tag)}`)).json().data;
    const shown = await Promise.all(
      listed.map(async (u: { id: number }) => (await admin.get(`${USERS}/${u.id}`)).json()),
    );
    expect(listed).toEqual(shown);
    expect(listed[0]).toMatchObject({
      created_at: '2026-03-04T05:06:07.891Z',
      updated_at: '2026-07-02T03:59:59.000Z',
    });
    expect(listed[1]).toMatchObject({ role_ids: [], store_ids: [], roles: [] });
  });

  it('defaults to page 1 of 25 and refuses a limit over 100', async () => {
    const response = await admin.get(USERS);
    expect(response.json().meta).toMatchObject({ page: 1, limit: 25, next_page: null });
    const tooMany = await admin.get(`${USERS}?limit=101`);
    expectValidationError(tooMany, [{ field: 'limit' }]);
  });

  it('searches the name and the email without regard to case', async () => {
    const user = await create(admin, { name: 'Bernardita Quiroga', email: uniqueEmail('bquiroga') });
    const byName = (await admin.get(`${USERS}?query=BERNARDITA%20quir`)).json();
    expect(byName.data.map((u: { id: number }) => u.id)).toEqual([user.id]);
    const byEmail = (await admin.get(`${USERS}?query=${user.email.slice(0, 12).toUpperCase()}`)).json();
    expect(byEmail.data.map((u: { id: number }) => u.id)).toEqual([user.id]);
    const none = (await admin.get(`${USERS}?query=nadie-se-llama-asi`)).json();
    expect(none).toMatchObject({ data: [], meta: { total_count: 0, total_pages: 0, next_page: null } });
  });

  it('keeps the users holding a role, working in a store, or both', async () => {
    const tag = `Filtro ${randomBytes(3).toString('hex')}`;
    const cashier = await create(admin, {
      name: `${tag} caja`,
      role_ids: [roleIds['user cc']],
      store_ids: [storeIds[0]],
    });
    const chef = await create(admin, {
      name: `${tag} cocina`,
      role_ids: [roleIds['user kds']],
      store_ids: [storeIds[0], storeIds[1]],
    });
    const elsewhere = await create(admin, {
      name: `${tag} otra`,
      role_ids: [roleIds['user cc']],
      store_ids: [storeIds[1]],
    });
    const ids = async (filters: string) =>
      (
        (await admin.get(`${USERS}?query=${encodeURIComponent(tag)}&${filters}`)).json().data as {
          id: number;
        }[]
      ).map((u) => u.id);
    expect(await ids(`role_id=${roleIds['user cc']}`)).toEqual([cashier.id, elsewhere.id]);
    expect(await ids(`store_id=${storeIds[0]}`)).toEqual([cashier.id, chef.id]);
    expect(await ids(`role_id=${roleIds['user cc']}&store_id=${storeIds[1]}`)).toEqual([elsewhere.id]);
    expect(await ids(`role_id=${betaRoleIds['user cc']}`)).toEqual([]);
    expectValidationError(await admin.get(`${USERS}?role_id=cero`), [{ field: 'role_id' }]);
  });

  it('takes % and _ in the search as plain text', async () => {
    expect((await admin.get(`${USERS}?query=%25`)).json().meta.total_count).toBe(0);
    expect((await admin.get(`${USERS}?query=_`)).json().meta.total_count).toBe(0);
  });

  it('lists only the users of the tenant', async () => {
    const name = `Solo Beta ${randomBytes(3).toString('hex')}`;
    await create(betaAdmin, {
      name,
      role_ids: [betaRoleIds['user cc']],
      store_ids: [betaStoreIds[0]],
    });
    const query = `?query=${encodeURIComponent(name)}`;
    expect((await admin.get(`${USERS}${query}`)).json().meta.total_count).toBe(0);
    expect((await betaAdmin.get(`${USERS}${query}`)).json().meta.total_count).toBe(1);
  });
});

describe('POST /admin_users', () => {
  it('creates a user and answers 201 with it, without the password', async () => {
    const body = newUser({ name: 'Carla Soto', role_ids: [roleIds['user cc'], roleIds['admin cc']] });
    const response = await admin.post(USERS, body);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual(
      [
        'created_at',
        'email',
        'has_password',
        'id',
        'name',
        'phone',
        'role_ids',
        'roles',
        'store_ids',
        'super_admin',
        'updated_at',
      ].sort(),
    );
    expect(user).toMatchObject({
      name: 'Carla Soto',
      email: body.email,
      phone: '+56912345678',
      super_admin: false,
      role_ids: [roleIds['user cc'], roleIds['admin cc']].sort((a, b) => (a ?? 0) - (b ?? 0)),
      store_ids: [storeIds[0]],
    });
    expect(user.roles.map((r: { name: string }) => r.name).sort()).toEqual(['admin cc', 'user cc']);
    expect(Number.isInteger(user.id)).toBe(true);
    expect(new Date(user.created_at).toISOString()).toBe(user.created_at);
    expect(response.body).not.toContain(PASSWORD);
    expect(response.body).not.toMatch(/"password(_hash)?"|argon/i);
    // What the list and the detail answer does not carry it either.
    const detail = await admin.get(`${USERS}/${user.id}`);
    expect(detail.json()).toEqual(user);
    expect(detail.body).not.toMatch(/"password(_hash)?"|argon/i);
    expect((await admin.get(`${USERS}?query=Carla%20Soto`)).body).not.toMatch(/"password(_hash)?"|argon/i);
  });

  it('lets the new user sign in with the password given', async () => {
    const user = await create(admin);
    expect(await signInStatus(user.email, PASSWORD)).toBe(200);
    expect(await signInStatus(user.email, 'otra-clave-123')).toBe(401);
  });

  it('creates a user without a password, who cannot sign in until one is set', async () => {
    const body = newUser();
    delete body.password;
    const response = await admin.post(USERS, body);
    expect(response.statusCode).toBe(201);
    expect(await signInStatus(String(body.email), PASSWORD)).toBe(401);
    await admin.patch(`${USERS}/${response.json().id}`, { password: PASSWORD });
    expect(await signInStatus(String(body.email), PASSWORD)).toBe(200);
  });

  it('keeps the email in lower case', async () => {
    const email = uniqueEmail('MAYUSCULAS').toUpperCase();
    const user = await create(admin, { email });
    expect(user.email).toBe(email.toLowerCase());
    expect(await signInStatus(email.toLowerCase(), PASSWORD)).toBe(200);
  });

  /** Spec part 2 §5 "Admin user", over HTTP: one row per rule. */
  it.each([
    ['requires the email', { email: undefined }, 'email', 'El campo email es requerido'],
    ['requires a blank email to be filled', { email: '' }, 'email', 'El campo email es requerido'],
    ['rejects an invalid email', { email: 'ana@' }, 'email', 'El campo email es inválido'],
    ['requires the name', { name: undefined }, 'name', 'El campo name es requerido'],
    ['requires a blank name to be filled', { name: '' }, 'name', 'El campo name es requerido'],
    [
      'rejects spaces around the name',
      { name: 'Ana ' },
      'name',
      'El campo name: Espacios al inicio o al final no son admitidos',
    ],
    ['requires the phone', { phone: undefined }, 'phone', 'El campo phone es requerido'],
    ['rejects a phone without the country code', { phone: '912345678' }, 'phone', phoneMessage],
    ['rejects a phone one digit short', { phone: '+5691234567' }, 'phone', phoneMessage],
    ['rejects a phone of another country', { phone: '+50612345678' }, 'phone', phoneMessage],
    ['requires the role ids', { role_ids: undefined }, 'role_ids', 'El campo role_ids es requerido'],
    ['requires at least one role', { role_ids: [] }, 'role_ids', 'El campo role_ids es requerido'],
    ['requires the store ids', { store_ids: undefined }, 'store_ids', 'El campo store_ids es requerido'],
    ['requires at least one store', { store_ids: [] }, 'store_ids', 'El campo store_ids es requerido'],
    [
      'rejects a password under 8 characters',
      { password: 'corta' },
      'password',
      'El campo password debe tener al menos 8 caracteres',
    ],
    ['rejects an unknown field', { apellido: 'Pérez' }, 'apellido', 'El campo apellido no está permitido'],
    ['rejects an unknown role id', { role_ids: [999999] }, 'role_ids', 'El campo role_ids es inválido'],
    ['rejects an unknown store id', { store_ids: [999999] }, 'store_ids', 'El campo store_ids es inválido'],
  ])('%s (422, code 1001)', async (_rule, change, field, message) => {
    const before = await userCount(ctx.alpha);
    const response = await admin.post(USERS, newUser(change));
    expectValidationError(response, [{ field, message }]);
    expect(await userCount(ctx.alpha)).toBe(before);
  });

  it('lists every failing field in one answer, the country phone rule included', async () => {
    const response = await admin.post(USERS, {
      name: ' Ana',
      email: 'no-es-email',
      phone: '+5691234567',
      password: 'corta',
      role_ids: [],
      store_ids: [],
    });
    expectValidationError(response, [
      { field: 'name' },
      { field: 'email' },
      { field: 'phone', message: phoneMessage },
      { field: 'password' },
      { field: 'role_ids' },
      { field: 'store_ids' },
    ]);
  });

  it('lists every missing field of an empty body', async () => {
    const response = await admin.post(USERS, {});
    expectValidationError(response, [
      { field: 'name', message: 'El campo name es requerido' },
      { field: 'email', message: 'El campo email es requerido' },
      { field: 'phone', message: 'El campo phone es requerido' },
      { field: 'role_ids', message: 'El campo role_ids es requerido' },
      { field: 'store_ids', message: 'El campo store_ids es requerido' },
    ]);
  });

  it('keeps a role or store id sent twice once', async () => {
    const role = roleIds['user cc'] as number;
    const store = storeIds[0] as number;
    const response = await admin.post(USERS, newUser({ role_ids: [role, role], store_ids: [store, store] }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role_ids: [role], store_ids: [store] });
    const patched = await admin.patch(`${USERS}/${response.json().id}`, { store_ids: [store, store] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().store_ids).toEqual([store]);
  });

  it('rejects an email already used in the tenant, whatever its case', async () => {
    const existing = await create(admin);
    const before = await userCount(ctx.alpha);
    const response = await admin.post(USERS, newUser({ email: existing.email.toUpperCase() }));
    expectValidationError(response, [{ field: 'email', message: 'Ya existe un usuario con ese email' }]);
    expect(await userCount(ctx.alpha)).toBe(before);
  });

  it('accepts an email used in another tenant', async () => {
    const existing = await create(betaAdmin, {
      role_ids: [betaRoleIds['user cc']],
      store_ids: [betaStoreIds[0]],
    });
    expect((await admin.post(USERS, newUser({ email: existing.email }))).statusCode).toBe(201);
  });

  it('rejects role and store ids of another tenant and creates nothing', async () => {
    const email = uniqueEmail('cruzado');
    const usersBefore = await userCount(ctx.alpha);
    const auditBefore = await auditCount(ctx.alpha);
    const response = await admin.post(
      USERS,
      newUser({ email, role_ids: [betaRoleIds.admin], store_ids: [betaStoreIds[0]] }),
    );
    expectValidationError(response, [
      { field: 'role_ids', message: 'El campo role_ids es inválido' },
      { field: 'store_ids', message: 'El campo store_ids es inválido' },
    ]);
    const mixed = await admin.post(USERS, newUser({ email, role_ids: [roleIds.admin, betaRoleIds.admin] }));
    expectValidationError(mixed, [{ field: 'role_ids' }]);
    expect(await userCount(ctx.alpha)).toBe(usersBefore);
    expect(await auditCount(ctx.alpha)).toBe(auditBefore);
    expect((await admin.get(`${USERS}?query=${email}`)).json().data).toEqual([]);
    expect(await signInStatus(email, PASSWORD)).toBe(401);
  });

  it('records the creation in the audit log, without the password', async () => {
    const user = await create(admin, { name: 'Auditada Creación' });
    const rows = await auditOf(ctx.alpha, user.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ action: 'create', adminUserId: adminId, before: null });
    expect(row?.after).toMatchObject({ id: user.id, name: 'Auditada Creación', email: user.email });
    expect(JSON.stringify(row)).not.toMatch(/argon|Clave-Nueva/);
    expect(row?.requestId).toBeTruthy();
  });

  it('leaves no audit row for an invalid write', async () => {
    const before = await auditCount(ctx.alpha);
    await admin.post(USERS, newUser({ phone: '123' }));
    await admin.post(USERS, newUser({ role_ids: [999999] }));
    const existing = await create(admin);
    const afterCreate = await auditCount(ctx.alpha);
    expect(afterCreate).toBe(before + 1);
    await admin.post(USERS, newUser({ email: existing.email }));
    await admin.patch(`${USERS}/${existing.id}`, { email: ADMIN_EMAIL });
    await admin.patch(`${USERS}/${existing.id}`, { phone: '1' });
    await admin.delete(`${USERS}/${adminId}`);
    expect(await auditCount(ctx.alpha)).toBe(afterCreate);
  });
});

describe('OpenAPI', () => {
  it('documents the body the service validates', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const post = doc.paths['/api/admin/v1/admin_users'].post;
    const schema = post.requestBody.content['application/json'].schema;
    expect([...schema.required].sort()).toEqual(['email', 'name', 'phone', 'role_ids', 'store_ids']);
    expect(post['x-policy']).toEqual({ policy: 'admin_users', action: 'create' });
    expect(doc.paths['/api/admin/v1/admin_users/{id}'].patch.requestBody).toBeDefined();
  });
});

describe('GET /admin_users/:id', () => {
  it('answers the user', async () => {
    const user = await create(admin, { name: 'Daniela Ruiz' });
    const response = await admin.get(`${USERS}/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, name: 'Daniela Ruiz', email: user.email });
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await admin.get(`${USERS}/999999`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1002, message: 'El recurso solicitado no existe' });
  });
});

describe('PATCH /admin_users/:id', () => {
  it('changes only the fields sent', async () => {
    const user = await create(admin, { name: 'Elena Vial', role_ids: [roleIds['user cc']] });
    const renamed = await admin.patch(`${USERS}/${user.id}`, { name: 'Elena Vial Ríos' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Elena Vial Ríos',
      email: user.email,
      phone: user.phone,
      role_ids: user.role_ids,
      store_ids: user.store_ids,
      super_admin: false,
    });
    const moved = await admin.patch(`${USERS}/${user.id}`, {
      role_ids: [roleIds['admin kds']],
      store_ids: [...storeIds].reverse(),
      phone: '+56987654321',
    });
    expect(moved.json()).toMatchObject({
      name: 'Elena Vial Ríos',
      email: user.email,
      phone: '+56987654321',
      role_ids: [roleIds['admin kds']],
      store_ids: [...storeIds].sort((a, b) => a - b),
    });
    expect((await admin.get(`${USERS}/${user.id}`)).json()).toEqual(moved.json());
    // The password was not sent, so it still works.
    expect(await signInStatus(user.email, PASSWORD)).toBe(200);
  });

  it('accepts what GET answers, sent back as it is, and ignores its read-only fields', async () => {
    const user = await create(admin);
    const fetched = (await admin.get(`${USERS}/${user.id}`)).json();
    const response = await admin.patch(`${USERS}/${user.id}`, { ...fetched, name: 'Vuelta Completa' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...fetched,
      name: 'Vuelta Completa',
      updated_at: expect.any(String),
    });
    const moved = await admin.patch(`${USERS}/${user.id}`, { id: user.id + 1000, created_at: 'ayer' });
    expect(moved.json()).toMatchObject({ id: user.id, created_at: user.created_at });
    // An admin who is not super admin sends back `super_admin: false` too.
    const boss = await userWith(ctx, ctx.alpha, { roleNames: ['admin'] });
    const again = (await boss.client.get(`${USERS}/${user.id}`)).json();
    const byBoss = await boss.client.patch(`${USERS}/${user.id}`, { ...again, name: 'Vuelta Del Admin' });
    expect(byBoss.statusCode).toBe(200);
    expect(byBoss.json()).toMatchObject({ name: 'Vuelta Del Admin', super_admin: false });
  });

  it('validates the fields sent, with the country phone rule', async () => {
    const user = await create(admin);
    const response = await admin.patch(`${USERS}/${user.id}`, {
      phone: '912345678',
      email: 'x',
      role_ids: [],
    });
    expectValidationError(response, [
      { field: 'email', message: 'El campo email es inválido' },
      { field: 'phone', message: phoneMessage },
      { field: 'role_ids', message: 'El campo role_ids es requerido' },
    ]);
    expect((await admin.get(`${USERS}/${user.id}`)).json()).toEqual(user);
  });

  it('rejects the email of another user of the tenant, whatever its case', async () => {
    const one = await create(admin);
    const other = await create(admin);
    const response = await admin.patch(`${USERS}/${other.id}`, { email: one.email.toUpperCase() });
    expectValidationError(response, [{ field: 'email', message: 'Ya existe un usuario con ese email' }]);
    expect((await admin.get(`${USERS}/${other.id}`)).json().email).toBe(other.email);
    // Its own email, in another case, is not a duplicate.
    const same = await admin.patch(`${USERS}/${other.id}`, { email: other.email.toUpperCase() });
    expect(same.statusCode).toBe(200);
  });

  it('rejects role and store ids of another tenant and changes nothing', async () => {
    const user = await create(admin, { name: 'Sin Cambio' });
    const response = await admin.patch(`${USERS}/${user.id}`, {
      name: 'Cambiada',
      role_ids: [betaRoleIds.admin],
      store_ids: [betaStoreIds[1]],
    });
    expectValidationError(response, [{ field: 'role_ids' }, { field: 'store_ids' }]);
    expect((await admin.get(`${USERS}/${user.id}`)).json()).toEqual(user);
    expect(await auditOf(ctx.alpha, user.id)).toHaveLength(1);
  });

  it('ends every session of the user when the password changes', async () => {
    const target = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const second = await signIn(ctx.app, 'alpha', target.email, 'Otra-Clave-2026');
    const secondClient = client(ctx.app, 'alpha', second.access);
    expect((await target.client.get(`${USERS}/me`)).statusCode).toBe(200);
    const response = await admin.patch(`${USERS}/${target.id}`, { password: PASSWORD });
    expect(response.statusCode).toBe(200);
    for (const c of [target.client, secondClient]) {
      const me = await c.get(`${USERS}/me`);
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe(1004);
    }
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/token',
      headers: { tenant: 'alpha' },
      payload: { grant_type: 'refresh_token', refresh_token: second.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(await signInStatus(target.email, 'Otra-Clave-2026')).toBe(401);
    expect(await signInStatus(target.email, PASSWORD)).toBe(200);
    // The admin who changed it keeps working.
    expect((await admin.get(`${USERS}/me`)).statusCode).toBe(200);
  });

  it('keeps the sessions of the user when the password is not changed', async () => {
    const target = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    await admin.patch(`${USERS}/${target.id}`, { name: 'Nombre Nuevo', role_ids: [roleIds['user kds']] });
    expect((await target.client.get(`${USERS}/me`)).statusCode).toBe(200);
  });

  it('records the difference in the audit log, and a password change without the password', async () => {
    const user = await create(admin, { name: 'Antes' });
    await admin.patch(`${USERS}/${user.id}`, { name: 'Después', role_ids: [roleIds['admin kds']] });
    await admin.patch(`${USERS}/${user.id}`, { password: 'Una-Clave-Distinta-1' });
    const rows = await auditOf(ctx.alpha, user.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update']);
    const rename = rows[1];
    expect(rename?.adminUserId).toBe(adminId);
    expect(rename?.before).toMatchObject({ name: 'Antes', role_ids: [roleIds['user cc']] });
    expect(rename?.after).toMatchObject({ name: 'Después', role_ids: [roleIds['admin kds']] });
    // Only what changed is kept.
    for (const snapshot of [rename?.before, rename?.after]) {
      expect(snapshot).not.toHaveProperty('email');
      expect(snapshot).not.toHaveProperty('phone');
      expect(snapshot).not.toHaveProperty('store_ids');
    }
    const password = rows[2];
    expect(password?.after).toMatchObject({ password: 'changed' });
    expect(password?.after).not.toHaveProperty('name');
    expect(JSON.stringify(password)).not.toMatch(/argon|Una-Clave/);
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await admin.patch(`${USERS}/999999`, { name: 'Nadie' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(1002);
  });
});

describe('DELETE /admin_users/:id', () => {
  it('deletes the user, ends their sessions and records it', async () => {
    const target = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const response = await admin.delete(`${USERS}/${target.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Usuario eliminado.' });
    expect((await admin.get(`${USERS}/${target.id}`)).statusCode).toBe(404);
    expect((await target.client.get(`${USERS}/me`)).statusCode).toBe(401);
    expect(await signInStatus(target.email, 'Otra-Clave-2026')).toBe(401);
    const rows = await auditOf(ctx.alpha, target.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(rows[1]).toMatchObject({ adminUserId: adminId, after: null });
    expect(rows[1]?.before).toMatchObject({ id: target.id, email: target.email });
    expect((await admin.delete(`${USERS}/${target.id}`)).statusCode).toBe(404);
  });

  it('cannot delete yourself', async () => {
    const response = await admin.delete(`${USERS}/${adminId}`);
    expectValidationError(response, [{ field: 'id', message: 'No puedes eliminar tu propio usuario' }]);
    expect((await admin.get(`${USERS}/me`)).statusCode).toBe(200);
    const self = await userWith(ctx, ctx.alpha, { roleNames: ['admin'] });
    expect((await self.client.delete(`${USERS}/${self.id}`)).statusCode).toBe(422);
    expect((await admin.get(`${USERS}/${self.id}`)).statusCode).toBe(200);
  });
});

describe('another tenant’s user', () => {
  it('is not found by GET, PATCH or DELETE, and stays as it was', async () => {
    const other = await create(betaAdmin, {
      name: 'De Beta',
      role_ids: [betaRoleIds['user cc']],
      store_ids: [betaStoreIds[0]],
    });
    const auditBefore = await auditCount(ctx.alpha);
    for (const response of [
      await admin.get(`${USERS}/${other.id}`),
      await admin.patch(`${USERS}/${other.id}`, { name: 'Robada' }),
      await admin.patch(`${USERS}/${other.id}`, { password: PASSWORD }),
      await admin.delete(`${USERS}/${other.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 1002, message: 'El recurso solicitado no existe' });
    }
    expect((await betaAdmin.get(`${USERS}/${other.id}`)).json()).toEqual(other);
    expect(await auditCount(ctx.alpha)).toBe(auditBefore);
  });
});

describe('permissions', () => {
  it('refuses a role without the users policy with the spec message', async () => {
    const cc = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const list = await cc.client.get(USERS);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({
      code: 401,
      message: 'Para ver usuarios debes tener acceso al mantenedor de usuarios',
    });
    const created = await cc.client.post(USERS, newUser());
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe('Para crear usuarios debes tener acceso al mantenedor de usuarios');
    expect((await cc.client.patch(`${USERS}/${cc.id}`, { name: 'Yo Mismo' })).statusCode).toBe(403);
    expect((await cc.client.delete(`${USERS}/${cc.id}`)).statusCode).toBe(403);
    // Their own account is always readable.
    expect((await cc.client.get(`${USERS}/me`)).statusCode).toBe(200);
  });

  it('lets an admin who is not super admin manage plain users', async () => {
    const boss = await userWith(ctx, ctx.alpha, { roleNames: ['admin'] });
    const created = await boss.client.post(USERS, newUser({ super_admin: false }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await boss.client.patch(`${USERS}/${id}`, { name: 'Editada Por Admin' })).statusCode).toBe(200);
    expect((await boss.client.delete(`${USERS}/${id}`)).statusCode).toBe(200);
  });

  it('does not let an admin who is not super admin create, make or change a super admin', async () => {
    const boss = await userWith(ctx, ctx.alpha, { roleNames: ['admin'] });
    const email = uniqueEmail('escalada');
    const created = await boss.client.post(USERS, newUser({ email, super_admin: true }));
    expect(created.statusCode).toBe(403);
    expect(created.json().code).toBe(401);
    expect((await admin.get(`${USERS}?query=${email}`)).json().data).toEqual([]);

    const plain = await create(admin);
    const promoted = await boss.client.patch(`${USERS}/${plain.id}`, { super_admin: true });
    expect(promoted.statusCode).toBe(403);
    expect((await admin.get(`${USERS}/${plain.id}`)).json().super_admin).toBe(false);
    const promoteSelf = await boss.client.patch(`${USERS}/${boss.id}`, { super_admin: true });
    expect(promoteSelf.statusCode).toBe(403);
    expect((await admin.get(`${USERS}/${boss.id}`)).json().super_admin).toBe(false);

    const superOne = await create(admin, { super_admin: true });
    expect(superOne.super_admin).toBe(true);
    for (const change of [{ name: 'Cambiado' }, { password: 'Tomada-Por-Admin-1' }, { super_admin: false }]) {
      const response = await boss.client.patch(`${USERS}/${superOne.id}`, change);
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await boss.client.patch(`${USERS}/${adminId}`, { password: 'Tomada-Por-Admin-1' })).statusCode,
    ).toBe(403);
    expect((await boss.client.delete(`${USERS}/${superOne.id}`)).statusCode).toBe(403);
    expect((await admin.get(`${USERS}/${superOne.id}`)).json()).toEqual(superOne);
    expect(await signInStatus(superOne.email, PASSWORD)).toBe(200);
  });

  it('does not let an admin limited to some stores give other stores', async () => {
    const [own, other] = storeIds as [number, number];
    const boss = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [own] });
    const outside = await boss.client.post(USERS, newUser({ store_ids: [own, other] }));
    expectValidationError(outside, [{ field: 'store_ids', message: 'El campo store_ids es inválido' }]);
    const inside = await boss.client.post(USERS, newUser({ store_ids: [own] }));
    expect(inside.statusCode).toBe(201);
    const widened = await boss.client.patch(`${USERS}/${inside.json().id}`, { store_ids: [other] });
    expectValidationError(widened, [{ field: 'store_ids' }]);
    expect((await admin.get(`${USERS}/${inside.json().id}`)).json().store_ids).toEqual([own]);
    expect(
      (await boss.client.patch(`${USERS}/${inside.json().id}`, { name: 'De Mi Tienda' })).statusCode,
    ).toBe(200);
  });

  it('shows an admin limited to some stores only the users who share one of them', async () => {
    const [own, other] = storeIds as [number, number];
    const boss = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [own] });
    const outsider = await create(admin, { store_ids: [other] });
    const shared = await create(admin, { store_ids: [own, other] });
    const seen = (await boss.client.get(`${USERS}?limit=100`)).json().data.map((u: { id: number }) => u.id);
    expect(seen).toContain(shared.id);
    expect(seen).toContain(boss.id);
    expect(seen).not.toContain(outsider.id);
    expect((await boss.client.get(`${USERS}/${outsider.id}`)).statusCode).toBe(404);
    expect((await boss.client.get(`${USERS}/${shared.id}`)).statusCode).toBe(200);
    const everyone = (await admin.get(`${USERS}?limit=100`)).json().data.map((u: { id: number }) => u.id);
    expect(everyone).toEqual(expect.arrayContaining([outsider.id, shared.id, boss.id]));
  });

  it('does not let an admin limited to some stores change or delete a user of other stores', async () => {
    const [own, other] = storeIds as [number, number];
    const boss = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [own] });
    const outsider = await create(admin, { store_ids: [other], role_ids: [roleIds.admin] });
    const shared = await create(admin, { store_ids: [own, other] });
    for (const [target, status] of [
      [outsider, 404],
      [shared, 403],
    ] as const) {
      const reset = await boss.client.patch(`${USERS}/${target.id}`, { password: 'Tomada-Por-Jefe-1' });
      expect(reset.statusCode).toBe(status);
      if (status === 403) {
        expect(reset.json()).toEqual({
          code: 401,
          message: 'Solo puedes modificar usuarios de tus tiendas.',
        });
      }
      expect((await boss.client.delete(`${USERS}/${target.id}`)).statusCode).toBe(status);
      expect(await signInStatus(target.email, 'Tomada-Por-Jefe-1')).toBe(401);
      expect((await admin.get(`${USERS}/${target.id}`)).json()).toEqual(target);
    }
  });
});
