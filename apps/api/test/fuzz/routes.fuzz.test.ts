import { test } from '@fast-check/vitest';
import { afterAll, describe, expect } from 'vitest';
import { type Client, client as signedClient, signIn, startTestApp, userWith } from '../harness.js';
import { changedTables, problemWithRefusal, rowCounter } from './answer-checks.js';
import { type BrokenRequest, brokenRequests, type Operation, operationsOf } from './broken-requests.js';

/**
 * Bad input generated from every route's own schema (the OpenAPI document the app serves, i.e.
 * what `z.toJSONSchema` makes of each route's zod schemas), sent as the super admin so that it
 * reaches validation and handlers. A route added tomorrow is in the document, so it is fuzzed too.
 * FUZZ_RUNS=500 runs more locally; FUZZ_SEED=<n> replays a run.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 25);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`routes.fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);

// Sign-in is fuzzed too: its rate limit (tested on its own) must not lock the admin out afterwards.
const ctx = await startTestApp({ signInRateLimit: 1_000_000 });
afterAll(() => ctx.close());
const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const countRows = await rowCounter(ctx.db);
// A second user so that admin_users/{id} writes go to someone other than the signed-in admin.
await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
let admin: Client = signedClient(ctx.app, 'alpha', (await signIn(ctx.app, 'alpha')).access);

/** Deletions last (they use up the ids the others need), sign-in and tokens after everything. */
const rank = (op: Operation) => (op.path.startsWith('/api/identity/') ? 2 : op.method === 'DELETE' ? 1 : 0);
const operations = operationsOf(document)
  .filter((op) => op.path.startsWith('/api/'))
  .sort((a, b) => rank(a) - rank(b));

/** An id that exists for every `{id}` (the newest row of the list route above it), else 1. */
async function existingPathParams(op: Operation): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  for (const param of op.pathParams) {
    if (param.name === 'id') {
      const listPath = op.path.slice(0, op.path.indexOf('/{id}'));
      const list = await admin.get(`${listPath}?limit=100`);
      const ids = list.statusCode === 200 ? (list.json().data as { id: number }[]).map((row) => row.id) : [];
      params.id = String(ids.length > 0 ? Math.max(...ids) : 1);
    } else if (param.schema.enum) params[param.name] = String(param.schema.enum[0]);
    else params[param.name] = 'x';
  }
  return params;
}

interface Tally {
  sent: number;
  serverErrors: number;
  statuses: Map<number, number>;
}
const tallies = new Map<string, Tally>();
const tallyOf = (name: string) => {
  const tally = tallies.get(name) ?? { sent: 0, serverErrors: 0, statuses: new Map() };
  tallies.set(name, tally);
  return tally;
};

const pathParamsOf = new Map<Operation, Record<string, string>>();
for (const op of operations) pathParamsOf.set(op, await existingPathParams(op));

let counts = await countRows();

async function send(request: BrokenRequest) {
  return admin.raw({
    method: request.method as 'GET',
    url: request.url,
    ...(request.payload === undefined
      ? {}
      : { payload: request.payload, headers: { 'content-type': 'application/json' } }),
  });
}

/** The server still answers, and the admin is still signed in (a fuzzed write may end the session). */
async function stillAnswering(): Promise<void> {
  const me = await admin.get('/api/admin/v1/admin_users/me');
  expect(me.statusCode, 'the next request').toBeLessThan(500);
  if (me.statusCode === 401) admin = signedClient(ctx.app, 'alpha', (await signIn(ctx.app, 'alpha')).access);
}

describe('bad input on every route', () => {
  test('the document lists the routes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
  });

  for (const op of operations) {
    const name = `${op.method} ${op.path}`;
    const params = pathParamsOf.get(op) ?? {};
    test.prop([brokenRequests(op, params)], { numRuns: runs, seed, endOnFailure: true })(
      name,
      async (request) => {
        const tally = tallyOf(name);
        const response = await send(request);
        tally.sent += 1;
        tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) tally.serverErrors += 1;
        const problem = problemWithRefusal(
          response.statusCode,
          response.body,
          response.headers['content-type'] as string,
        );
        expect(problem, `${request.method} ${request.url.slice(0, 200)} — ${request.broken}`).toBeUndefined();
        if (response.statusCode >= 400) {
          const written = changedTables(counts, await countRows());
          expect(written, `written by a refused request (${request.broken})`).toEqual([]);
        }
        await stillAnswering();
        // After the check that the admin is still signed in, which may sign in again (a session row).
        counts = await countRows();
      },
      120_000,
    );
  }

  afterAll(() => {
    const rows = [...tallies.entries()].map(([route, t]) => ({
      route,
      sent: t.sent,
      '5xx': t.serverErrors,
      statuses: [...t.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' '),
    }));
    const total = rows.reduce((sum, row) => sum + row.sent, 0);
    const errors = rows.reduce((sum, row) => sum + row['5xx'], 0);
    console.log(
      `routes.fuzz: ${rows.length} routes, ${total} bad inputs, ${errors} answered 5xx (seed ${seed})`,
    );
    console.table(rows);
  });
});
