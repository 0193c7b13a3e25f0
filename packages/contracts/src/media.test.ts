import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMediaAddress, isMediaPath, isSameMedia, mediaPathOf, MediaUrl } from './media.ts';

const key = '0123456789abcdef0123456789abcdef.png';
const signed = `/media/${key}?exp=1767225600&sig=AbCdEf0123456789_-AbCdEf0123456789_-AbCdEf0`;
const shared = `/media/${key}?share=6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b`;
const binned = `/media/${key}?exp=1767225600&bin=1&sig=AbCdEf0123456789_-AbCdEf0123456789_-AbCdEf0`;
/** A white label's logo or favicon: public while the brand uses it. */
const branded = `/media/${key}?brand=9c2e4a6b-8d0f-4a1c-9e3b-5d7f9a1b3c5e`;

describe('media addresses', () => {
  it('a stored path has no query; an address may be signed (for the Recycle Bin too) or share-scoped', () => {
    expect(isMediaPath(`/media/${key}`)).toBe(true);
    expect(isMediaPath(signed)).toBe(false);
    for (const good of [`/media/${key}`, signed, binned, shared, branded])
      expect(isMediaAddress(good), good).toBe(true);
    for (const bad of [
      `/media/${key}?`,
      `/media/${key}?exp=1&sig=short`,
      `/media/${key}?sig=AbCdEf0123456789_-AbCdEf&exp=1`,
      `/media/${key}?share=nope`,
      `/media/${key}?brand=nope`,
      `/media/../x?exp=1767225600&sig=AbCdEf0123456789_-AbCdEf`,
      `/media/${key}?exp=1767225600&sig=AbCdEf0123456789_-AbCdEf&x=1`,
      `/media/${key}?exp=1767225600&bin=2&sig=AbCdEf0123456789_-AbCdEf`,
    ]) {
      expect(isMediaAddress(bad), bad).toBe(false);
    }
  });

  it('MediaUrl takes the addresses the API hands out, so clients can parse its answers', () => {
    expect(MediaUrl.safeParse(signed).success).toBe(true);
    expect(MediaUrl.safeParse(shared).success).toBe(true);
    expect(MediaUrl.safeParse(branded).success).toBe(true);
    expect(MediaUrl.safeParse(`/media/${key}?anything`).success).toBe(false);
  });

  it('is one named JSON Schema with the same rule as a pattern, which the API document and the response check read', () => {
    const named = z.toJSONSchema(MediaUrl).$defs?.MediaUrl as { pattern: string };
    const documented = new RegExp(named.pattern, 'u');
    const samples = [
      `/media/${key}`,
      signed,
      shared,
      'https://cdn.example.com/a.png?x=1',
      'HTTP://example.com/a.png',
      `/media/${key}?anything`,
      '/media/short.png',
      `/media/../${key}`,
      'ftp://example.com/a.png',
      'https://example.com/a b.png',
      'example.png',
    ];
    for (const value of samples) expect(documented.test(value), value).toBe(MediaUrl.safeParse(value).success);
  });

  it('compares addresses by the file they name, whatever their signature', () => {
    expect(mediaPathOf(signed)).toBe(`/media/${key}`);
    expect(mediaPathOf('https://example.com/a.png?x=1')).toBe('https://example.com/a.png?x=1');
    expect(isSameMedia(signed, `/media/${key}`)).toBe(true);
    expect(isSameMedia(signed, shared)).toBe(true);
    expect(isSameMedia(signed, `/media/1123456789abcdef0123456789abcdef.png`)).toBe(false);
    expect(isSameMedia(null, null)).toBe(true);
    expect(isSameMedia(signed, null)).toBe(false);
  });
});
