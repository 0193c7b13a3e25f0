import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CameraMotion } from '@sym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg, resolveFfmpeg } from '../../../media/ffmpeg/ffmpeg-binary.ts';
import { probeMedia } from '../../../media/ffmpeg/media-probe.ts';
import { blobImage, brightCentroid, readGrayFrames, type Centroid } from '../../../media/ffmpeg/media-test-helpers.ts';
import { ProviderError } from '../../provider.ts';
import type { VideoRequest } from '../video-provider.ts';
import { createLocalVideoProvider } from './local-video.provider.ts';

const FRAME = { width: 320, height: 180 };
let dir = '';
/** 16:9 picture with one soft bright blob up and right of centre. */
let picture: Uint8Array;
/** 2.4:1 picture, wider than the frame. */
let panorama: Uint8Array;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-local-video-'));
  picture = await blobImage(640, 360, [{ x: 0.6, y: 0.4, sigma: 0.02 }]);
  panorama = await blobImage(864, 360, [{ x: 0.6, y: 0.4, sigma: 0.015 }]);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const request = (cameraMotion: CameraMotion, overrides: Partial<VideoRequest> = {}): VideoRequest => ({
  image: picture,
  cameraMotion,
  animationInstructions: '',
  durationSeconds: 1.2,
  ...FRAME,
  ...overrides,
});

/** Renders, checks size and duration, and returns the blob's position in the first and last frames. */
async function render(
  cameraMotion: CameraMotion,
  overrides: Partial<VideoRequest> = {},
  ffmpegPath?: string,
): Promise<{ first: Centroid; last: Centroid }> {
  const result = await createLocalVideoProvider({ ffmpegPath }).generate(request(cameraMotion, overrides));
  expect(result).toMatchObject({ contentType: 'video/mp4', ...FRAME });
  const file = path.join(dir, `${cameraMotion}-${Math.random().toString(36).slice(2)}.mp4`);
  await fs.writeFile(file, result.bytes);

  const probe = await probeMedia(file);
  const duration = overrides.durationSeconds ?? 1.2;
  expect(probe.durationSeconds).toBeGreaterThan(duration - 0.1);
  expect(probe.durationSeconds).toBeLessThan(duration + 0.1);
  expect(result.durationSeconds).toBeCloseTo(duration, 1);
  expect(probe.video).toMatchObject({ codec: 'h264', ...FRAME, fps: overrides.fps ?? 25 });
  expect(probe.audio).toBeUndefined();

  const frames = await readGrayFrames((await resolveFfmpeg()).ffmpeg, file, FRAME);
  const first = brightCentroid(frames[0] ?? new Uint8Array(), FRAME.width);
  const last = brightCentroid(frames.at(-1) ?? new Uint8Array(), FRAME.width);
  return { first, last };
}

const fromCentre = (point: Centroid): number => Math.hypot(point.x - FRAME.width / 2, point.y - FRAME.height / 2);

