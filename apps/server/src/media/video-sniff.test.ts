import { describe, expect, it } from 'vitest';
import { sniffVideo } from './video-sniff.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );
const ftyp = (major: string, ...compatible: string[]) =>
  bytes(0, 0, 0, 16 + 4 * compatible.length, 'ftyp', major, 0, 0, 2, 0, ...compatible);

describe('sniffVideo', () => {
  it('recognises MP4 by its ftyp box, and QuickTime by the qt brand or a classic first atom', () => {
    expect(sniffVideo(ftyp('isom', 'isom', 'avc1'))).toEqual({ contentType: 'video/mp4', extension: 'mp4' });
    expect(sniffVideo(ftyp('mp42', 'mp41'))?.extension).toBe('mp4');
    expect(sniffVideo(ftyp('qt  ', 'qt  '))).toEqual({ contentType: 'video/quicktime', extension: 'mov' });
    expect(sniffVideo(bytes(0, 0, 0, 8, 'wide', 0, 0, 0, 8, 'mdat'))?.extension).toBe('mov');
  });

  it('recognises WebM by its EBML header and DocType, and refuses other Matroska files', () => {
    const header = (docType: string) => bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, docType, 0x42, 0x87);
    expect(sniffVideo(header('webm'))).toEqual({ contentType: 'video/webm', extension: 'webm' });
    expect(sniffVideo(header('matroska'))).toBeUndefined();
  });

  it('refuses audio-only MP4s, HEIF and AVIF pictures, pictures, text and short input', () => {
    expect(sniffVideo(ftyp('M4A ', 'M4A ', 'mp42'))).toBeUndefined();
    expect(sniffVideo(ftyp('mp42', 'M4A '))).toBeUndefined();
    expect(sniffVideo(ftyp('heic', 'mif1', 'heic'))).toBeUndefined();
    expect(sniffVideo(ftyp('avif', 'avif', 'mif1'))).toBeUndefined();
    expect(sniffVideo(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR'))).toBeUndefined();
    expect(sniffVideo(bytes('RIFF', 36, 0, 0, 0, 'AVI LIST'))).toBeUndefined();
    expect(sniffVideo(bytes('Just some words'))).toBeUndefined();
    expect(sniffVideo(bytes(0, 0, 0))).toBeUndefined();
  });
});
