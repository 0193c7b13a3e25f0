import type { AccessTokenClaims, AccessTokens } from './token.service.ts';

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

export interface VerifiedTokensOptions {
  maxEntries?: number;
  now?: () => number;
}

/**
 * The token service, remembering the access tokens it verified until each one's own expiry: the same token
 * string verifies the same way every time, so an authenticated request skips the HMAC after its first. Only the
 * token is vouched for; whether its session is still active is the session check's question (session-cache.ts).
 */
export class VerifiedTokens implements AccessTokens {
  private readonly remembered = new Map<string, Remembered>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly tokens: AccessTokens,
    options: VerifiedTokensOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? VERIFIED_TOKENS_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  /** Signs with the token service. */
  signAccessToken(claims: AccessTokenClaims): Promise<string> {
    return this.tokens.signAccessToken(claims);
  }

  /** The claims of a token verified before and not yet expired; else the token service's answer, remembered. */
  async verifyAccessToken(token: string): Promise<AccessTokenClaims | undefined> {
    const known = this.remembered.get(token);
    if (known) {
      if (known.until > this.now()) return known.claims;
      this.remembered.delete(token);
    }
    const claims = await this.tokens.verifyAccessToken(token);
    const until = claims ? expiryOf(token) : 0;
    if (claims && until > this.now()) {
      if (this.remembered.size >= this.maxEntries) this.remembered.delete(this.remembered.keys().next().value!);
      this.remembered.set(token, { claims, until });
    }
    return claims;
  }
}
