import type { Db } from '../../db/client.js';
import { listPolicies, type PolicyRecord } from './policies.repo.js';

/** The global catalogue, read once at start: it only changes with a deploy. */
export class PolicyIndex {
  private constructor(
    readonly all: PolicyRecord[],
    private readonly byIdMap: Map<number, PolicyRecord>,
    private readonly byKeyMap: Map<string, PolicyRecord>,
  ) {}

  static async load(db: Db): Promise<PolicyIndex> {
    const all = await listPolicies(db);
    return new PolicyIndex(all, new Map(all.map((p) => [p.id, p])), new Map(all.map((p) => [p.key, p])));
  }

  byId(id: number): PolicyRecord | undefined {
    return this.byIdMap.get(id);
  }

  byKey(key: string): PolicyRecord | undefined {
    return this.byKeyMap.get(key);
  }
}
