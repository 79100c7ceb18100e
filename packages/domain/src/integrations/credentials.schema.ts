import { z } from 'zod';
import { recordId, recordIdText } from '../shared/ids.js';
import { pageQuery, trimmedText } from '../shared/lists.js';
import type { CredentialField } from './credential-fields.js';
import { integrationGroupKeys } from './groups.js';
import type { CredentialValue } from './masking.js';
import { type IntegrationProviderKey, integrationProviderKeys, integrationProviders } from './providers.js';

export const MAX_CREDENTIAL_TEXT_LENGTH = 200;
// Long enough for JWTs and PEM-encoded keys, short enough to keep a row small.
export const MAX_CREDENTIAL_SECRET_LENGTH = 4096;

function textSchema(field: CredentialField) {
  const max = field.type === 'secret' ? MAX_CREDENTIAL_SECRET_LENGTH : MAX_CREDENTIAL_TEXT_LENGTH;
  return trimmedText(`credentials.${field.name}`).max(max);
}

/**
 * A field in a PATCH: its new value, `null` (or `''`) to clear it, absent to keep it. A secret may
 * also come back as the masked value the API showed, which keeps it as well.
 */
function patchValueSchema(field: CredentialField) {
  return field.type === 'boolean' ? z.boolean().nullable() : textSchema(field).nullable();
}

/** A field once the PATCH is applied: required ones must hold a value, flags are true or false. */
function savedValueSchema(field: CredentialField) {
  if (field.type === 'boolean') return z.boolean();
  const value = textSchema(field).min(1);
  return field.required ? value : value.nullable();
}

function shapeOf(key: IntegrationProviderKey, valueSchema: (field: CredentialField) => z.ZodType) {
  return Object.fromEntries(integrationProviders[key].fields.map((f) => [f.name, valueSchema(f)]));
}

/** The `credentials` a PATCH may send for one provider: its fields only, each optional. */
export function credentialsPatchOf(key: IntegrationProviderKey) {
  const shape = shapeOf(key, (field) => patchValueSchema(field).optional());
  return z.strictObject(shape);
}

/**
 * A provider's credentials as they may be saved: every required field filled. The console's form
 * for a new configuration validates with it; the API checks the result of each PATCH with it.
 */
export function savedCredentialsOf(key: IntegrationProviderKey) {
  return z.strictObject({ credentials: z.strictObject(shapeOf(key, savedValueSchema)) });
}

export interface AuthCredentialsPatch {
  key: IntegrationProviderKey;
  store_id: number;
  credentials: Record<string, CredentialValue | undefined>;
}

/** `PATCH /auth_credentials`: one provider's credentials of one store; fields not sent are kept. */
export const authCredentialsPatch = z
  .discriminatedUnion(
    'key',
    integrationProviderKeys.map((key) =>
      z.strictObject({
        key: z.literal(key),
        store_id: recordId,
        credentials: credentialsPatchOf(key),
      }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .meta({
    examples: [{ key: 'pedidos_ya', store_id: 1, credentials: {} }],
  }) as unknown as z.ZodType<AuthCredentialsPatch>;

/** `GET /auth_credentials?key=pedidos_ya`: the provider's credentials of each store, a page at a time. */
export const authCredentialsQuery = pageQuery().extend({
  key: z.enum(integrationProviderKeys),
  store_id: recordIdText.optional(),
});

export const credentialValue = z.union([z.string(), z.boolean(), z.null()]);

/** One store's credentials for a provider: secrets masked, ids in full, flags as booleans. */
export const storeCredentialsView = z.object({
  id: z.number().int(),
  name: z.string(),
  configured: z.boolean(),
  credentials: z.record(z.string(), credentialValue),
  updated_at: z.string().nullable(),
});
export type StoreCredentialsView = z.infer<typeof storeCredentialsView>;

/** `GET /auth_credentials/providers?group=delivery`. */
export const integrationProvidersQuery = z.object({ group: z.enum(integrationGroupKeys).optional() });

export const integrationProviderSummary = z.object({
  key: z.enum(integrationProviderKeys),
  label: z.string(),
  group: z.enum(integrationGroupKeys),
  /** Stores the user may see whose credentials for this provider are complete. */
  configured_stores: z.number().int(),
});
export type IntegrationProviderSummary = z.infer<typeof integrationProviderSummary>;

export const integrationProviderList = z.object({ data: z.array(integrationProviderSummary) });
