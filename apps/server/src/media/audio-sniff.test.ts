import { describe, expect, it } from 'vitest';
import { sniffAudio } from './audio-sniff.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');

describe('sniffAudio', () => {
  it('recognises WAV by its RIFF....WAVE header', () => {
    expect(sniffAudio(bytes('RIFF', 36, 0, 0, 0, 'WAVEfmt '))).toEqual({ contentType: 'audio/wav', extension: 'wav' });
  });

  it('refuses a RIFF file that is not WAVE (WebP, AVI)', () => {
    expect(sniffAudio(bytes('RIFF', 36, 0, 0, 0, 'WEBPVP8 '))).toBeUndefined();
    expect(sniffAudio(bytes('RIFF', 36, 0, 0, 0, 'AVI LIST'))).toBeUndefined();
  });

  it('recognises MP3 by an ID3 tag or by an MPEG audio frame header', () => {
    expect(sniffAudio(bytes('ID3', 4, 0, 0, 0, 0, 0, 0))).toEqual({ contentType: 'audio/mpeg', extension: 'mp3' });
    // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz.
    expect(sniffAudio(bytes(0xff, 0xfb, 0x90, 0x64))).toEqual({ contentType: 'audio/mpeg', extension: 'mp3' });
    // MPEG-2 Layer III (what ffmpeg writes for low sample rates).
    expect(sniffAudio(bytes(0xff, 0xf3, 0x64, 0xc4))?.contentType).toBe('audio/mpeg');
  });

  it('refuses frame-sync lookalikes with reserved version, layer, bitrate or sample rate', () => {
    expect(sniffAudio(bytes(0xff, 0xeb, 0x90, 0x64))).toBeUndefined(); // version 01 reserved
    expect(sniffAudio(bytes(0xff, 0xfb, 0xf0, 0x64))).toBeUndefined(); // bitrate 1111
    expect(sniffAudio(bytes(0xff, 0xfb, 0x9c, 0x64))).toBeUndefined(); // sample rate 11
    expect(sniffAudio(bytes(0xff, 0xd8, 0xff, 0xe0))).toBeUndefined(); // a JPEG
  });

  it('recognises AAC in ADTS frames (0xFFF1 and 0xFFF9)', () => {
    expect(sniffAudio(bytes(0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc))).toEqual({
      contentType: 'audio/aac',
      extension: 'aac',
    });
    expect(sniffAudio(bytes(0xff, 0xf9, 0x50, 0x80, 0x02, 0x1f, 0xfc))?.contentType).toBe('audio/aac');
  });

  it('recognises M4A by an audio brand in the ftyp box, major or compatible', () => {
    expect(sniffAudio(bytes(0, 0, 0, 0x18, 'ftypM4A ', 0, 0, 2, 0, 'M4A isom'))).toEqual({
      contentType: 'audio/mp4',
      extension: 'm4a',
    });
    expect(sniffAudio(bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 2, 0, 'isomM4A '))?.extension).toBe('m4a');
  });

  it('refuses an MP4 video and anything else (PNG, text, empty)', () => {
    expect(sniffAudio(bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 2, 0, 'isomavc1'))).toBeUndefined();
    expect(sniffAudio(PNG)).toBeUndefined();
    expect(sniffAudio(bytes('This is not audio at all'))).toBeUndefined();
    expect(sniffAudio(new Uint8Array())).toBeUndefined();
  });
});
