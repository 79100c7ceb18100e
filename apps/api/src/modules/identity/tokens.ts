import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export interface AccessClaims {
  sub: string;
  tenant: string;
  sid: string;
}

/**
 * Short-lived access tokens (API.md "Identity"): HS256 JWTs with sub, tenant and sid. Every
 * signed-in request verifies one, so verified tokens are remembered until they expire.
 */
export class AccessTokens {
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly check: (token: string) => Record<string, unknown>;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
    this.check = createVerifier({ key: secret, algorithms: ['HS256'], cache: 20_000 });
  }

  issue(claims: AccessClaims): { token: string; expiresAt: number } {
    const token = this.sign({ sub: claims.sub, tenant: claims.tenant, sid: claims.sid });
    return { token, expiresAt: Date.now() + this.ttlSeconds * 1000 };
  }

  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify(token: string): AccessClaims | undefined {
    try {
      const { sub, tenant, sid } = this.check(token);
      if (typeof sub !== 'string' || typeof tenant !== 'string' || typeof sid !== 'string') return undefined;
      return { sub, tenant, sid };
    } catch (error) {
      if (error instanceof TokenError) return undefined;
      throw error;
    }
  }
}

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
