/**
 * Test-only helpers: synthetic media made with the real ffmpeg, and frame measurements read back from clips.
 * Kept out of *.test.ts so the media and provider tests share one definition.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from './ffmpeg-runner.ts';

export interface Blob {
  /** Centre as a fraction of the picture, 0-1. */
  x: number;
  y: number;
  /** Standard deviation as a fraction of the picture width. */
  sigma: number;
}

/** A dark PNG with soft bright blobs: their brightness-weighted centroid can be measured to a fraction of a pixel. */
export async function blobImage(width: number, height: number, blobs: readonly Blob[]): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let light = 0;
      for (const blob of blobs) {
        const sigma = blob.sigma * width;
        const dx = x - blob.x * width;
        const dy = y - blob.y * height;
        light += Math.exp(-(dx * dx + dy * dy) / (2 * sigma * sigma));
      }
      const value = Math.round(20 + 235 * Math.min(1, light));
      pixels.fill(value, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/** All frames of a clip as 8-bit luma planes. */
export async function readGrayFrames(
  ffmpeg: string,
  clip: string,
  size: { width: number; height: number },
): Promise<Uint8Array[]> {
  const raw = `${clip}.gray`;
  await runFfmpeg(ffmpeg, ['-y', '-i', clip, '-f', 'rawvideo', '-pix_fmt', 'gray', raw]);
  const bytes = await fs.readFile(raw);
  await fs.rm(raw, { force: true });
  const frameBytes = size.width * size.height;
  const frames: Uint8Array[] = [];
  for (let offset = 0; offset + frameBytes <= bytes.length; offset += frameBytes) {
    frames.push(new Uint8Array(bytes.buffer, bytes.byteOffset + offset, frameBytes));
  }
  return frames;
}

export interface Centroid {
  x: number;
  y: number;
  /** Sum of brightness above the background: grows with the square of the zoom. */
  mass: number;
}

/** Brightness-weighted centre of everything brighter than `floor` (the background). */
export function brightCentroid(frame: Uint8Array, width: number, floor = 40): Centroid {
  let mass = 0;
  let sumX = 0;
  let sumY = 0;
  for (let index = 0; index < frame.length; index += 1) {
    const weight = (frame[index] ?? 0) - floor;
    if (weight <= 0) continue;
    mass += weight;
    sumX += weight * (index % width);
    sumY += weight * Math.floor(index / width);
  }
  return { x: sumX / mass, y: sumY / mass, mass };
}

/** Mean absolute difference of two frames, 0-255. */
export function frameDifference(a: Uint8Array, b: Uint8Array): number {
  let total = 0;
  for (let index = 0; index < a.length; index += 1) total += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return total / a.length;
}

/** A moving test-pattern clip (no audio) of a given length, encoded like ours. */
export async function testClip(ffmpeg: string, dir: string, seconds: number, size = '320x180'): Promise<string> {
  const file = path.join(dir, `pattern-${seconds}s.mp4`);
  const args = ['-y', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`, '-t', String(seconds)];
  await runFfmpeg(ffmpeg, [...args, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file]);
  return file;
}

/** A sine-tone WAV of a given length. */
export async function testTone(ffmpeg: string, dir: string, seconds: number): Promise<string> {
  const file = path.join(dir, `tone-${seconds}s.wav`);
  await runFfmpeg(ffmpeg, ['-y', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, file]);
  return file;
}
