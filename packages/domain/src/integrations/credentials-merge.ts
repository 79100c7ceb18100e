import type { FieldError } from '../errors/error-codes.js';
import { fieldMessages } from '../errors/field-messages.js';
import { fieldErrorsOf } from '../errors/zod-messages.js';
import { savedCredentialsOf } from './credentials.schema.js';
import { type CredentialValues, isMaskedSecret, maskSecret } from './masking.js';
import { type IntegrationProviderKey, integrationProviders } from './providers.js';

/** Every field of the provider, empty: null, or false for a flag (the spec's default). */
export function emptyCredentials(key: IntegrationProviderKey): CredentialValues {
  return Object.fromEntries(
    integrationProviders[key].fields.map((f) => [f.name, f.type === 'boolean' ? false : null]),
  );
}

/** Complete: every required field holds a value, so the integration can be used. */
export function isConfigured(key: IntegrationProviderKey, values: CredentialValues): boolean {
  return integrationProviders[key].fields.every((f) => !f.required || (values[f.name] ?? null) !== null);
}

/** Whether anything but flags is set; with nothing set the provider is simply not configured. */
function hasAnyValue(key: IntegrationProviderKey, values: CredentialValues): boolean {
  return integrationProviders[key].fields.some(
    (f) => f.type !== 'boolean' && (values[f.name] ?? null) !== null,
  );
}

/**
 * Applies a PATCH to the stored credentials (API.md: fields not sent are kept). `null` or `''`
 * clears a field (a flag goes back to false); a secret sent back masked, as the API showed it,
 * keeps the stored one. The result is either empty or complete: a half-filled configuration is
 * refused field by field, so clearing every field is how a store stops using a provider.
 */
export function mergeCredentials(
  key: IntegrationProviderKey,
  stored: CredentialValues,
  patch: Record<string, CredentialValues[string] | undefined>,
): { values: CredentialValues; errors: FieldError[] } {
  const values = { ...emptyCredentials(key) };
  const errors: FieldError[] = [];
  for (const field of integrationProviders[key].fields) {
    const current = stored[field.name] ?? values[field.name] ?? null;
    const sent = patch[field.name];
    if (sent === undefined) {
      values[field.name] = current;
    } else if (sent === null || sent === '') {
      // values already holds the field's empty value
    } else if (field.type === 'secret' && typeof sent === 'string' && isMaskedSecret(sent)) {
      // A mask that is not the stored secret's would save the mask itself as the secret.
      if (typeof current === 'string' && sent === maskSecret(current)) values[field.name] = current;
      else
        errors.push({
          field: `credentials.${field.name}`,
          message: fieldMessages.invalid(`credentials.${field.name}`),
        });
    } else {
      values[field.name] = sent;
    }
  }
  if (errors.length === 0 && hasAnyValue(key, values)) {
    const result = savedCredentialsOf(key).safeParse({ credentials: values });
    if (!result.success) errors.push(...fieldErrorsOf(result.error));
  }
  return { values, errors };
}
