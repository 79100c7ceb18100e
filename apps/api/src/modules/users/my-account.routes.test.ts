import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  expectValidationError,
  signIn,
  startTestApp,
  type TestContext,
  userWith,
} from '../../../test/harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const ME = '/api/admin/v1/admin_users/me';
const PASSWORD = 'Otra-Clave-2026';

describe('PATCH /admin_users/me (my account)', () => {
  it('lets any signed-in user change their own name and phone, whatever their role', async () => {
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    const response = await kitchen.client.patch(ME, { name: 'Cocina Centro', phone: '+56987654321' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: kitchen.id, name: 'Cocina Centro', phone: '+56987654321' });
    expect((await kitchen.client.get(ME)).json().name).toBe('Cocina Centro');
  });

  it('changes only what is sent and refuses fields a user may not set on themselves', async () => {
    const clerk = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const before = (await clerk.client.get(ME)).json();
    const refused = await clerk.client.patch(ME, { super_admin: true, role_ids: [1] });
    expect(refused.statusCode).toBe(422);
    const after = (await clerk.client.get(ME)).json();
    expect(after).toEqual(before);
  });

  it('validates the phone with the tenant country and lists every failing field', async () => {
    const clerk = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const response = await clerk.client.patch(ME, { name: ' ', phone: '912345678' });
    expectValidationError(response, [{ field: 'name' }, { field: 'phone' }]);
  });

  it('needs the current password to set a new one, and refuses a wrong one', async () => {
    const clerk = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expectValidationError(await clerk.client.patch(ME, { password: 'Nueva-Clave-2026' }), [
      { field: 'current_password' },
    ]);
    expectValidationError(
      await clerk.client.patch(ME, { password: 'Nueva-Clave-2026', current_password: 'equivocada' }),
      [{ field: 'current_password', message: 'La contraseña actual no es correcta' }],
    );
    // Nothing changed: the old password still signs in.
    await expect(signIn(ctx.app, 'alpha', clerk.email, PASSWORD)).resolves.toBeDefined();
  });

  it('sets a new password, keeps this session and ends the others', async () => {
    const clerk = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const elsewhere = await signIn(ctx.app, 'alpha', clerk.email, PASSWORD);
    const response = await clerk.client.patch(ME, {
      password: 'Nueva-Clave-2026',
      current_password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await clerk.client.get(ME)).statusCode).toBe(200);
    expect((await client(ctx.app, 'alpha', elsewhere.access).get(ME)).statusCode).toBe(401);
    await expect(signIn(ctx.app, 'alpha', clerk.email, PASSWORD)).rejects.toThrow(/401/);
    await expect(signIn(ctx.app, 'alpha', clerk.email, 'Nueva-Clave-2026')).resolves.toBeDefined();
  });

  it('needs a session', async () => {
    const response = await client(ctx.app, 'alpha').patch(ME, { name: 'Nadie' });
    expect(response.statusCode).toBe(401);
  });
});
