import { describe, expect, it } from 'vitest';
import { encodedTone } from '../../test/helpers/audio-bytes.ts';
import { loadSharp } from './load-sharp.ts';
import { decodeUploadedAudio, decodeUploadedImage } from './upload-decode.ts';

const PAGE = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Random-looking but repeatable bytes (a fixed linear congruential sequence). */
function noise(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    bytes[index] = state >> 16;
  }
  return bytes;
}

/** A 40 × 30 picture, half transparent, in the given format. */
async function picture(format: 'png' | 'jpeg' | 'webp' | 'gif'): Promise<Buffer> {
  const sharp = await loadSharp();
  const base = sharp({
    create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } },
  });
  return base.toFormat(format).toBuffer();
}

describe('decodeUploadedImage', () => {
  it('stores a PNG with a web page appended as a re-encoded PNG without the page, alpha and size kept', async () => {
    const png = await picture('png');
    const decoded = await decodeUploadedImage(Buffer.concat([png, PAGE]));
    expect(decoded).toMatchObject({ contentType: 'image/png', extension: 'png', width: 40, height: 30 });
    expect(decoded?.bytes.includes('<script>')).toBe(false);
    const sharp = await loadSharp();
    const metadata = await sharp(decoded?.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 40, height: 30, hasAlpha: true });
    const { data } = await sharp(decoded?.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBeGreaterThan(100);
    expect(data[3]).toBeLessThan(155);
  });

  it('re-encodes JPEG, WebP and GIF in their own format', async () => {
    for (const [format, extension] of [
      ['jpeg', 'jpg'],
      ['webp', 'webp'],
      ['gif', 'gif'],
    ] as const) {
      const decoded = await decodeUploadedImage(Buffer.concat([await picture(format), PAGE]));
      expect(decoded, format).toMatchObject({ extension, width: 40, height: 30 });
      expect(decoded?.bytes.includes('alert'), format).toBe(false);
    }
  });

  it('leaves no script in a GIF/JS polyglot: refused or re-encoded without its tail', async () => {
    const gif = Buffer.from(await picture('gif'));
    // GIF89a/*…*/=alert(…) is valid JavaScript: the logical screen width is the two bytes '/*'.
    gif.write('/*', 6, 'latin1');
    const polyglot = Buffer.concat([gif, Buffer.from('*/=alert("polyglot");')]);
    const decoded = await decodeUploadedImage(polyglot);
    if (decoded) {
      expect(decoded.extension).toBe('gif');
      expect(decoded.bytes.includes('alert')).toBe(false);
    }
  });

  it('refuses noise behind image magic numbers, a truncated PNG and text', async () => {
    expect(await decodeUploadedImage(Buffer.concat([PNG_MAGIC, noise(4000)]))).toBeUndefined();
    expect(await decodeUploadedImage(Buffer.concat([Buffer.from('GIF89a'), noise(4000)]))).toBeUndefined();
    expect(await decodeUploadedImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), noise(4000)]))).toBeUndefined();
    const png = await picture('png');
    expect(await decodeUploadedImage(png.subarray(0, png.length - 30))).toBeUndefined();
    expect(await decodeUploadedImage(PAGE)).toBeUndefined();
  });
});

describe('decodeUploadedAudio', () => {
  it('accepts a real WAV, MP3, AAC and M4A with their decoded length', async () => {
    for (const [extension, contentType] of [
      ['wav', 'audio/wav'],
      ['mp3', 'audio/mpeg'],
      ['aac', 'audio/aac'],
      ['m4a', 'audio/mp4'],
    ] as const) {
      const decoded = await decodeUploadedAudio(await encodedTone(2, extension));
      expect(decoded, extension).toMatchObject({ contentType, extension });
      expect(decoded?.duration, extension).toBeGreaterThan(1.9);
      expect(decoded?.duration, extension).toBeLessThan(2.2);
    }
  });

  it('drops a web page appended to a WAV and refuses one appended to an MP3 (its frames no longer decode)', async () => {
    const wav = await encodedTone(1, 'wav');
    const decodedWav = await decodeUploadedAudio(Buffer.concat([wav, PAGE]));
    expect(decodedWav?.bytes.includes('<script>')).toBe(false);
    expect(decodedWav?.duration).toBeCloseTo(1, 1);
    expect(await decodeUploadedAudio(Buffer.concat([await encodedTone(1, 'mp3'), PAGE]))).toBeUndefined();
  });

  it('refuses noise behind an MP3 frame header, an ID3 tag or a WAV header, and text', async () => {
    expect(await decodeUploadedAudio(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), noise(20_000)]))).toBe(
      undefined,
    );
    expect(await decodeUploadedAudio(Buffer.concat([Buffer.from('ID3'), noise(20_000)]))).toBeUndefined();
    const wavHeader = (await encodedTone(1, 'wav')).subarray(0, 44);
    expect(await decodeUploadedAudio(wavHeader)).toBeUndefined();
    expect(await decodeUploadedAudio(PAGE)).toBeUndefined();
  });
});
