import { npsLimits } from '@tablero/domain';
import type { SecretBox } from '../../lib/secret-box.js';

const PURPOSE = 'poll-link';

/** How long a completed order's poll link may be answered (spec: 30 days). */
export const POLL_LINK_LIFETIME_MS = npsLimits.linkDays * 86_400_000;

/** When the poll link of an order completed at `completedAt` stops answering. */
export const pollLinkExpiry = (completedAt: Date) => new Date(completedAt.getTime() + POLL_LINK_LIFETIME_MS);

/**
 * A poll link's token names one order of one tenant: `<order id>.<tag>`, the tag signed by the
 * server's key, so a customer cannot reach another order's poll by changing the number, and no
 * table of tokens is needed (every completed order has one).
 */
export function pollLinkTokens(box: SecretBox) {
  return {
    tokenOf(tenantId: number, orderId: number): string {
      return `${orderId}.${box.sign(`${tenantId}:${orderId}`, PURPOSE)}`;
    },

    /** The order a token names in the tenant, or undefined for a token this server did not make. */
    orderOf(tenantId: number, token: string): number | undefined {
      const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return undefined;
      const orderId = Number(match[1]);
      if (orderId > 2_147_483_647) return undefined;
      return box.verify(`${tenantId}:${orderId}`, match[2] as string, PURPOSE) ? orderId : undefined;
    },
  };
}

export type PollLinkTokens = ReturnType<typeof pollLinkTokens>;
