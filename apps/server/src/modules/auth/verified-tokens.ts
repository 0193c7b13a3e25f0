import type { AccessTokenClaims, TokenService } from './token.service.ts';

/** Tokens remembered at most; the least recently verified go first. */
export const VERIFIED_TOKENS_MAX_ENTRIES = 10_000;

interface Remembered {
  claims: AccessTokenClaims;
  /** The token's own expiry (exp), in milliseconds. */
  until: number;
}

/** The exp claim (seconds) of a token whose signature was just checked, in milliseconds; 0 when unreadable. */
function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * The token service, remembering the access tokens it verified until each one's own expiry: the same token
 * string verifies the same way every time, so an authenticated request skips the HMAC after its first. Only the
 * token is vouched for; whether its session is still active is the session check's question (session-cache.ts).
 */
export function rememberVerifiedTokens<T extends Pick<TokenService, 'verifyAccessToken'>>(
  tokens: T,
  options: { maxEntries?: number; now?: () => number } = {},
): T {
  const maxEntries = options.maxEntries ?? VERIFIED_TOKENS_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const remembered = new Map<string, Remembered>();
  return {
    ...tokens,
    async verifyAccessToken(token: string): Promise<AccessTokenClaims | undefined> {
      const known = remembered.get(token);
      if (known) {
        if (known.until > now()) return known.claims;
        remembered.delete(token);
      }
      const claims = await tokens.verifyAccessToken(token);
      const until = claims ? expiryOf(token) : 0;
      if (claims && until > now()) {
        if (remembered.size >= maxEntries) remembered.delete(remembered.keys().next().value!);
        remembered.set(token, { claims, until });
      }
      return claims;
    },
  };
}
