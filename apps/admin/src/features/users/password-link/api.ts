import type { PasswordLink, PasswordLinkView } from '@tablero/domain';
import { useQuery } from '@tanstack/react-query';
import { type Camelize, isApiError, request } from '../../../shared/http/index.js';

export type PasswordLinkHolder = Camelize<PasswordLinkView>;
export type PasswordLinkMade = Camelize<PasswordLink>;

const linkPath = (token: string) => `/api/identity/v1/password_links/${encodeURIComponent(token)}`;
/** A call without sign-in: the link's tenant in the header. */
const publicCall = (tenant: string) => ({ admin: false, headers: { tenant } });

/** `GET /password_links/{token}`: whose password the link sets; a refusal (used, expired) is the answer, not retried. */
export function usePasswordLink(token: string, tenant: string) {
  return useQuery({
    queryKey: ['password-link', tenant, token],
    queryFn: () => request<PasswordLinkHolder>(linkPath(token), publicCall(tenant)),
    retry: (failures, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { inlineError: true },
  });
}

/** `POST /password_links/{token}`: sets the password (204). */
export function setPasswordThroughLink(token: string, tenant: string, password: string): Promise<unknown> {
  return request(linkPath(token), { ...publicCall(tenant), method: 'POST', body: { password } });
}

/** `GET /admin_users/{id}/password_link`: a new link for staff to hand over. */
export function makePasswordLink(userId: number): Promise<PasswordLinkMade> {
  return request<PasswordLinkMade>(`/api/admin/v1/admin_users/${userId}/password_link`);
}
