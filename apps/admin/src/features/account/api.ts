import type { AdminUser } from '@tablero/domain';
import { useCallback } from 'react';
import { type Camelize, request } from '../../shared/http/index.js';
import { updateCurrentUser } from '../../shared/session/index.js';

/** `PATCH /admin_users/me` as the console writes it (camelCase; the client sends snake_case). */
export interface MyAccountChanges {
  name?: string;
  phone?: string;
  currentPassword?: string;
  password?: string;
}

/**
 * Saves the signed-in user's own account and puts the answer in the session, so the top bar shows
 * the new name. A plain call rather than a query mutation: the form shows 422s under the fields,
 * and the query client's error toast would repeat them.
 */
export function useUpdateMyAccount(): (changes: MyAccountChanges) => Promise<void> {
  return useCallback(async (changes: MyAccountChanges) => {
    const saved = await request<Camelize<AdminUser>>('/api/admin/v1/admin_users/me', {
      method: 'PATCH',
      body: changes,
    });
    updateCurrentUser({ name: saved.name, phone: saved.phone });
  }, []);
}
