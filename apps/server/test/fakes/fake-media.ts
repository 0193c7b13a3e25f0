import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';

/** Small but real files for the vendor fakes to return: a PNG, a WAV and an H.264 MP4. */

/** A solid-colour PNG of the given size. */
export async function tinyPng(width = 8, height = 8): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

/** A 16-bit mono PCM WAV of silence lasting `seconds`. */
export function tinyWav(seconds = 0.5, sampleRate = 8000): Uint8Array {
  const dataLength = Math.round(seconds * sampleRate) * 2;
  const bytes = new Uint8Array(44 + dataLength);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string): void => {
    for (let index = 0; index < value.length; index += 1) bytes[offset + index] = value.charCodeAt(index);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataLength, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataLength, true);
  return bytes;
}

let mp4: Promise<Uint8Array> | undefined;

/** A 1-second 64×48 H.264 MP4, encoded once per test process with the bundled ffmpeg. */
export function tinyMp4(): Promise<Uint8Array> {
  mp4 ??= (async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-fake-mp4-'));
    const file = path.join(directory, 'clip.mp4');
    try {
      await promisify(execFile)(ffmpeg.path, [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
        ...['-i', 'color=c=blue:s=64x48:d=1:r=8', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
        ...['-movflags', '+faststart', file],
      ]);
      return new Uint8Array(await fs.readFile(file));
    } finally {
      await fs.rm(directory, { recursive: true, force: true });
    }
  })();
  return mp4;
}
