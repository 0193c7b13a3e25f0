import { createHash, randomBytes } from 'node:crypto';
import type * as Jose from 'jose';

const ALGORITHM = 'HS256';
const REFRESH_TOKEN_BYTES = 32;

let jose: Promise<typeof Jose> | undefined;

/** jose (some fifty modules) loads with the first token rather than at every server start. */
function loadJose(): Promise<typeof Jose> {
  jose ??= import('jose');
  return jose;
}

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** What signs and checks access tokens: the token service, or one that remembers its checks (verified-tokens.ts). */
export interface AccessTokens {
  signAccessToken(claims: AccessTokenClaims): Promise<string>;
  verifyAccessToken(token: string): Promise<AccessTokenClaims | undefined>;
}

export interface TokenServiceSettings {
  secret: string;
  accessTokenTtlSeconds: number;
}

/** Opaque refresh token: 32 random bytes, base64url (43 characters). */
export function generateRefreshToken(): string {
  return randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
}

/** sha256 (hex) of a refresh token; only this hash is stored. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Signs and verifies access tokens: JWT HS256 with sub (user id), sid (session id) and exp. */
export class TokenService implements AccessTokens {
  private readonly key: Uint8Array;

  constructor(private readonly settings: TokenServiceSettings) {
    this.key = new TextEncoder().encode(settings.secret);
  }

  /** Signs an access token valid for the configured lifetime. */
  async signAccessToken(claims: AccessTokenClaims): Promise<string> {
    const { SignJWT } = await loadJose();
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.settings.accessTokenTtlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Verifies signature, algorithm and expiry; undefined for any invalid token. `exp` is required: a token
   * signed without one (never by this service, but by anyone holding the secret) would otherwise never expire.
   */
  async verifyAccessToken(token: string): Promise<AccessTokenClaims | undefined> {
    const { jwtVerify } = await loadJose();
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], requiredClaims: ['exp'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return undefined;
    }
  }
}
