import { ErrorCode, paymentMessages } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import type { CardPaymentsService } from './card-payments.service.js';
import { mercadoPagoAccountOf } from './mercado-pago-account.js';
import { isSignedBy } from './mercado-pago-signature.js';

export interface MercadoPagoNotification {
  /** `data.id`: the payment, for `type` payment. */
  dataId: string | undefined;
  type: string | undefined;
  signature: string | undefined;
  requestId: string | undefined;
}

const notConfigured = () => new AppError(ErrorCode.notFound, paymentMessages.mercadoPagoNotConfigured);

/** What the storefront and Mercado Pago itself ask of a store's Mercado Pago account. */
export function mercadoPagoStoreService(db: Database, box: SecretBox, cards: CardPaymentsService) {
  async function credentialsOf(tenant: TenantRecord, storeId: number) {
    const account = await db.withTenant(tenant.id, (tx) => mercadoPagoAccountOf(tx, box, tenant.id, storeId));
    if (!account) throw notConfigured();
    return account;
  }

  return {
    /** The public key a storefront's card form makes card tokens with. */
    async publicKey(tenant: TenantRecord, storeId: number) {
      const { publicKey } = await credentialsOf(tenant, storeId);
      if (!publicKey) throw new AppError(ErrorCode.notFound, paymentMessages.mercadoPagoNoPublicKey);
      return { public_key: publicKey };
    },

    /**
     * A notification of a store's payment: refused (401) when the store keeps a signature key and
     * the notification is not signed with it; a payment notice then settles its order with what
     * Mercado Pago answers when asked, so an unsigned notice can only make us ask sooner.
     */
    async receive(tenant: TenantRecord, storeId: number, notification: MercadoPagoNotification) {
      const { signatureKey } = await credentialsOf(tenant, storeId);
      if (signatureKey && !isSignedBy(signatureKey, notification.signature, notification))
        throw new AppError(ErrorCode.unauthenticated, paymentMessages.webhookSignatureInvalid);
      if (notification.type !== 'payment' || !notification.dataId)
        return { received: true as const, settled: false };
      const settled = await cards.settleNotified(tenant, storeId, 'mercado_pago', notification.dataId);
      return { received: true as const, settled };
    },
  };
}

export type MercadoPagoStoreService = ReturnType<typeof mercadoPagoStoreService>;
