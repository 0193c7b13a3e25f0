import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const REFRESH_TOKEN_BYTES = 32;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Opaque refresh token: 32 random bytes, base64url (43 characters). */
export function generateRefreshToken(): string {
  return randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
}

/** sha256 (hex) of a refresh token; only this hash is stored. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Signs and verifies access tokens: JWT HS256 with sub (user id), sid (session id) and exp. */
export function createTokenService(options: { secret: string; accessTokenTtlSeconds: number }) {
  const key = new TextEncoder().encode(options.secret);

  return {
    /** Signs an access token valid for the configured lifetime. */
    async signAccessToken(claims: AccessTokenClaims): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${options.accessTokenTtlSeconds}s`)
        .sign(key);
    },

    /** Verifies signature, algorithm and expiry; undefined for any invalid token. */
    async verifyAccessToken(token: string): Promise<AccessTokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}
