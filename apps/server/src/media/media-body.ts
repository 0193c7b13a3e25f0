import { MEDIA_PATH_PREFIX } from '@sym/contracts';
import { mediaKeyOfUrl } from './media-storage.ts';

type Json = unknown;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A field's dotted path under `path`; undefined when no path is kept (no closure per container: lists are hot). */
const childPath = (path: string | undefined, name: string | number) =>
  path === undefined ? undefined : path ? `${path}.${name}` : String(name);

/**
 * A copy of `value` with each string `change` returns a new string for replaced; containers without a change
 * are returned as they are (no copy), so shared objects (cached, published to several rooms) are never mutated.
 * `path` (the field's dotted path, for errors) is only built when the caller starts it with a string.
 */
export function mapStrings(
  value: Json,
  change: (text: string, path: string) => string | undefined,
  path?: string,
): Json {
  if (typeof value === 'string') return change(value, path ?? '') ?? value;
  if (Array.isArray(value)) {
    let copy: Json[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item: Json = value[index];
      const next = mapStrings(item, change, childPath(path, index));
      if (next !== item) (copy ??= value.slice())[index] = next;
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const name of Object.keys(value)) {
    const item = value[name];
    if (item === null || (typeof item !== 'string' && typeof item !== 'object')) continue;
    const next = mapStrings(item, change, childPath(path, name));
    if (next !== item) (copy ??= { ...value })[name] = next;
  }
  return copy ?? value;
}

/** The media key and query of a media address (relative, or absolute on any host), else undefined. */
export function mediaAddressParts(text: string): { key: string; query: URLSearchParams } | undefined {
  if (!text.includes(MEDIA_PATH_PREFIX)) return undefined;
  const queryAt = text.indexOf('?');
  const base = queryAt >= 0 ? text.slice(0, queryAt) : text;
  const key = mediaKeyOfUrl(base);
  if (!key) return undefined;
  return { key, query: new URLSearchParams(queryAt >= 0 ? text.slice(queryAt + 1) : '') };
}
