import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidMediaKey } from './media-storage.ts';

/**
 * What a signature lets through. A plain one (`exp`, `sig`) reaches a file while some live row uses it; one scoped
 * to the Recycle Bin (`exp`, `bin=1`, `sig`), which only the bin's list hands out (to the items' owner), reaches it
 * while everything that uses it is in the bin too: the bin shows what it would restore. One scoped to a review link
 * (`review=<id>`, `exp`, `sig`), which only that link's guest answers carry, reaches it while the link is live.
 */
export type SignatureScope = 'plain' | 'bin' | `review:${string}`;

/** The outcome of checking a signed address's query: valid with its seconds left, or not. */
export type SignatureCheck = { valid: true; secondsLeft: number } | { valid: false };

/** The HMAC of a media key and its expiry, made and checked with a key derived from the server secret. */
export class MediaSignature {
  private readonly hmacKey: Buffer;

  /** `now`: milliseconds since the epoch. */
  constructor(
    secret: string,
    private readonly now: () => number,
  ) {
    // A key of its own, derived from the secret, so a media signature can never stand for anything else.
    this.hmacKey = createHmac('sha256', secret).update('sym media addresses v1').digest();
  }

  /** The signature of `key` until `expires` (unix seconds) in `scope`, base64url. */
  sign(key: string, expires: number, scope: SignatureScope = 'plain'): string {
    // A scoped signature signs its scope too, so a plain one can never be turned into a bin one (or back).
    return createHmac('sha256', this.hmacKey)
      .update(scope === 'plain' ? `${key}\n${expires}` : `${key}\n${expires}\n${scope}`)
      .digest('base64url');
  }

  /** End of the window after the current one, in unix seconds. */
  expiryOf(window: number): number {
    return (Math.floor(this.now() / 1000 / window) + 2) * window;
  }

  /** Whether `exp`/`sig` (as a query gives them) sign this key in this scope and have not expired past the grace. */
  check(key: string, exp: unknown, sig: unknown, graceSeconds = 0, scope: SignatureScope = 'plain'): SignatureCheck {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return { valid: false };
    if (!isValidMediaKey(key)) return { valid: false };
    const expires = Number(exp);
    const secondsLeft = expires - Math.floor(this.now() / 1000);
    if (secondsLeft + graceSeconds <= 0) return { valid: false };
    const expected = Buffer.from(this.sign(key, expires, scope));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false };
    return { valid: true, secondsLeft: Math.max(secondsLeft, 0) };
  }
}
