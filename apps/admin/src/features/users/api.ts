import { type AdminUser as AdminUserView, DEFAULT_PAGE_SIZE } from '@tablero/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Camelize, isApiError, type Paged, request } from '../../shared/http/index.js';
import { roleKeys } from '../roles/api.js';

export type AdminUser = Camelize<AdminUserView>;

export interface UserListParams {
  page: number;
  limit?: number;
  /** Searches name and email. */
  query?: string;
  /** Only the users holding this role. */
  roleId?: number;
  /** Only the users working in this store. */
  storeId?: number;
}

/** Query keys of the users area; writes invalidate `lists` and set the detail. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};

const USERS = '/api/admin/v1/admin_users';
const userPath = (id: number) => `${USERS}/${id}`;

/** `GET /admin_users?page&limit&query` (a store-limited user sees those sharing a store). */
export function useUsers(params: UserListParams) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => request<Paged<AdminUser>>(USERS, { params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin_users/{id}`; null when it does not exist (or is out of reach), shown in place. */
export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: async () => {
      try {
        return await request<AdminUser>(userPath(id));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** A user body in wire spelling (built by the form). */
export type UserBody = Record<string, unknown>;

/*
 * Saving is a plain call rather than a query mutation: the form shows a 422 under its fields, and
 * the mutation cache's error toast would repeat every message. The roles' user counts change too.
 */
export function useSaveUser(id: number | null): (body: UserBody) => Promise<AdminUser> {
  const client = useQueryClient();
  return useCallback(
    async (body: UserBody) => {
      const user = await request<AdminUser>(id === null ? USERS : userPath(id), {
        method: id === null ? 'POST' : 'PATCH',
        body,
      });
      client.setQueryData(userKeys.detail(user.id), user);
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.lists() }),
        client.invalidateQueries({ queryKey: roleKeys.lists() }),
      ]);
      return user;
    },
    [client, id],
  );
}

/** `DELETE /admin_users/{id}`: their sessions end too. Nobody deletes themselves (422). */
export function useDeleteUser(): (user: AdminUser) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (user: AdminUser) => {
      try {
        await request(userPath(user.id), { method: 'DELETE' });
      } finally {
        await Promise.all([
          client.invalidateQueries({ queryKey: userKeys.lists() }),
          client.invalidateQueries({ queryKey: roleKeys.lists() }),
        ]);
      }
    },
    [client],
  );
}
