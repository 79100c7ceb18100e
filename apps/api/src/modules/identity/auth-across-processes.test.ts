import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestApp, type TestContext, userWith } from '../../../test/harness.js';
import { buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/client.js';

/**
 * Two API processes on one database: what one changes, the other stops trusting on its very next
 * request. On PostgreSQL the second app has its own pools, as another process would.
 */
let ctx: TestContext;
let other: FastifyInstance;
let otherDb: Database;

beforeAll(async () => {
  ctx = await startTestApp();
  otherDb = ctx.databaseUrl ? await openDatabase({ databaseUrl: ctx.databaseUrl, poolSize: 4 }) : ctx.db;
  other = await buildApp(ctx.config, { db: otherDb, jwtSecret: ctx.jwtSecret, secretBox: ctx.secretBox });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  if (otherDb !== ctx?.db) await otherDb?.close();
  await ctx?.close();
});

describe('auth changes reach every API process on its next request', () => {
  it('a session signed out on one process is refused by the other', async () => {
    const tokens = await signIn(ctx.app, 'alpha');
    const onOther = client(other, 'alpha', tokens.access);
    expect((await onOther.get('/api/admin/v1/admin_users/me')).statusCode).toBe(200);
    expect((await onOther.get('/api/admin/v1/admin_users/me')).statusCode).toBe(200);
    await client(ctx.app, 'alpha', tokens.access).post('/api/identity/v1/sign-out');
    expect((await onOther.get('/api/admin/v1/admin_users/me')).statusCode).toBe(401);
  });

  it('a role granted a policy on one process opens that policy’s routes on the other', async () => {
    const clerk = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const { access } = await signIn(ctx.app, 'alpha', clerk.email, 'Otra-Clave-2026');
    const onOther = client(other, 'alpha', access);
    expect((await onOther.get('/api/admin/v1/admin_users')).statusCode).toBe(403);
    const admin = client(ctx.app, 'alpha', (await signIn(ctx.app, 'alpha')).access);
    const roles = (await admin.get('/api/admin/v1/roles?query=user%20cc')).json().data;
    const policies = (await admin.get('/api/admin/v1/policies')).json().data as { id: number; key: string }[];
    const usersPolicy = policies.find((p) => p.key === 'admin_users')?.id;
    const current = roles[0].policy_ids as number[];
    const granted = await admin.patch(`/api/admin/v1/roles/${roles[0].id}`, {
      policy_ids: [...current, usersPolicy],
    });
    expect(granted.statusCode).toBe(200);
    expect((await onOther.get('/api/admin/v1/admin_users')).statusCode).toBe(200);
  });

  it('remembers a session between requests until its tenant’s auth version moves', async () => {
    const tokens = await signIn(ctx.app, 'alpha');
    const onOther = client(other, 'alpha', tokens.access);
    const name = async () => (await onOther.get('/api/admin/v1/admin_users/me')).json().name as string;
    const original = await name();
    const me = (await onOther.get('/api/admin/v1/admin_users/me')).json();
    // A change that does not move the auth version (triggers off) is not seen: the session is remembered…
    await ctx.db.owner.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update admin_users set name = 'Sin Aviso' where id = ${me.id}`);
    });
    expect(await name()).toBe(original);
    // …and one that moves it is seen at once.
    await ctx.db.owner.execute(sql`update admin_users set name = 'Con Aviso' where id = ${me.id}`);
    expect(await name()).toBe('Con Aviso');
  });

  it('a user deleted through one process is refused by the other on the next request, many times over', async () => {
    const admin = client(ctx.app, 'alpha', (await signIn(ctx.app, 'alpha')).access);
    for (let round = 0; round < 5; round += 1) {
      const user = await userWith(ctx, ctx.alpha, { roleNames: ['admin'] });
      const { access } = await signIn(other, 'alpha', user.email, 'Otra-Clave-2026');
      const onOther = client(other, 'alpha', access);
      expect((await onOther.get('/api/admin/v1/admin_users/me')).statusCode).toBe(200);
      expect((await admin.delete(`/api/admin/v1/admin_users/${user.id}`)).statusCode).toBe(200);
      expect((await onOther.get('/api/admin/v1/admin_users/me')).statusCode).toBe(401);
    }
  });
});
