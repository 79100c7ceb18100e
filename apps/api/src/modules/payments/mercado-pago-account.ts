import type { Tx } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { openCredentials } from '../integrations/credentials-storage.js';
import * as repo from './payments.repo.js';

export interface MercadoPagoAccount {
  accessToken: string | undefined;
  publicKey: string | undefined;
  signatureKey: string | undefined;
}

const filled = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A store's Mercado Pago credentials, opened; undefined when the store has none configured. */
export async function mercadoPagoAccountOf(
  tx: Tx,
  box: SecretBox,
  tenantId: number,
  storeId: number,
): Promise<MercadoPagoAccount | undefined> {
  const row = await repo.configuredCredentialsOf(tx, tenantId, storeId, 'mercado_pago');
  if (!row) return undefined;
  const values = openCredentials(box, { tenantId, storeId, provider: 'mercado_pago' }, row);
  return {
    accessToken: filled(values.access_token),
    publicKey: filled(values.public_key),
    signatureKey: filled(values.webhook_signature_key),
  };
}
