import { actionCatalogue, policyCatalogue, policyKeys } from '@tablero/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policies } from '../../db/schema/index.js';

export type PolicyRecord = typeof policies.$inferSelect;

/** Writes the catalogue of packages/domain into the global policies table (owner only). */
export async function syncPolicyCatalogue(owner: Db): Promise<void> {
  const rows = policyKeys.map((key) => {
    const definition = policyCatalogue[key];
    return {
      key,
      name: definition.object,
      path: definition.path,
      actions: definition.actions.map((action) => ({ key: action, label: actionCatalogue[action].label })),
    };
  });
  await owner
    .insert(policies)
    .values(rows)
    .onConflictDoUpdate({
      target: policies.key,
      set: { name: sql`excluded.name`, path: sql`excluded.path`, actions: sql`excluded.actions` },
    });
}

export function listPolicies(db: Db): Promise<PolicyRecord[]> {
  return db.select().from(policies).orderBy(policies.id);
}
