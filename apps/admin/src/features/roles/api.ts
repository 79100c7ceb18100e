import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PolicyView, type Role as RoleView } from '@tablero/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Camelize, isApiError, type Paged, request } from '../../shared/http/index.js';

export type Role = Camelize<RoleView>;
export type Policy = Camelize<PolicyView>;

export interface RoleListParams {
  page: number;
  limit?: number;
  query?: string;
}

/** Query keys of the roles area; writes invalidate `lists` (and the options) and set the detail. */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (params: RoleListParams) => [...roleKeys.lists(), params] as const,
  options: () => [...roleKeys.lists(), 'options'] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
  policies: () => ['policies'] as const,
};

const ROLES = '/api/admin/v1/roles';
const rolePath = (id: number) => `${ROLES}/${id}`;

/** `GET /roles?page&limit&query` (the query searches the name). */
export function useRoles(params: RoleListParams) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: roleKeys.list(query),
    queryFn: () => request<Paged<Role>>(ROLES, { params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** Every role, a page of 100 at a time, for pickers (the user form's roles). */
export function useRoleOptions(enabled = true) {
  return useQuery({
    queryKey: roleKeys.options(),
    queryFn: async () => {
      const roles: Role[] = [];
      let page: number | null = 1;
      while (page !== null) {
        const answer: Paged<Role> = await request<Paged<Role>>(ROLES, {
          params: { page, limit: MAX_PAGE_SIZE },
        });
        roles.push(...answer.data);
        page = answer.meta.nextPage;
      }
      return roles;
    },
    enabled,
  });
}

/** `GET /roles/{id}`; null when it does not exist (or is another tenant's), shown in place. */
export function useRole(id: number) {
  return useQuery({
    queryKey: roleKeys.detail(id),
    queryFn: async () => {
      try {
        return await request<Role>(rolePath(id));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** `GET /policies`: the areas a role is built from, each with the actions it offers. */
export function usePolicies() {
  return useQuery({
    queryKey: roleKeys.policies(),
    queryFn: async () => (await request<{ data: Policy[] }>('/api/admin/v1/policies')).data,
    // The catalogue only changes with a deploy.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A role body in wire spelling (built by the form). */
export type RoleBody = Record<string, unknown>;

/*
 * Saving is a plain call rather than a query mutation: the form shows a 422 under its fields, and
 * the mutation cache's error toast would repeat every message.
 */
export function useSaveRole(id: number | null): (body: RoleBody) => Promise<Role> {
  const client = useQueryClient();
  return useCallback(
    async (body: RoleBody) => {
      const role = await request<Role>(id === null ? ROLES : rolePath(id), {
        method: id === null ? 'POST' : 'PATCH',
        body,
      });
      client.setQueryData(roleKeys.detail(role.id), role);
      await client.invalidateQueries({ queryKey: roleKeys.lists() });
      return role;
    },
    [client, id],
  );
}

/** `DELETE /roles/{id}`: its users lose at once what it granted. */
export function useDeleteRole(): (role: Role) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (role: Role) => {
      try {
        await request(rolePath(role.id), { method: 'DELETE' });
      } finally {
        await client.invalidateQueries({ queryKey: roleKeys.lists() });
      }
    },
    [client],
  );
}
