import { createHmac } from 'node:crypto';
import type { PolicyRequirement } from '@tablero/domain';
import type { RouteTableEntry } from '../../src/plugins/route-table.js';
import { type Client, signIn, superAdmin, type TestContext, userWith } from '../harness.js';

/** Who sends a request, and how the matrix names them in its table. */
export type ActorName =
  | 'no token'
  | 'expired'
  | 'bad signature'
  | 'bad payload'
  | 'alg none'
  | 'other tenant'
  | 'other token'
  | 'all but policy'
  | 'only policy'
  | 'store held'
  | 'store not held'
  | 'super admin';

export const actorNames: ActorName[] = [
  'no token',
  'expired',
  'bad signature',
  'bad payload',
  'alg none',
  'other tenant',
  'other token',
  'all but policy',
  'only policy',
  'store held',
  'store not held',
  'super admin',
];

/** Who the request is sent as: a bearer token (or none) and the tenant it names. */
export interface Credentials {
  token: string | undefined;
  tenant: string;
}

interface PolicyRow {
  id: number;
  key: string;
  actions: { key: string }[];
}

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function sign(secret: string, header: object, payload: object): string {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

/**
 * The people of the matrix. Roles are made through the API, one pair per policy and action that
 * some route declares: the route's own (and nothing else), and every policy but the route's.
 */
export class Actors {
  private roleUsers = new Map<string, string>();
  private constructor(
    private ctx: TestContext,
    private admin: Client,
    private policies: PolicyRow[],
    readonly tokens: Record<'super' | 'other' | 'held' | 'notHeldSuper', string>,
    /** The store the store-limited user holds, and one of the same tenant they do not. */
    readonly heldStore: number,
    readonly unheldStore: number,
    readonly storeLimitedUserId: number,
  ) {}

  static async create(ctx: TestContext): Promise<Actors> {
    const admin = await superAdmin(ctx, ctx.alpha);
    const listed = (await admin.get('/api/admin/v1/policies')).json();
    const policies = (Array.isArray(listed) ? listed : listed.data) as PolicyRow[];
    const stores = (await admin.get('/api/admin/v1/stores?limit=100')).json().data as { id: number }[];
    const [held, unheld] = stores.map((s) => s.id) as [number, number];
    const everyPolicy = policies.map((p) => p.id);
    const allRole = await createRole(admin, 'todo', { policy_ids: everyPolicy });
    const limited = await userWith(ctx, ctx.alpha, { roleIds: [allRole], storeIds: [held] });
    const tokens = {
      super: (await signIn(ctx.app, ctx.alpha.slug)).access,
      other: (await signIn(ctx.app, ctx.beta.slug)).access,
      held: tokenOf(limited.client),
      notHeldSuper: '',
    };
    return new Actors(ctx, admin, policies, tokens, held, unheld, limited.id);
  }

  /** A token for a user whose one role holds exactly `only`, or everything but it. */
  async roleToken(
    requirement: PolicyRequirement,
    mode: 'only' | 'all but',
    also: PolicyRequirement[] = [],
  ): Promise<string> {
    // 'all but': without the requirement and without what opens the route instead of it (`also`).
    const key = [mode, requirement, ...also]
      .map((r) => (typeof r === 'string' ? r : `${r.policy}:${r.action}`))
      .join(' ');
    const known = this.roleUsers.get(key);
    if (known) return known;
    const body =
      mode === 'only'
        ? {
            policies: [requirement, ...also].map((need) => ({
              policy_id: this.policyId(need.policy),
              actions: [{ key: need.action, active: true }],
            })),
          }
        : this.allBut([requirement, ...also]);
    const roleId = await createRole(this.admin, key, body);
    const user = await userWith(this.ctx, this.ctx.alpha, { roleIds: [roleId] });
    const token = tokenOf(user.client);
    this.roleUsers.set(key, token);
    return token;
  }

  /** A signed-in user of this tenant with no policy at all (for `access: 'signed-in'` routes). */
  async anyUser(): Promise<string> {
    return this.roleToken({ policy: 'orders', action: 'show' } as PolicyRequirement, 'only');
  }

  /** Every action of every policy but these. */
  private allBut(excluded: PolicyRequirement[]) {
    const keys = new Set<string>(excluded.map((need) => need.policy));
    return {
      policy_ids: this.policies.filter((p) => !keys.has(p.key)).map((p) => p.id),
      policies: [...keys].map((key) => ({
        policy_id: this.policyId(key),
        actions: this.actionsOf(key)
          .filter((action) => !excluded.some((need) => need.policy === key && need.action === action))
          .map((action) => ({ key: action, active: true })),
      })),
    };
  }

  private policyId(key: string): number {
    const row = this.policies.find((p) => p.key === key);
    if (!row) throw new Error(`policy ${key} is not in GET /policies`);
    return row.id;
  }

  private actionsOf(key: string): string[] {
    return this.policies.find((p) => p.key === key)?.actions.map((a) => a.key) ?? [];
  }

  /** Broken copies of a valid token of this tenant. */
  broken(kind: 'expired' | 'bad signature' | 'bad payload' | 'alg none'): string {
    const good = this.tokens.super;
    const claims = claimsOf(good);
    const secret = this.ctx.jwtSecret;
    switch (kind) {
      case 'expired': {
        const now = Math.floor(Date.now() / 1000);
        return sign(secret, { alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 7200, exp: now - 3600 });
      }
      case 'bad signature': {
        const [h, p, s] = good.split('.') as [string, string, string];
        const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
        return `${h}.${p}.${flipped}`;
      }
      case 'bad payload': {
        const [h, , s] = good.split('.') as [string, string, string];
        return `${h}.${b64({ ...claims, sub: String(this.storeLimitedUserId) })}.${s}`;
      }
      case 'alg none':
        return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    }
  }

  /** The credentials an actor sends on a route. */
  async credentials(actor: ActorName, route: RouteTableEntry): Promise<Credentials> {
    const alpha = this.ctx.alpha.slug;
    const { policy } = route.config;
    switch (actor) {
      case 'no token':
        return { token: undefined, tenant: alpha };
      case 'expired':
      case 'bad signature':
      case 'bad payload':
      case 'alg none':
        return { token: this.broken(actor), tenant: alpha };
      case 'other tenant':
        return { token: this.tokens.other, tenant: this.ctx.beta.slug };
      case 'other token':
        return { token: this.tokens.other, tenant: alpha };
      case 'all but policy':
        return {
          token: policy
            ? await this.roleToken(policy, 'all but', route.config.orPolicy ? [route.config.orPolicy] : [])
            : await this.anyUser(),
          tenant: alpha,
        };
      case 'only policy':
        return {
          token: policy
            ? await this.roleToken(policy, 'only', route.config.alsoRequires)
            : await this.anyUser(),
          tenant: alpha,
        };
      case 'store held':
      case 'store not held':
        return { token: this.tokens.held, tenant: alpha };
      case 'super admin':
        return { token: this.tokens.super, tenant: alpha };
    }
  }
}

async function createRole(admin: Client, name: string, body: object): Promise<number> {
  const created = await admin.post('/api/admin/v1/roles', { name: `matriz ${name}`.slice(0, 60), ...body });
  if (created.statusCode !== 201) throw new Error(`role ${name} not created: ${created.body}`);
  return created.json().id;
}

function tokenOf(client: Client): string {
  if (client.token) return client.token;
  throw new Error('client without token');
}
