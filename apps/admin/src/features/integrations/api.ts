import type {
  ConnectionTestResult,
  IntegrationGroup,
  IntegrationProviderKey,
  IntegrationProviderSummary,
  StoreCredentialsView,
} from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, type Paged, request } from '../../shared/http/index.js';

export type StoreCredentials = Camelize<StoreCredentialsView>;
export type ProviderSummary = Camelize<IntegrationProviderSummary>;
export type CredentialValue = string | boolean | null;

export const integrationKeys = {
  all: ['integrations'] as const,
  providers: (group: string) => [...integrationKeys.all, 'providers', group] as const,
  credentials: (key: IntegrationProviderKey, page: number) =>
    [...integrationKeys.all, 'credentials', key, page] as const,
};

export function useProviders(group: IntegrationGroup) {
  return useQuery({
    queryKey: integrationKeys.providers(group),
    queryFn: () =>
      request<{ data: ProviderSummary[] }>('/api/admin/v1/auth_credentials/providers', { params: { group } }),
  });
}

/** Every store the user may see with this provider's credentials (secrets masked by the API). */
export function useStoreCredentials(key: IntegrationProviderKey, page: number) {
  return useQuery({
    queryKey: integrationKeys.credentials(key, page),
    queryFn: () =>
      request<Paged<StoreCredentials>>('/api/admin/v1/auth_credentials', {
        params: { key, page, limit: 100 },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Values are keyed by the catalogue's snake_case field names, which the wire keeps as they are. */
export function useSaveCredentials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      key: IntegrationProviderKey;
      storeId: number;
      credentials: Record<string, CredentialValue>;
    }) =>
      request<StoreCredentials>('/api/admin/v1/auth_credentials', {
        method: 'PATCH',
        body: { key: input.key, storeId: input.storeId, credentials: input.credentials },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

/** Tries a store's saved credentials at the provider; the answer says whether it took them. */
export function useTestConnection() {
  return useMutation({
    mutationFn: (input: { key: IntegrationProviderKey; storeId: number }) =>
      request<ConnectionTestResult>('/api/admin/v1/auth_credentials/test', {
        method: 'POST',
        body: { key: input.key, storeId: input.storeId },
      }),
  });
}
