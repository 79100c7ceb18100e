import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { refreshTokens, sessions } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type SessionRecord = typeof sessions.$inferSelect;

export async function insertSession(
  tx: Tx,
  values: {
    tenantId: number;
    id: string;
    adminUserId: number;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await tx.insert(sessions).values(values);
}

export async function insertRefreshToken(
  tx: Tx,
  tenantId: number,
  sessionId: string,
  tokenHash: string,
): Promise<void> {
  await tx.insert(refreshTokens).values({ tenantId, sessionId, tokenHash });
}

/** Marks a refresh token used, atomically: only the first of two concurrent uses gets its session id. */
export async function consumeRefreshToken(
  tx: Tx,
  tenantId: number,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await tx
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        ofTenant(refreshTokens.tenantId, tenantId),
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return row?.sessionId;
}

export async function findRefreshToken(tx: Tx, tenantId: number, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(and(ofTenant(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)));
  return row;
}

export async function findSession(tx: Tx, tenantId: number, id: string): Promise<SessionRecord | undefined> {
  const [row] = await tx
    .select()
    .from(sessions)
    .where(and(ofTenant(sessions.tenantId, tenantId), eq(sessions.id, id)));
  return row;
}

export async function revokeSession(tx: Tx, tenantId: number, id: string, reason: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(ofTenant(sessions.tenantId, tenantId), eq(sessions.id, id), isNull(sessions.revokedAt)));
}
