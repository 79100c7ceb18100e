import { type UserPreferences, userPreferences, userPreferencesPatch } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { parseOrFail } from '../../lib/app-error.js';
import * as repo from './user-preferences.repo.js';

/** A saved document that no longer fits (a choice since dropped) keeps only what still does. */
function stillValid(saved: UserPreferences | undefined): UserPreferences {
  const parsed = userPreferences.safeParse(saved ?? {});
  if (parsed.success) return parsed.data;
  return Object.fromEntries(
    Object.entries(saved ?? {}).filter(([key, value]) => userPreferences.safeParse({ [key]: value }).success),
  ) as UserPreferences;
}

/** Each user's console preferences (layout, language, colours), theirs only, in their tenant. */
export function userPreferencesService(db: Database) {
  return {
    get(tenantId: number, userId: number): Promise<UserPreferences> {
      return db.readTenant(tenantId, async (tx) =>
        stillValid(await repo.findPreferences(tx, tenantId, userId)),
      );
    },

    /** Merges the choices sent over the saved ones; what is not sent stays. */
    update(tenantId: number, userId: number, body: unknown): Promise<UserPreferences> {
      const patch = parseOrFail(userPreferencesPatch, body);
      return db.withTenant(tenantId, async (tx) => {
        const merged = { ...stillValid(await repo.findPreferences(tx, tenantId, userId, true)), ...patch };
        await repo.savePreferences(tx, tenantId, userId, merged);
        return merged;
      });
    },
  };
}

export type UserPreferencesService = ReturnType<typeof userPreferencesService>;
