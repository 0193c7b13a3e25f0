import { z } from 'zod';

/** Public path prefix of stored media files; their urls are relative (`/media/<key>`). */
export const MEDIA_PATH_PREFIX = '/media/';

export const MEDIA_URL_MESSAGE = 'Must be an http(s) URL or a /media/ path';

/** A stored media key: random, no separators or dots except one extension, so it can never leave its folder. */
export const MEDIA_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{15,127}(\.[a-z0-9]{1,8})?$/;

/** Whether a url is one of our stored media paths (`/media/<key>`). */
export function isMediaPath(value: string): boolean {
  return value.startsWith(MEDIA_PATH_PREFIX) && MEDIA_KEY_PATTERN.test(value.slice(MEDIA_PATH_PREFIX.length));
}

/**
 * An image or video address: an http(s) URL or a stored media path (`/media/<key>`). Stored files are served
 * by the app at a relative path, so entity url fields use this rather than Url.
 */
export const MediaUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isMediaPath(value) || (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value)), {
    message: MEDIA_URL_MESSAGE,
  });
