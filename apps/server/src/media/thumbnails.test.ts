import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.ts';
import { ImageProcessingError, makeImageRenditions } from './thumbnails.ts';

/** A solid-colour picture of the given size in the given format. */
function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A PNG that declares width × height pixels but holds almost no data: what a decompression bomb looks like. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('makeImageRenditions', () => {
  it('makes a 256 px thumb and a 640 px small WebP, keeping the aspect ratio', async () => {
    const { thumb, small } = await makeImageRenditions(await picture(1000, 500));
    expect(thumb).toMatchObject({ contentType: 'image/webp', width: 256, height: 128 });
    expect(small).toMatchObject({ contentType: 'image/webp', width: 640, height: 320 });
    expect(sniffImage(thumb.bytes)?.contentType).toBe('image/webp');
    expect(await sharp(small.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });
  });

  it('never enlarges a small picture', async () => {
    const { thumb, small } = await makeImageRenditions(await picture(120, 300, 'jpeg'));
    expect([thumb.width, thumb.height]).toEqual([102, 256]);
    expect([small.width, small.height]).toEqual([120, 300]);
  });

  it('turns phone photos upright by their EXIF orientation', async () => {
    // Stored 400 × 200 with orientation 6 (rotate 90° clockwise to view): upright it is 200 × 400.
    const sideways = await sharp(await picture(400, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { thumb, small } = await makeImageRenditions(sideways);
    expect([thumb.width, thumb.height]).toEqual([128, 256]);
    expect([small.width, small.height]).toEqual([200, 400]);
    expect((await sharp(small.bytes).metadata()).orientation).toBeUndefined();
  });

  it('refuses bytes that are not a readable image with a user-safe error', async () => {
    await expect(makeImageRenditions(Buffer.from('not an image'))).rejects.toThrow(ImageProcessingError);
    const truncated = (await picture(300, 300)).subarray(0, 60);
    await expect(makeImageRenditions(truncated)).rejects.toThrow('The image could not be read');
  });

  it('refuses pictures over the pixel limit before decoding them', async () => {
    const bomb = declaredPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200);
    const refusal = await makeImageRenditions(bomb).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageProcessingError);
    expect(String((refusal as ImageProcessingError).cause)).toMatch(/pixel limit/i);
  });
});
