import { weekdays } from '@tablero/domain';
import { expect } from 'vitest';
import type { UberEatsMenuDocument } from '../../src/modules/menu-sync/channels/uber-eats.js';
import type { FakeChannel } from '../fakes/fake-channel.js';
import { KILL_ADMIN, type KillTarget } from './killable-server.js';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A signed-in HTTP client of the demo tenant against whichever server is up now. */
export class KillClient {
  token = '';
  constructor(public baseUrl: string) {}

  async signIn(): Promise<void> {
    const answer = await this.send('POST', '/api/identity/v1/sign-in', {
      email: KILL_ADMIN.email,
      password: KILL_ADMIN.password,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    this.token = (answer.body.user as { token_manager: { access_token: string } }).token_manager.access_token;
  }

  async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        tenant: 'demo',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  }

  /** Polls the job as the console does until it ends (204 while it runs). */
  async jobOutcome(jobId: string, timeoutMs = 60_000): Promise<Answer> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const answer = await this.send('GET', `/api/admin/v1/core_job?id=${jobId}`);
      if (answer.status !== 204) return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${jobId} did not end within ${timeoutMs} ms`);
  }
}

/** One operation the kill test interrupts: how to start it, and what its acknowledgement promised. */
export interface KilledOperation {
  name: string;
  /** Its work ends with the answer (no job behind it). */
  synchronous: boolean;
  /** Sends the request of run `run`; rejects when the server died before answering. */
  fire(client: KillClient, run: number): Promise<Answer>;
  /** With the restarted server: an acknowledged run must have done all of its work. */
  settle(client: KillClient, run: number, answer: Answer | undefined): Promise<void>;
  /** Over the database once every run is over: partial results and doubled effects, counted. */
  audit(target: KillTarget): Promise<Audit>;
}

export interface Audit {
  partial: number;
  doubled: number;
  lost: number;
  /** Jobs a kill interrupted while they ran (their attempt was fenced and retried). */
  retried: number;
}

const JOB_KINDS = { deploy: 'deploy_menu', import: 'fetch_menu' } as const;

/** Jobs of a kind that did not end completed (lost), and those that needed another attempt. */
async function jobEnds(target: KillTarget, kind: string): Promise<{ lost: number; retried: number }> {
  const [row] = await target.query<{ lost: number; retried: number }>(
    `select count(*) filter (where status <> 'completed')::int as lost,
       count(*) filter (where attempt > 1)::int as retried
     from core_jobs where kind = $1`,
    [kind],
  );
  return { lost: row?.lost ?? 0, retried: row?.retried ?? 0 };
}

async function settleJob(client: KillClient, answer: Answer | undefined): Promise<void> {
  if (answer === undefined) return;
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  const outcome = await client.jobOutcome(answer.body.job_id as string);
  expect(outcome.body, JSON.stringify(outcome.body)).toMatchObject({ status: 'completed', progress: 100 });
}

/** A menu deploy to Uber Eats: each completed job is one version and one publish the channel applied. */
export function deployOperation(storeId: number, uber: FakeChannel): KilledOperation {
  return {
    name: 'menu deploy',
    synchronous: false,
    fire: (client) =>
      client.send('POST', `/api/admin/v1/stores/${storeId}/deploy_menu`, { channel: 'uber_eats' }),
    settle: (client, _run, answer) => settleJob(client, answer),
    async audit(target) {
      const jobs = await target.query<{ id: string; versions: number }>(
        `select j.id, (select count(*)::int from menu_versions v
           where v.tenant_id = j.tenant_id and v.job_id = j.id) as versions
         from core_jobs j where j.kind = $1 and j.status = 'completed'`,
        [JOB_KINDS.deploy],
      );
      const applied = (jobId: string) => uber.state.accepted.filter((a) => a.idempotencyKey === jobId).length;
      return {
        partial: jobs.filter((j) => j.versions === 0 || applied(j.id) === 0).length,
        doubled: jobs.filter((j) => j.versions > 1 || applied(j.id) > 1).length,
        ...(await jobEnds(target, JOB_KINDS.deploy)),
      };
    },
  };
}

const importedName = (run: number) => `Importado tras corte ${run}`;

/**
 * A menu import from Uber Eats: before each run the channel's menu gains an item we do not have;
 * the import creates it once (a retried import must find what the killed attempt created).
 */
export function importOperation(storeId: number, uber: FakeChannel): KilledOperation {
  const offered: { name: string; at: number }[] = [];
  return {
    name: 'menu import',
    synchronous: false,
    fire(client, run) {
      for (const menu of uber.state.menus.values()) addChannelItem(menu as UberEatsMenuDocument, run);
      offered.push({ name: importedName(run), at: Date.now() });
      return client.send('POST', `/api/admin/v1/stores/${storeId}/fetch_menu/uber_eats`);
    },
    async settle(client, run, answer) {
      await settleJob(client, answer);
      if (answer === undefined) return;
      const found = await client.send(
        'GET',
        `/api/admin/v1/products?query=${encodeURIComponent(importedName(run))}`,
      );
      expect((found.body.data as unknown[]).length).toBe(1);
    },
    async audit(target) {
      const counts = await target.query<{ name: string; n: number }>(
        `select name, count(*)::int as n from products where name = any($1::text[]) group by name`,
        [offered.map((o) => o.name)],
      );
      const [last] = await target.query<{ at: Date | null }>(
        `select max(created_at) as at from core_jobs where kind = $1 and status = 'completed'`,
        [JOB_KINDS.import],
      );
      // A completed import saw every item offered before it was asked for. A run killed before its
      // import was saved leaves its item to the next import, if any: nothing was promised for it.
      const lastImport = last?.at ? new Date(last.at).getTime() : Number.NEGATIVE_INFINITY;
      const found = new Set(counts.map((c) => c.name));
      const missing = offered.filter((o) => o.at <= lastImport && !found.has(o.name)).length;
      return {
        partial: missing,
        doubled: counts.filter((c) => c.n > 1).length,
        ...(await jobEnds(target, JOB_KINDS.import)),
      };
    },
  };
}

function addChannelItem(menu: UberEatsMenuDocument, run: number): void {
  const id = `corte-${run}`;
  if (menu.items.some((item) => item.id === id)) return;
  menu.items.push({
    id,
    title: { translations: { es_cl: importedName(run) } },
    price_info: { price: 150000 },
  });
  menu.categories[0]?.entities.push({ id, type: 'ITEM' });
}

/** Wait times and hours of run `run`: distinct per run, so a store shows which run it holds. */
function massiveChange(run: number) {
  const minutes = 10 + run;
  return {
    delivery_wait_time: minutes,
    pick_up_wait_time: minutes,
    business_hours: weekdays.map((day) => ({
      day,
      opening_time: `08:${String(run % 60).padStart(2, '0')}`,
      closing_time: '22:00',
      dispatch_method: 'both',
    })),
  };
}

/**
 * `PATCH /stores/massive_update` on every store: each store is all of one run's change or all of
 * another's (never the wait time of one run and the hours of another); acknowledged → all stores.
 * The audit assumes run 0 (the calibration, never killed) reached every store.
 */
export function massiveUpdateOperation(storeIds: number[]): KilledOperation {
  return {
    name: 'massive store update',
    synchronous: true,
    fire: (client, run) =>
      client.send('PATCH', '/api/admin/v1/stores/massive_update', {
        store_ids: storeIds,
        ...massiveChange(run),
      }),
    async settle(client, run, answer) {
      if (answer === undefined) return;
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.failed_stores).toEqual([]);
      const stores = await Promise.all(
        storeIds.map(async (id) => (await client.send('GET', `/api/admin/v1/stores/${id}`)).body),
      );
      for (const store of stores) {
        expect(store.delivery_wait_time).toBe(10 + run);
        expect(store.business_hours).toHaveLength(weekdays.length);
      }
    },
    async audit(target) {
      const rows = await storeStates(target);
      const consistent = (r: StoreState) =>
        r.wait === r.pick_up &&
        r.hours === weekdays.length &&
        r.openings.length === 1 &&
        r.openings[0] === `08:${String((r.wait - 10) % 60).padStart(2, '0')}:00`;
      // The calibration run (0) was acknowledged, so every store holds some run's change.
      return { partial: rows.filter((r) => !consistent(r)).length, doubled: 0, lost: 0, retried: 0 };
    },
  };
}

interface StoreState {
  id: number;
  wait: number;
  pick_up: number;
  hours: number;
  openings: string[];
}

function storeStates(target: KillTarget): Promise<StoreState[]> {
  return target.query<StoreState>(
    `select s.id, s.delivery_wait_time as wait, s.pick_up_wait_time as pick_up,
       (select count(*)::int from store_business_hours h where h.tenant_id = s.tenant_id and h.store_id = s.id) as hours,
       (select coalesce(array_agg(distinct h.opening_time::text), '{}') from store_business_hours h
         where h.tenant_id = s.tenant_id and h.store_id = s.id) as openings
     from stores s join tenants t on t.id = s.tenant_id where t.slug = 'demo' order by s.id`,
  );
}
