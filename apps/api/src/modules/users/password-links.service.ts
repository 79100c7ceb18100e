import {
  ErrorCode,
  PASSWORD_LINK_DAYS,
  type PasswordLink,
  type PasswordLinkView,
  passwordLinkBody,
  passwordLinkMessages,
  passwordPageUrl,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { AppError, parseOrFail } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { Actor } from '../identity/actor.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import * as repo from './users.repo.js';
import { checkMayChange, loadView } from './users.service.js';

const PURPOSE = 'password-link';
const DAY = 86_400_000;
const unavailable = (message: string) => new AppError(ErrorCode.notFound, message);

/**
 * A link's token is `<user id>.<expiry, seconds>.<tag>`: the tag signs the tenant, the user, the
 * expiry and the user's password hash then, so it cannot be pointed at another user or lengthened,
 * and it stops working once a password is set (the hash changes): no table of tokens.
 */
function passwordLinkTokens(box: SecretBox) {
  const message = (tenantId: number, userId: number, expires: number, passwordHash: string | null) =>
    `${tenantId}:${userId}:${expires}:${passwordHash ?? ''}`;
  return {
    tokenOf(tenantId: number, userId: number, expires: number, passwordHash: string | null): string {
      return `${userId}.${expires}.${box.sign(message(tenantId, userId, expires, passwordHash), PURPOSE)}`;
    },
    parse(token: string): { userId: number; expires: number; tag: string } | undefined {
      const match = /^([1-9]\d{0,9})\.([1-9]\d{0,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return undefined;
      const userId = Number(match[1]);
      return userId > 2_147_483_647
        ? undefined
        : { userId, expires: Number(match[2]), tag: match[3] as string };
    },
    verify(tenantId: number, userId: number, expires: number, passwordHash: string | null, tag: string) {
      return box.verify(message(tenantId, userId, expires, passwordHash), tag, PURPOSE);
    },
  };
}

/** Links for a user to set their own password, made by staff who may change that user. */
export function passwordLinksService(db: Database, box: SecretBox, origin: string) {
  const tokens = passwordLinkTokens(box);

  /** The user a token names, if the token is this server's, unexpired and unused; else a 404 that says why. */
  async function holderOf(tx: Tx, tenantId: number, token: string, now: Date) {
    const parsed = tokens.parse(token);
    const user = parsed && (await repo.findUser(tx, tenantId, parsed.userId));
    if (!parsed || !user) throw unavailable(passwordLinkMessages.invalid);
    if (!tokens.verify(tenantId, user.id, parsed.expires, user.passwordHash, parsed.tag)) {
      // Signed for this user while they had no password, and they have one now: it was used.
      const madeWithoutPassword = tokens.verify(tenantId, user.id, parsed.expires, null, parsed.tag);
      throw unavailable(madeWithoutPassword ? passwordLinkMessages.used : passwordLinkMessages.invalid);
    }
    if (parsed.expires * 1000 <= now.getTime()) throw unavailable(passwordLinkMessages.expired);
    return { user, expiresAt: new Date(parsed.expires * 1000).toISOString() };
  }

  /** A link for the user as they are now (their password hash then), valid `PASSWORD_LINK_DAYS` days. */
  function issue(tenant: TenantRecord, userId: number, passwordHash: string | null, now: Date): PasswordLink {
    const expires = Math.floor((now.getTime() + PASSWORD_LINK_DAYS * DAY) / 1000);
    const token = tokens.tokenOf(tenant.id, userId, expires, passwordHash);
    return {
      url: passwordPageUrl(origin, token, tenant.slug),
      token,
      expires_at: new Date(expires * 1000).toISOString(),
    };
  }

  return {
    /** The first administrator of a brand the platform just made (no password yet). */
    firstAdminLink(tenant: TenantRecord, userId: number, now = new Date()): PasswordLink {
      return issue(tenant, userId, null, now);
    },

    /** `GET /admin_users/{id}/password_link`: a new link, valid `PASSWORD_LINK_DAYS` days. */
    link(
      ctx: AuditContext,
      tenant: TenantRecord,
      actor: Actor,
      id: number,
      now = new Date(),
    ): Promise<PasswordLink> {
      return db.withTenant(tenant.id, async (tx) => {
        const view = await loadView(tx, tenant.id, id);
        checkMayChange(actor, view);
        const user = await repo.findUser(tx, tenant.id, id);
        await recordAudit(tx, ctx, { entity: 'admin_user', entityId: id, action: 'password_link' });
        return issue(tenant, id, user?.passwordHash ?? null, now);
      });
    },

    /** `GET /api/identity/v1/password_links/{token}`: whose password the link sets. */
    show(tenant: TenantRecord, token: string, now = new Date()): Promise<PasswordLinkView> {
      return db.withTenant(tenant.id, async (tx) => {
        const { user, expiresAt } = await holderOf(tx, tenant.id, token, now);
        return { name: user.name, email: user.email, expires_at: expiresAt };
      });
    },

    /** `POST /api/identity/v1/password_links/{token}`: sets the password once; the user's sessions end. */
    async setPassword(tenant: TenantRecord, token: string, body: unknown, now = new Date()): Promise<void> {
      const { password } = parseOrFail(passwordLinkBody, body);
      const passwordHash = await hashPassword(password);
      await db.withTenant(tenant.id, async (tx) => {
        const { user } = await holderOf(tx, tenant.id, token, now);
        // Only over the hash the link was made for: of two submissions at once, the second finds it spent.
        if (!(await repo.replacePasswordHash(tx, tenant.id, user.id, user.passwordHash, passwordHash)))
          throw unavailable(passwordLinkMessages.used);
        await repo.revokeSessionsOf(tx, tenant.id, user.id, 'password_changed');
        const audit = { tenantId: tenant.id, actorId: user.id, requestId: null };
        await recordAudit(tx, audit, { entity: 'admin_user', entityId: user.id, action: 'password_set' });
      });
    },
  };
}

export type PasswordLinksService = ReturnType<typeof passwordLinksService>;
