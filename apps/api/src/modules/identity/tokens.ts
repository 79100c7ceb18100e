import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  tenant: string;
  sid: string;
}

/** Short-lived access tokens (API.md "Identity"): HS256 JWTs with sub, tenant and sid. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: AccessClaims): Promise<{ token: string; expiresAt: number }> {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ tenant: claims.tenant, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
    return { token, expiresAt: (now + this.ttlSeconds) * 1000 };
  }

  /** The claims of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { sub, tenant, sid } = payload;
      if (typeof sub !== 'string' || typeof tenant !== 'string' || typeof sid !== 'string') return undefined;
      return { sub, tenant, sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
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
