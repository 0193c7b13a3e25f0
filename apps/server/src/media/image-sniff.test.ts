import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.ts';

const bytes = (...values: Array<number | string>): Uint8Array =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('sniffImage', () => {
  it('recognises PNG, JPEG, GIF (87a and 89a) and WebP by their leading bytes', () => {
    expect(sniffImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toEqual({
      contentType: 'image/png',
      extension: 'png',
    });
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(sniffImage(bytes('GIF87a', 1, 0))?.contentType).toBe('image/gif');
    expect(sniffImage(bytes('GIF89a', 1, 0))?.contentType).toBe('image/gif');
    expect(sniffImage(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toEqual({
      contentType: 'image/webp',
      extension: 'webp',
    });
  });

  it('refuses text renamed to an image, truncated signatures, other RIFF files and empty input', () => {
    expect(sniffImage(new TextEncoder().encode('hello, I am not a picture.png'))).toBeUndefined();
    expect(sniffImage(bytes(0x89, 'PNG'))).toBeUndefined();
    expect(sniffImage(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffImage(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeUndefined();
    expect(sniffImage(bytes('GIF88a'))).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
  });
});
