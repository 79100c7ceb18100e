import { DEFAULT_PAGE_SIZE, type SubscriptionStatus, type TenantAdminView } from '@tablero/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Camelize, isApiError, type Paged, request } from '../../shared/http/index.js';

/** A brand as the platform sees it (`tenantAdminView`). */
export type PlatformTenant = Camelize<TenantAdminView>;

/** A new brand, with the link its first administrator sets a password through. */
export interface CreatedTenant extends PlatformTenant {
  adminPasswordLink: { url: string; expiresAt: string };
}

export interface TenantListParams {
  page: number;
  limit?: number;
  /** Searches name and slug. */
  query?: string;
  subscriptionStatus?: SubscriptionStatus;
}

/** Query keys of the platform's brands; writes invalidate `lists` and set the detail. */
export const platformTenantKeys = {
  all: ['platform-tenants'] as const,
  lists: () => [...platformTenantKeys.all, 'list'] as const,
  list: (params: TenantListParams) => [...platformTenantKeys.lists(), params] as const,
  detail: (id: number) => [...platformTenantKeys.all, 'detail', id] as const,
};

const TENANTS = '/api/admin/v1/platform/tenants';
const tenantPath = (id: number) => `${TENANTS}/${id}`;

/** `GET /platform/tenants?page&limit&query&subscription_status`, by name. */
export function usePlatformTenants(params: TenantListParams) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: platformTenantKeys.list(query),
    queryFn: () => request<Paged<PlatformTenant>>(TENANTS, { params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /platform/tenants/{id}`; null when there is no such brand, shown in place. */
export function usePlatformTenant(id: number) {
  return useQuery({
    queryKey: platformTenantKeys.detail(id),
    queryFn: async () => {
      try {
        return await request<PlatformTenant>(tenantPath(id));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/*
 * Saving is a plain call rather than a query mutation: the form shows a 422 under its fields, and
 * the mutation cache's error toast would repeat every message.
 */

/** `POST /platform/tenants`: the brand, its five roles and its first administrator (201). */
export function useCreatePlatformTenant(): (body: Record<string, unknown>) => Promise<CreatedTenant> {
  const client = useQueryClient();
  return useCallback(
    async (body: Record<string, unknown>) => {
      const created = await request<CreatedTenant>(TENANTS, { method: 'POST', body });
      const { adminPasswordLink: _link, ...tenant } = created;
      client.setQueryData(platformTenantKeys.detail(created.id), tenant);
      await client.invalidateQueries({ queryKey: platformTenantKeys.lists() });
      return created;
    },
    [client],
  );
}

/** `PATCH /platform/tenants/{id}` with only what changed. */
export function useSavePlatformTenant(
  id: number,
): (patch: Record<string, unknown>) => Promise<PlatformTenant> {
  const client = useQueryClient();
  return useCallback(
    async (patch: Record<string, unknown>) => {
      const tenant = await request<PlatformTenant>(tenantPath(id), { method: 'PATCH', body: patch });
      client.setQueryData(platformTenantKeys.detail(tenant.id), tenant);
      await client.invalidateQueries({ queryKey: platformTenantKeys.lists() });
      return tenant;
    },
    [client, id],
  );
}
