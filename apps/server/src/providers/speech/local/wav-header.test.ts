import { describe, expect, it } from 'vitest';
import { readWavInfo } from './wav-header.ts';

/** A 16-bit PCM WAV with optional extra chunks before `data`, and a chosen data size field. */
function wav(options: {
  sampleRate: number;
  channels: number;
  samples: number;
  extra?: Uint8Array;
  sizeField?: number;
}): Uint8Array {
  const dataBytes = options.samples * options.channels * 2;
  const extra = options.extra ?? new Uint8Array();
  const bytes = new Uint8Array(44 + extra.length + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string): void =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, options.channels, true);
  view.setUint32(24, options.sampleRate, true);
  view.setUint32(28, options.sampleRate * options.channels * 2, true);
  view.setUint16(32, options.channels * 2, true);
  view.setUint16(34, 16, true);
  bytes.set(extra, 36);
  text(36 + extra.length, 'data');
  view.setUint32(40 + extra.length, options.sizeField ?? dataBytes, true);
  return bytes;
}

describe('readWavInfo', () => {
  it('computes the duration from the data chunk', () => {
    expect(readWavInfo(wav({ sampleRate: 22050, channels: 1, samples: 33075 }))).toEqual({
      sampleRate: 22050,
      channels: 1,
      bitsPerSample: 16,
      dataBytes: 66150,
      durationSeconds: 1.5,
    });
  });

  it('skips chunks between fmt and data, padded to even sizes', () => {
    const list = new Uint8Array([0x4c, 0x49, 0x53, 0x54, 3, 0, 0, 0, 1, 2, 3, 0]);
    expect(readWavInfo(wav({ sampleRate: 48000, channels: 2, samples: 24000, extra: list }))?.durationSeconds).toBe(
      0.5,
    );
  });

  it('counts the bytes present when a streaming writer left the size at 0 or too large', () => {
    expect(readWavInfo(wav({ sampleRate: 8000, channels: 1, samples: 8000, sizeField: 0 }))?.durationSeconds).toBe(1);
    expect(
      readWavInfo(wav({ sampleRate: 8000, channels: 1, samples: 4000, sizeField: 0xffffffff }))?.durationSeconds,
    ).toBe(0.5);
  });

  it('is undefined for anything else', () => {
    expect(readWavInfo(new TextEncoder().encode('RIFF....AVI LIST'))).toBeUndefined();
    expect(readWavInfo(new Uint8Array(4))).toBeUndefined();
    const noFormat = wav({ sampleRate: 8000, channels: 1, samples: 10 });
    noFormat.set(new TextEncoder().encode('junk'), 12);
    expect(readWavInfo(noFormat)).toBeUndefined();
  });
});
