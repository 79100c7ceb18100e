import type { MenuChannel } from '@tablero/domain';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { findCredentials } from '../integrations/auth-credentials.repo.js';
import { openCredentials } from '../integrations/credentials-storage.js';
import type { ChannelTarget } from './channels/channel-adapter.js';
import type { findStore } from './menu-sync.repo.js';

type StoreRow = NonNullable<Awaited<ReturnType<typeof findStore>>>;

/** The channel's id for the store: its Uber Eats / Rappi id when set (else ours), DiDi's shop id. */
function channelStoreId(store: StoreRow, channel: MenuChannel, shopId: unknown): string {
  if (channel === 'uber_eats') return store.uberEatsId ?? String(store.id);
  if (channel === 'rappi') return store.rappiId ?? String(store.id);
  return typeof shopId === 'string' ? shopId : String(store.id);
}

/**
 * Where and as whom to reach the channel for a store, credentials opened (decrypted) only here,
 * inside a job; undefined when the store has no complete credentials for the channel.
 */
export async function channelTargetOf(
  tx: Tx,
  tenantId: number,
  store: StoreRow,
  channel: MenuChannel,
  box: SecretBox,
  config: Pick<AppConfig, 'channels' | 'channelTimeoutMs'>,
): Promise<ChannelTarget | undefined> {
  const row = await findCredentials(tx, tenantId, store.id, channel);
  if (!row?.configured) return undefined;
  const credentials = openCredentials(box, { tenantId, storeId: store.id, provider: channel }, row);
  return {
    baseUrl: config.channels[channel].apiUrl,
    authUrl: config.channels[channel].authUrl,
    credentials,
    channelStoreId: channelStoreId(store, channel, credentials.app_shop_id),
    timeoutMs: config.channelTimeoutMs,
  };
}
