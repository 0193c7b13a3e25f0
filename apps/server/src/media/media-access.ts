import { isMediaPath, MEDIA_ADDRESS_MESSAGE, MEDIA_PATH_PREFIX } from '@sym/contracts';
import { validationError } from '../errors/app-error.ts';
import { mapStrings, mediaAddressParts } from './media-body.ts';
import { MediaSignature, type SignatureCheck, type SignatureScope } from './media-signature.ts';

/**
 * How stored media is reached. Records keep `/media/<key>`; every answer leaving the server carries it signed,
 * `/media/<key>?exp=<unix seconds>&sig=<HMAC-SHA256 of key and exp>`, and GET /media/:key answers only a valid,
 * unexpired signature. Expiry is bucketed: an address signed during one window stays valid until the end of the
 * next, so it is the same for a whole window (browser caches keep working) and lives between one and two windows.
 */
export const MEDIA_WINDOW_SECONDS = 6 * 60 * 60;

/** Downloaded documents (shot list CSV, OpenTimelineIO) link to media for longer: they are opened later. */
export const DOCUMENT_WINDOW_SECONDS = 7 * 24 * 60 * 60;

/**
 * A signed address sent back as input is accepted this long past its expiry (a tab left open, an edit kept
 * offline): it only shows the sender once had that file. An unsigned or forged one never is.
 */
export const INPUT_GRACE_SECONDS = 7 * 24 * 60 * 60;

/** Signatures kept per window before the cache starts over (each is ~100 bytes). */
const MAX_CACHED = 50_000;

export interface MediaAccessOptions {
  /** The server secret (JWT_SECRET): processes sharing a database sign and verify alike. */
  secret: string;
  windowSeconds?: number;
  /** Milliseconds since the epoch; Date.now by default. */
  now?: () => number;
}

/** Signing and checking media addresses; one per process, from the server secret. */
export class MediaAccess {
  private readonly windowSeconds: number;
  private readonly signature: MediaSignature;
  /** Signed addresses of the current window by key: a body signed twice in a window costs one HMAC per key. */
  private readonly cache = new Map<string, string>();
  private cachedExpiry = 0;

  constructor(options: MediaAccessOptions) {
    this.windowSeconds = options.windowSeconds ?? MEDIA_WINDOW_SECONDS;
    this.signature = new MediaSignature(options.secret, options.now ?? Date.now);
  }

  /** The signed address of a stored key, valid until the end of the next window (of `window` seconds). */
  signedAddress(key: string, window = this.windowSeconds): string {
    const expires = this.signature.expiryOf(window);
    if (window !== this.windowSeconds) return this.addressOf(key, expires);
    if (expires !== this.cachedExpiry || this.cache.size >= MAX_CACHED) {
      this.cache.clear();
      this.cachedExpiry = expires;
    }
    let address = this.cache.get(key);
    if (!address) {
      address = this.addressOf(key, expires);
      this.cache.set(key, address);
    }
    return address;
  }

  /**
   * The Recycle Bin's address of a stored key (`?exp=…&bin=1&sig=…`): it answers while the file's rows are in the
   * bin, where plain addresses answer 404. Only the bin's presenter signs these, for the owner's own list.
   */
  binAddress(key: string): string {
    const expires = this.signature.expiryOf(this.windowSeconds);
    return `${MEDIA_PATH_PREFIX}${key}?exp=${expires}&bin=1&sig=${this.signature.sign(key, expires, 'bin')}`;
  }

  /**
   * The address of a stored key for the guests of one review link (`?review=<id>&exp=…&sig=…`, signed in that
   * link's scope): GET /media/:key answers it only while the link is live, so revoking the link stops it at once.
   */
  reviewAddress(key: string, reviewId: string): string {
    const expires = this.signature.expiryOf(this.windowSeconds);
    const sig = this.signature.sign(key, expires, reviewScopeOf(reviewId));
    return `${MEDIA_PATH_PREFIX}${key}?review=${reviewId}&exp=${expires}&sig=${sig}`;
  }

  /** The expiry signPaths writes now: a body signed with the same one signs alike (media-signing.ts reuses it). */
  currentExpiry(): number {
    return this.signature.expiryOf(this.windowSeconds);
  }

  /**
   * Whether `exp`/`sig` (as a query gives them) sign this key in this scope and have not expired (give or take a
   * grace).
   */
  checkSignature(
    key: string,
    exp: unknown,
    sig: unknown,
    graceSeconds = 0,
    scope: SignatureScope = 'plain',
  ): SignatureCheck {
    return this.signature.check(key, exp, sig, graceSeconds, scope);
  }

  /**
   * A copy of a response body (records, lists, envelopes) with every string that is exactly a stored media
   * path signed; anything else (other strings, share-scoped addresses, outside URLs) is left as it is.
   */
  signPaths<T>(value: T): T {
    return mapStrings(value, (text) =>
      isMediaPath(text) ? this.signedAddress(text.slice(MEDIA_PATH_PREFIX.length)) : undefined,
    ) as T;
  }

  /** As signPaths, with a longer window: addresses written into downloaded documents. */
  signPathsFor<T>(value: T, window: number): T {
    return mapStrings(value, (text) =>
      isMediaPath(text) ? this.signedAddress(text.slice(MEDIA_PATH_PREFIX.length), window) : undefined,
    ) as T;
  }

  /**
   * An operation's input with each media address (relative or absolute, signed as handed out) turned back into
   * the stored path `/media/<key>`, so records never keep a signature. An address whose signature is missing,
   * forged or expired longer than the grace ago is refused (422 on that field): knowing a key is not access.
   */
  unsignInput<T>(value: T): T {
    return mapStrings(
      value,
      (text, path) => {
        const parts = mediaAddressParts(text);
        if (!parts) return undefined;
        const check = this.checkSignature(
          parts.key,
          parts.query.get('exp'),
          parts.query.get('sig'),
          INPUT_GRACE_SECONDS,
        );
        if (!check.valid) throw validationError(path || 'body', MEDIA_ADDRESS_MESSAGE);
        return `${MEDIA_PATH_PREFIX}${parts.key}`;
      },
      '',
    ) as T;
  }

  private addressOf(key: string, expires: number): string {
    return `${MEDIA_PATH_PREFIX}${key}?exp=${expires}&sig=${this.signature.sign(key, expires)}`;
  }
}

/** The signature scope of a review link's media addresses. */
export const reviewScopeOf = (reviewId: string): SignatureScope => `review:${reviewId}`;

/** The address of a share link's video or poster: GET /media/:key checks on each request that the link is live. */
export function sharedMediaAddress(key: string, shareId: string): string {
  return `${MEDIA_PATH_PREFIX}${key}?share=${shareId}`;
}

/**
 * The address of a brand's logo or favicon: anyone may load it (share and review pages, e-mails, the tab's icon)
 * while the brand uses that file; GET /media/:key checks it on each request.
 */
export function brandMediaAddress(key: string, brandId: string): string {
  return `${MEDIA_PATH_PREFIX}${key}?brand=${brandId}`;
}
