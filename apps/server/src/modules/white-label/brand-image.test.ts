import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeBrandImage } from './brand-image.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

describe('brand images', () => {
  it('stores a large JPEG logo as a PNG that fits inside 512x512, keeping its shape', async () => {
    const encoded = await encodeBrandImage(await picture(2000, 1000, 'jpeg'), 'logo');
    expect(encoded?.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect([encoded?.width, encoded?.height]).toEqual([512, 256]);
    const metadata = await sharp(encoded!.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 512, 256]);
  });

  it('never enlarges a small logo', async () => {
    const encoded = await encodeBrandImage(await picture(120, 40, 'webp'), 'logo');
    expect([encoded?.width, encoded?.height]).toEqual([120, 40]);
  });

  it('makes a favicon exactly 64x64 with transparent margins', async () => {
    const encoded = await encodeBrandImage(await picture(300, 100, 'png'), 'favicon');
    const metadata = await sharp(encoded!.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual(['png', 64, 64, true]);
    const { data } = await sharp(encoded!.bytes).raw().toBuffer({ resolveWithObject: true });
    // The top-left corner is margin (transparent), the centre is the picture (opaque).
    expect(data[3]).toBe(0);
    expect(data[(32 * 64 + 32) * 4 + 3]).toBe(255);
  });

  it('drops metadata and bytes appended after the picture', async () => {
    const withMetadata = await sharp(await picture(64, 64, 'png'))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret comment' } } })
      .png()
      .toBuffer();
    const upload = Buffer.concat([withMetadata, Buffer.from('<script>alert(1)</script>')]);
    const encoded = await encodeBrandImage(upload, 'logo');
    expect(encoded).toBeDefined();
    expect(encoded!.bytes.includes(Buffer.from('secret comment'))).toBe(false);
    expect(encoded!.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(encoded!.bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses SVG, GIF, text and truncated pictures', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    expect(await encodeBrandImage(svg, 'logo')).toBeUndefined();
    expect(await encodeBrandImage(await picture(10, 10, 'gif'), 'logo')).toBeUndefined();
    expect(await encodeBrandImage(Buffer.from('not an image at all'), 'favicon')).toBeUndefined();
    const png = await picture(200, 200, 'png');
    expect(await encodeBrandImage(png.subarray(0, 60), 'logo')).toBeUndefined();
  });
});