describe('local video provider: each camera motion moves the picture the right way', { timeout: 30_000 }, () => {
  it('zoom_in magnifies (the blob grows and moves away from the centre)', async () => {
    const { first, last } = await render('zoom_in');
    expect(last.mass / first.mass).toBeGreaterThan(1.4);
    expect(fromCentre(last)).toBeGreaterThan(fromCentre(first) * 1.15);
  });

  it('zoom_out shrinks it back', async () => {
    const { first, last } = await render('zoom_out');
    expect(last.mass / first.mass).toBeLessThan(0.7);
    expect(fromCentre(last)).toBeLessThan(fromCentre(first) * 0.87);
  });

  it('pan_right slides the content left, pan_left slides it right, level and unzoomed', async () => {
    const right = await render('pan_right');
    expect(right.last.x - right.first.x).toBeLessThan(-30);
    expect(Math.abs(right.last.y - right.first.y)).toBeLessThan(1);
    expect(right.last.mass / right.first.mass).toBeCloseTo(1, 1);
    const left = await render('pan_left');
    expect(left.last.x - left.first.x).toBeGreaterThan(30);
  });

  it('tilt_up slides the content down, tilt_down slides it up', async () => {
    const up = await render('tilt_up');
    expect(up.last.y - up.first.y).toBeGreaterThan(18);
    expect(Math.abs(up.last.x - up.first.x)).toBeLessThan(1);
    const down = await render('tilt_down');
    expect(down.last.y - down.first.y).toBeLessThan(-18);
  });

  it('tracking moves sideways while closing in slightly', async () => {
    const { first, last } = await render('tracking');
    expect(last.x - first.x).toBeLessThan(-30);
    expect(last.mass / first.mass).toBeGreaterThan(1.08);
  });

  it('drone rises and pulls back (content sinks and shrinks)', async () => {
    const { first, last } = await render('drone');
    expect(last.y - first.y).toBeGreaterThan(20);
    expect(last.mass / first.mass).toBeLessThan(0.75);
  });

  it('auto pushes in gently on a picture of the frame aspect', async () => {
    const { first, last } = await render('auto');
    expect(last.mass / first.mass).toBeGreaterThan(1.12);
    expect(last.mass / first.mass).toBeLessThan(1.35);
  });

  it('auto pans across a panorama, showing what a cover-fit would crop', async () => {
    const { first, last } = await render('auto', { image: panorama });
    // The canvas is the whole 432 px wide picture: 112 px of travel at zoom 1 (cover-fit would allow none).
    expect(last.x - first.x).toBeLessThan(-100);
    expect(last.mass / first.mass).toBeCloseTo(1, 1);
  });

  it('honours another frame rate and duration', async () => {
    await render('zoom_in', { fps: 30, durationSeconds: 2 });
  });

  it('runs on the bundled ffmpeg build as well', async () => {
    const bundled = await locateFfmpeg(undefined, '');
    const { first, last } = await render('zoom_in', {}, bundled.ffmpeg);
    expect(last.mass / first.mass).toBeGreaterThan(1.4);
  });
});

describe('local video provider: behaviour', { timeout: 30_000 }, () => {
  it('describes itself honestly', () => {
    const { info } = createLocalVideoProvider();
    expect(info).toMatchObject({ id: 'local', kind: 'video', isLocal: true, creditsPerUnit: 3 });
    expect(info.name).toBe('Local camera moves (ffmpeg, no AI)');
    expect(info.capabilities).toMatchObject({ maxDurationSeconds: 30 });
    expect(String(info.capabilities['cameraMotions']).split(',')).toContain('drone');
  });

  it('reports progress up to 100 and writes a faststart MP4', async () => {
    const seen: number[] = [];
    const result = await createLocalVideoProvider().generate(request('pan_right', { durationSeconds: 2 }), {
      onProgress: (percent) => seen.push(percent),
    });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const text = Buffer.from(result.bytes).toString('latin1');
    expect(text.indexOf('moov')).toBeGreaterThan(0);
    expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'));
  });

  it('stops when cancelled, rejects with the abort reason and leaves no temp files', async () => {
    const parent = path.join(dir, 'cancelled');
    const provider = createLocalVideoProvider({ tempDir: parent });
    const controller = new AbortController();
    // A 30 s clip: a run the abort did not stop would outlast the test's time limit.
    const run = provider.generate(request('zoom_in', { durationSeconds: 30, width: 1280, height: 720 }), {
      signal: controller.signal,
      onProgress: (percent) => {
        if (percent > 0) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(await fs.readdir(parent)).toEqual([]);
  });

  it('refuses bad input with ProviderError("input")', async () => {
    const provider = createLocalVideoProvider();
    const cases: Partial<VideoRequest>[] = [
      { image: new TextEncoder().encode('not a picture') },
      { durationSeconds: 31 },
      { durationSeconds: 0 },
      { width: 321 },
      { fps: 0 },
      { cameraMotion: 'spin' as CameraMotion },
    ];
    for (const overrides of cases) {
      await expect(provider.generate(request('auto', overrides))).rejects.toMatchObject({
        name: 'ProviderError',
        reason: 'input',
      });
    }
    // A PNG signature followed by garbage passes the sniff but not ffmpeg.
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const failure = await provider.generate(request('auto', { image: broken })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).reason).toBe('input');
  });

  it('says ffmpeg is unavailable when FFMPEG_PATH points nowhere', async () => {
    await expect(
      createLocalVideoProvider({ ffmpegPath: '/nonexistent/ffmpeg' }).generate(request('auto')),
    ).rejects.toMatchObject({ reason: 'unavailable', isRetryable: true });
  });
});
