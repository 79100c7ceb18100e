import type { CredentialField } from '@tablero/domain';
import { toCamelKey } from '../../../shared/http/index.js';
import type { CredentialValue, StoreCredentials } from '../api.js';

export type CredentialDraft = Record<string, string | boolean>;

/**
 * The form's starting values: ids as saved, flags as saved (false by default), secrets empty —
 * an empty secret box means "keep what is saved", so the saved secret never has to come back.
 */
export function draftOf(fields: readonly CredentialField[], saved: StoreCredentials | null): CredentialDraft {
  return Object.fromEntries(
    fields.map((field) => {
      const value = saved?.credentials[toCamelKey(field.name)];
      if (field.type === 'boolean') return [field.name, value === true];
      if (field.type === 'secret') return [field.name, ''];
      return [field.name, typeof value === 'string' ? value : ''];
    }),
  );
}

/** What the stored credentials show for a secret: its mask, or nothing when none is saved. */
export function savedMask(field: CredentialField, saved: StoreCredentials | null): string | null {
  const value = saved?.credentials[toCamelKey(field.name)];
  return field.type === 'secret' && typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The PATCH: every id and flag as the form holds it (empty → null clears it), and only the secrets
 * someone typed; untouched secret boxes are left out so the API keeps them.
 */
export function patchOf(
  fields: readonly CredentialField[],
  draft: CredentialDraft,
): Record<string, CredentialValue> {
  const patch: Record<string, CredentialValue> = {};
  for (const field of fields) {
    const value = draft[field.name];
    if (field.type === 'boolean') patch[field.name] = value === true;
    else if (field.type === 'secret') {
      if (typeof value === 'string' && value.trim() !== '') patch[field.name] = value.trim();
    } else patch[field.name] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  return patch;
}

/** Required fields left empty (a secret counts as filled when one is already saved). */
export function missingFields(
  fields: readonly CredentialField[],
  draft: CredentialDraft,
  saved: StoreCredentials | null,
): CredentialField[] {
  return fields.filter((field) => {
    if (!field.required || field.type === 'boolean') return false;
    const typed = String(draft[field.name] ?? '').trim() !== '';
    return !typed && !(field.type === 'secret' && savedMask(field, saved));
  });
}
