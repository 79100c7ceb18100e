import {
  type CredentialValues,
  emptyCredentials,
  type IntegrationProviderKey,
  integrationProviders,
} from '@tablero/domain';
import type { SecretBox } from '../../lib/secret-box.js';

export interface CredentialsOwner {
  tenantId: number;
  storeId: number;
  provider: IntegrationProviderKey;
}

/** What a sealed value is bound to: opening it under another tenant, store or provider fails. */
function sealContext(owner: CredentialsOwner): string {
  return `store_credentials:${owner.tenantId}:${owner.storeId}:${owner.provider}`;
}

const isSecret = (provider: IntegrationProviderKey, name: string) =>
  integrationProviders[provider].fields.some((f) => f.name === name && f.type === 'secret');

/** Splits credentials into readable settings and one sealed JSON object of the secrets set. */
export function sealCredentials(box: SecretBox, owner: CredentialsOwner, values: CredentialValues) {
  const settings: CredentialValues = {};
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!isSecret(owner.provider, name)) settings[name] = value;
    else if (typeof value === 'string') secrets[name] = value;
  }
  const sealedSecrets =
    Object.keys(secrets).length > 0 ? box.seal(JSON.stringify(secrets), sealContext(owner)) : null;
  return { settings, sealedSecrets };
}

/** The stored credentials in clear, every field of the provider present; only for the server's use. */
export function openCredentials(
  box: SecretBox,
  owner: CredentialsOwner,
  row: { settings: CredentialValues | null; sealedSecrets: string | null } | undefined,
): CredentialValues {
  const secrets = row?.sealedSecrets ? JSON.parse(box.open(row.sealedSecrets, sealContext(owner))) : {};
  return { ...emptyCredentials(owner.provider), ...row?.settings, ...secrets };
}

/**
 * The audit log's picture of the credentials: ids and flags as they are, each secret only as
 * `set` (the same as before), `changed` (a new value) or null, so the log never holds a secret.
 */
export function auditSnapshot(
  provider: IntegrationProviderKey,
  values: CredentialValues,
  before?: CredentialValues,
): Record<string, unknown> {
  return Object.fromEntries(
    integrationProviders[provider].fields.map((field) => {
      const value = values[field.name] ?? null;
      if (field.type !== 'secret' || value === null) return [field.name, value];
      const same = before === undefined || before[field.name] === value;
      return [field.name, same ? 'set' : 'changed'];
    }),
  );
}
