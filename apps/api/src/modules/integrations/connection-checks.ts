import type { ConnectionFailureKind, CredentialValues, TestableProvider } from '@tablero/domain';
import type { AppConfig } from '../../config.js';
import { ChannelError } from '../menu-sync/channels/channel-adapter.js';
import { channelAdapters } from '../menu-sync/channels/index.js';
import type { MercadoPagoClient } from '../payments/mercado-pago.client.js';
import { ProviderError } from '../payments/provider-request.js';

/** Why a provider did not take the credentials, in its own words. */
export interface ConnectionFailure {
  kind: ConnectionFailureKind;
  reason: string;
}

/** Proves a store's credentials at the provider; null when accepted. */
export type ConnectionCheck = (credentials: CredentialValues) => Promise<ConnectionFailure | null>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function channelCheck(
  channel: 'uber_eats' | 'rappi' | 'didi_food',
  config: Pick<AppConfig, 'channels' | 'channelTimeoutMs'>,
): ConnectionCheck {
  return async (credentials) => {
    try {
      await channelAdapters[channel].authorize({
        baseUrl: config.channels[channel].apiUrl,
        authUrl: config.channels[channel].authUrl,
        credentials,
        // DiDi issues its token for the shop; Uber's and Rappi's grants name no store.
        channelStoreId: text(credentials.app_shop_id),
        timeoutMs: config.channelTimeoutMs,
      });
      return null;
    } catch (error) {
      if (error instanceof ChannelError) return { kind: error.kind, reason: error.reason };
      throw error;
    }
  };
}

function mercadoPagoCheck(mercadoPago: MercadoPagoClient): ConnectionCheck {
  return async (credentials) => {
    try {
      await mercadoPago.me(text(credentials.access_token));
      return null;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      const { status, message } = error;
      const kind =
        status === 401 || status === 403
          ? 'unauthorized'
          : status === 0 || status >= 500
            ? 'unavailable'
            : 'refused';
      return { kind, reason: message };
    }
  };
}

/** The connection test of every provider that documents one (`testableProviders`). */
export function connectionChecksOf(
  config: Pick<AppConfig, 'channels' | 'channelTimeoutMs'>,
  mercadoPago: MercadoPagoClient,
): Record<TestableProvider, ConnectionCheck> {
  return {
    uber_eats: channelCheck('uber_eats', config),
    rappi: channelCheck('rappi', config),
    didi_food: channelCheck('didi_food', config),
    mercado_pago: mercadoPagoCheck(mercadoPago),
  };
}
