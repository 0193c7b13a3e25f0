import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMediaPath, MEDIA_ADDRESS_MESSAGE, MEDIA_PATH_PREFIX } from '@sym/contracts';
import { validationError } from '../errors/app-error.ts';
import { isValidMediaKey, mediaKeyOfUrl } from './media-storage.ts';

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

/**
 * What a signature lets through. A plain one (`exp`, `sig`) reaches a file while some live row uses it; one scoped
 * to the Recycle Bin (`exp`, `bin=1`, `sig`), which only the bin's list hands out (to the items' owner), reaches it
 * while everything that uses it is in the bin too: the bin shows what it would restore.
 */
export type SignatureScope = 'plain' | 'bin';

/** The outcome of checking a signed address's query: valid with its seconds left, or not. */
export type SignatureCheck = { valid: true; secondsLeft: number } | { valid: false };

type Json = unknown;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of `value` with each string `change` returns a new string for replaced; containers without a change
 * are returned as they are (no copy), so shared objects (cached, published to several rooms) are never mutated.
 * `path` (the field's dotted path, for errors) is only built when the caller starts it with a string.
 */
function mapStrings(value: Json, change: (text: string, path: string) => string | undefined, path?: string): Json {
  if (typeof value === 'string') return change(value, path ?? '') ?? value;
  const child = (name: string | number) => (path === undefined ? undefined : path ? `${path}.${name}` : String(name));
  if (Array.isArray(value)) {
    let copy: Json[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item: Json = value[index];
      const next = mapStrings(item, change, child(index));
      if (next !== item) (copy ??= value.slice())[index] = next;
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const name of Object.keys(value)) {
    const item = value[name];
    if (item === null || (typeof item !== 'string' && typeof item !== 'object')) continue;
    const next = mapStrings(item, change, child(name));
    if (next !== item) (copy ??= { ...value })[name] = next;
  }
  return copy ?? value;
}

/** The media key and query of a media address (relative, or absolute on any host), else undefined. */
function mediaAddressParts(text: string): { key: string; query: URLSearchParams } | undefined {
  if (!text.includes(MEDIA_PATH_PREFIX)) return undefined;
  const queryAt = text.indexOf('?');
  const base = queryAt >= 0 ? text.slice(0, queryAt) : text;
  const key = mediaKeyOfUrl(base);
  if (!key) return undefined;
  return { key, query: new URLSearchParams(queryAt >= 0 ? text.slice(queryAt + 1) : '') };
}

/** Signing and checking media addresses; one per process, from the server secret. */
export function createMediaAccess(options: MediaAccessOptions) {
  const windowSeconds = options.windowSeconds ?? MEDIA_WINDOW_SECONDS;
  const now = options.now ?? Date.now;
  // A key of its own, derived from the secret, so a media signature can never stand for anything else.
  const hmacKey = createHmac('sha256', options.secret).update('sym media addresses v1').digest();
  const cache = new Map<string, string>();
  let cachedExpiry = 0;

  // A scoped signature signs its scope too, so a plain one can never be turned into a bin one (or back).
  const signatureOf = (key: string, expires: number, scope: SignatureScope = 'plain') =>
    createHmac('sha256', hmacKey)
      .update(scope === 'plain' ? `${key}\n${expires}` : `${key}\n${expires}\n${scope}`)
      .digest('base64url');

  /** End of the window after the current one, in unix seconds. */
  const expiryOf = (window: number) => (Math.floor(now() / 1000 / window) + 2) * window;

  function signedAddress(key: string, window = windowSeconds): string {
    const expires = expiryOf(window);
    if (window !== windowSeconds) return `${MEDIA_PATH_PREFIX}${key}?exp=${expires}&sig=${signatureOf(key, expires)}`;
    if (expires !== cachedExpiry || cache.size >= MAX_CACHED) {
      cache.clear();
      cachedExpiry = expires;
    }
    let address = cache.get(key);
    if (!address) {
      address = `${MEDIA_PATH_PREFIX}${key}?exp=${expires}&sig=${signatureOf(key, expires)}`;
      cache.set(key, address);
    }
    return address;
  }

  function checkSignature(
    key: string,
    exp: unknown,
    sig: unknown,
    graceSeconds = 0,
    scope: SignatureScope = 'plain',
  ): SignatureCheck {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return { valid: false };
    if (!isValidMediaKey(key)) return { valid: false };
    const expires = Number(exp);
    const secondsLeft = expires - Math.floor(now() / 1000);
    if (secondsLeft + graceSeconds <= 0) return { valid: false };
    const expected = Buffer.from(signatureOf(key, expires, scope));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false };
    return { valid: true, secondsLeft: Math.max(secondsLeft, 0) };
  }

  const signStoredPath = (text: string) =>
    isMediaPath(text) ? signedAddress(text.slice(MEDIA_PATH_PREFIX.length)) : undefined;

  return {
    /** The signed address of a stored key, valid until the end of the next window (of `window` seconds). */
    signedAddress,

    /**
     * The Recycle Bin's address of a stored key (`?exp=…&bin=1&sig=…`): it answers while the file's rows are in the
     * bin, where plain addresses answer 404. Only the bin's presenter signs these, for the owner's own list.
     */
    binAddress(key: string): string {
      const expires = expiryOf(windowSeconds);
      return `${MEDIA_PATH_PREFIX}${key}?exp=${expires}&bin=1&sig=${signatureOf(key, expires, 'bin')}`;
    },

    /** The expiry signPaths writes now: a body signed with the same one signs alike (media-signing.ts reuses it). */
    currentExpiry: () => expiryOf(windowSeconds),

    /**
     * Whether `exp`/`sig` (as a query gives them) sign this key in this scope and have not expired (give or take a
     * grace).
     */
    checkSignature,

    /**
     * A copy of a response body (records, lists, envelopes) with every string that is exactly a stored media
     * path signed; anything else (other strings, share-scoped addresses, outside URLs) is left as it is.
     */
    signPaths<T>(value: T): T {
      return mapStrings(value, signStoredPath) as T;
    },

    /** As signPaths, with a longer window: addresses written into downloaded documents. */
    signPathsFor<T>(value: T, window: number): T {
      return mapStrings(value, (text) =>
        isMediaPath(text) ? signedAddress(text.slice(MEDIA_PATH_PREFIX.length), window) : undefined,
      ) as T;
    },

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
          const check = checkSignature(parts.key, parts.query.get('exp'), parts.query.get('sig'), INPUT_GRACE_SECONDS);
          if (!check.valid) throw validationError(path || 'body', MEDIA_ADDRESS_MESSAGE);
          return `${MEDIA_PATH_PREFIX}${parts.key}`;
        },
        '',
      ) as T;
    },
  };
}
export type MediaAccess = ReturnType<typeof createMediaAccess>;

/** The address of a share link's video or poster: GET /media/:key checks on each request that the link is live. */
export function sharedMediaAddress(key: string, shareId: string): string {
  return `${MEDIA_PATH_PREFIX}${key}?share=${shareId}`;
}
