import { z } from 'zod';

/** Public path prefix of stored media files; their urls are relative (`/media/<key>`). */
export const MEDIA_PATH_PREFIX = '/media/';

export const MEDIA_URL_MESSAGE = 'Must be an http(s) URL or a /media/ path';

/** A media address sent back whose signature is missing, wrong or long expired (see isMediaAddress). */
export const MEDIA_ADDRESS_MESSAGE = 'This media address is not valid or has expired; reload and choose it again';

/** A stored media key: random, no separators or dots except one extension, so it can never leave its folder. */
const MEDIA_KEY = '[A-Za-z0-9][A-Za-z0-9_-]{15,127}(?:\\.[a-z0-9]{1,8})?';
export const MEDIA_KEY_PATTERN = new RegExp(`^${MEDIA_KEY}$`);

/**
 * The query of a media address the API hands out: `exp` (unix seconds) and `sig` (HMAC) for a signed private
 * address (with `bin=1` for the Recycle Bin's own previews of deleted items), `share` (a share link's id) for
 * the video and poster of a public link, or `brand` (a white label's id) for its logo and favicon.
 */
const MEDIA_QUERY =
  '(?:exp=\\d{1,12}(?:&bin=1)?&sig=[A-Za-z0-9_-]{16,128}|share=[0-9a-fA-F-]{36}|brand=[0-9a-fA-F-]{36})';
const MEDIA_ADDRESS_QUERY = new RegExp(`^${MEDIA_QUERY}$`);

/** An http(s) URL without whitespace, the scheme in any case. */
const HTTP_URL = '[Hh][Tt][Tt][Pp][Ss]?://\\S+';
const HTTP_URL_PATTERN = new RegExp(`^${HTTP_URL}$`);

/**
 * MediaUrl as a JSON Schema pattern, for the API document and the response check: a media address, bare or as
 * handed out, or an http(s) URL.
 */
const MEDIA_URL_PATTERN = `^(?:${MEDIA_PATH_PREFIX}${MEDIA_KEY}(?:\\?${MEDIA_QUERY})?|${HTTP_URL})$`;

/** Whether a url is one of our stored media paths as records keep them (`/media/<key>`, no query). */
export function isMediaPath(value: string): boolean {
  return value.startsWith(MEDIA_PATH_PREFIX) && MEDIA_KEY_PATTERN.test(value.slice(MEDIA_PATH_PREFIX.length));
}

/**
 * Whether a url is a stored media path, bare or as the API hands it out: signed (`/media/<key>?exp=…&sig=…`)
 * or share-scoped (`/media/<key>?share=<id>`). Only the server decides whether the query is valid.
 */
export function isMediaAddress(value: string): boolean {
  const queryAt = value.indexOf('?');
  if (queryAt < 0) return isMediaPath(value);
  return isMediaPath(value.slice(0, queryAt)) && MEDIA_ADDRESS_QUERY.test(value.slice(queryAt + 1));
}

/** The stored path of a media address (`/media/<key>?exp=…` → `/media/<key>`); other values unchanged. */
export function mediaPathOf(value: string): string {
  const queryAt = value.indexOf('?');
  return queryAt >= 0 && isMediaAddress(value) ? value.slice(0, queryAt) : value;
}

/** Whether two addresses name the same stored file (signed in different windows, or bare), or are equal. */
export function isSameMedia(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return mediaPathOf(a) === mediaPathOf(b);
}

/**
 * An image or video address: an http(s) URL or a stored media path (`/media/<key>`, or signed as the API hands
 * it out). Stored files are served by the app at a relative path, so entity url fields use this rather than Url.
 */
export const MediaUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isMediaAddress(value) || (HTTP_URL_PATTERN.test(value) && URL.canParse(value)), {
    message: MEDIA_URL_MESSAGE,
  })
  .meta({
    id: 'MediaUrl',
    description:
      "An image or video address: an http(s) URL, or a stored file's path `/media/<key>`, signed as the API hands " +
      'it out (`?exp=…&sig=…`, valid for a limited time) or scoped to a share link (`?share=<id>`).',
    pattern: MEDIA_URL_PATTERN,
  });
