import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { type IntegrationProviderKey, integrationProviderKeys, integrationProviders } from './providers.js';

/**
 * The providers whose API documents a call that proves credentials without changing anything
 * there: the channels' access-token grants (Uber Eats and Rappi OAuth, DiDi Food's auth token) and
 * Mercado Pago's `GET /users/me`. The others are saved and shown as configured, not tested.
 */
export const testableProviders = [
  'uber_eats',
  'rappi',
  'didi_food',
  'mercado_pago',
] as const satisfies readonly IntegrationProviderKey[];
export type TestableProvider = (typeof testableProviders)[number];

export function hasConnectionTest(key: IntegrationProviderKey): key is TestableProvider {
  return (testableProviders as readonly string[]).includes(key);
}

/** `POST /auth_credentials/test`: try one store's saved credentials for a provider. */
export const connectionTestBody = z
  .strictObject({ key: z.enum(integrationProviderKeys), store_id: recordId })
  .meta({ examples: [{ key: 'mercado_pago', store_id: 1 }] });
export type ConnectionTestBody = z.infer<typeof connectionTestBody>;

/** The provider's verdict: `ok` false is still a 200, the test ran and the provider answered so. */
export const connectionTestResult = z.object({
  ok: z.boolean(),
  /** unauthorized: the provider refused the credentials; unavailable: it could not be reached. */
  failure: z.enum(['unauthorized', 'unavailable', 'refused']).nullable(),
  message: z.string(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResult>;
export type ConnectionFailureKind = NonNullable<ConnectionTestResult['failure']>;

const labelOf = (key: IntegrationProviderKey) => integrationProviders[key].label;

export const connectionTestMessages = {
  ok: (key: IntegrationProviderKey) => `Conexión correcta: ${labelOf(key)} aceptó las credenciales.`,
  unauthorized: (key: IntegrationProviderKey, reason: string) =>
    `${labelOf(key)} rechazó las credenciales de la tienda (${reason}). Revisa los datos guardados.`,
  unavailable: (key: IntegrationProviderKey, reason: string) =>
    `No se pudo conectar con ${labelOf(key)} (${reason}). Intenta de nuevo en unos minutos.`,
  refused: (key: IntegrationProviderKey, reason: string) =>
    `${labelOf(key)} respondió con un error (${reason}).`,
  noTest: (key: IntegrationProviderKey) =>
    `${labelOf(key)} no tiene una prueba de conexión: sus credenciales se guardan sin probarlas.`,
  notConfigured: (key: IntegrationProviderKey) =>
    `La tienda no tiene credenciales completas de ${labelOf(key)}: guárdalas antes de probarlas.`,
};

export function connectionTestResultOf(
  key: IntegrationProviderKey,
  failure: { kind: ConnectionFailureKind; reason: string } | null,
): ConnectionTestResult {
  if (!failure) return { ok: true, failure: null, message: connectionTestMessages.ok(key) };
  return {
    ok: false,
    failure: failure.kind,
    message: connectionTestMessages[failure.kind](key, failure.reason),
  };
}
