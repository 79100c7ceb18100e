import { type IntegrationProviderKey, integrationProviders } from './providers.js';

/** A credential's value as stored or shown: text, a flag, or null when not set. */
export type CredentialValue = string | boolean | null;
export type CredentialValues = Record<string, CredentialValue>;

export const SECRET_MASK = '••••';

/**
 * Secrets shorter than this are masked without a hint: the last 4 characters of a 12-character
 * token say little, the last 4 of an 8-character password give half of it away.
 */
export const MASK_HINT_MIN_LENGTH = 12;

/** `••••` and, for long secrets, their last 4 characters: enough to tell two keys apart. */
export function maskSecret(secret: string): string {
  return secret.length >= MASK_HINT_MIN_LENGTH ? `${SECRET_MASK}${secret.slice(-4)}` : SECRET_MASK;
}

/** A value the console sent back as it was shown, meaning "keep the stored secret". */
export function isMaskedSecret(value: string): boolean {
  return value.startsWith(SECRET_MASK);
}

/** What the API shows of a provider's credentials: secrets masked, the rest as stored. */
export function maskedCredentials(key: IntegrationProviderKey, values: CredentialValues): CredentialValues {
  return Object.fromEntries(
    integrationProviders[key].fields.map((field) => {
      const value = values[field.name] ?? (field.type === 'boolean' ? false : null);
      return [field.name, field.type === 'secret' && typeof value === 'string' ? maskSecret(value) : value];
    }),
  );
}
