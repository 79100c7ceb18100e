import type { UserPreferences } from '@tablero/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { adminUserPreferences } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

/** The user's saved preferences, locked for a change when asked; undefined before any is saved. */
export async function findPreferences(tx: Tx, tenantId: number, userId: number, forUpdate = false) {
  const query = tx
    .select({ preferences: adminUserPreferences.preferences })
    .from(adminUserPreferences)
    .where(
      and(ofTenant(adminUserPreferences.tenantId, tenantId), eq(adminUserPreferences.adminUserId, userId)),
    );
  const [row] = await (forUpdate ? query.for('update') : query);
  return row?.preferences as UserPreferences | undefined;
}

export async function savePreferences(
  tx: Tx,
  tenantId: number,
  userId: number,
  preferences: UserPreferences,
) {
  await tx
    .insert(adminUserPreferences)
    .values({ tenantId, adminUserId: userId, preferences })
    .onConflictDoUpdate({
      target: [adminUserPreferences.tenantId, adminUserPreferences.adminUserId],
      set: { preferences, updatedAt: new Date() },
    });
}
