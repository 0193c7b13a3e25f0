import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg, type FfmpegBinaries } from '../ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../ffmpeg/ffmpeg-runner.ts';
import { pictureSize } from './picture-size.ts';

let dir = '';
let binaries: FfmpegBinaries;
const fallback = { width: 1280, height: 720 };
const options = () => ({ binaries, signal: new AbortController().signal, fallback });

beforeAll(async () => {
  binaries = await resolveFfmpeg();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-picture-size-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 40, b: 200 } } });

describe('pictureSize', () => {
  it('reads a PNG’s and a JPEG’s size from the file', async () => {
    const png = path.join(dir, 'wide.png');
    await solid(1919, 801).png().toFile(png);
    const jpeg = path.join(dir, 'tall.jpg');
    await solid(600, 1000).jpeg().toFile(jpeg);
    expect(await pictureSize(png, options())).toEqual({ width: 1919, height: 801 });
    expect(await pictureSize(jpeg, options())).toEqual({ width: 600, height: 1000 });
  });

  it('gives a rotated JPEG’s stored size, the size ffmpeg decodes it at', async () => {
    const jpeg = path.join(dir, 'rotated.jpg');
    await solid(640, 360).withMetadata({ orientation: 6 }).jpeg().toFile(jpeg);
    expect(await pictureSize(jpeg, options())).toEqual({ width: 640, height: 360 });
  });

  it('asks ffmpeg about a picture sharp cannot read', async () => {
    const targa = path.join(dir, 'still.tga');
    await runFfmpeg(binaries.ffmpeg, ['-y', '-f', 'lavfi', '-i', 'color=c=red:s=322x178', '-frames:v', '1', targa]);
    await expect(sharp(targa).metadata()).rejects.toThrow();
    expect(await pictureSize(targa, options())).toEqual({ width: 322, height: 178 });
  });

  it('fails on a file that is no picture', async () => {
    const text = path.join(dir, 'notes.png');
    await fs.writeFile(text, 'not a picture at all');
    await expect(pictureSize(text, options())).rejects.toThrow();
  });
});
