import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../../media/ffmpeg/ffmpeg-binary.ts';
import { probeMedia, type MediaProbe } from '../../../media/ffmpeg/media-probe.ts';
import {
  blobImage,
  frameDifference,
  readGrayFrames,
  testClip,
  testTone,
} from '../../../media/ffmpeg/media-test-helpers.ts';
import type { GeneratedMedia } from '../../provider.ts';
import { createLocalSpeechProvider } from '../../speech/local/local-speech.provider.ts';
import type { LipsyncRequest } from '../lipsync-provider.ts';
import { createLocalLipsyncProvider } from './local-lipsync.provider.ts';

const provider = createLocalLipsyncProvider();
let dir = '';
let ffmpeg = '';
const media: Record<'clip1s' | 'clip3s' | 'tone2500ms' | 'tone1200ms' | 'still', Uint8Array> = {
  clip1s: new Uint8Array(),
  clip3s: new Uint8Array(),
  tone2500ms: new Uint8Array(),
  tone1200ms: new Uint8Array(),
  still: new Uint8Array(),
};

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-lipsync-'));
  ffmpeg = (await resolveFfmpeg()).ffmpeg;
  media.clip1s = await fs.readFile(await testClip(ffmpeg, dir, 1));
  media.clip3s = await fs.readFile(await testClip(ffmpeg, dir, 3));
  media.tone2500ms = await fs.readFile(await testTone(ffmpeg, dir, 2.5));
  media.tone1200ms = await fs.readFile(await testTone(ffmpeg, dir, 1.2));
  media.still = await blobImage(640, 360, [{ x: 0.5, y: 0.5, sigma: 0.05 }]);
}, 30_000);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const request = (overrides: Partial<LipsyncRequest>): LipsyncRequest => ({
  audio: media.tone2500ms,
  audioContentType: 'audio/wav',
  width: 256,
  height: 144,
  ...overrides,
});

/** Writes the result, probes it, and checks both streams and the size. */
async function inspect(
  result: GeneratedMedia,
  size = { width: 256, height: 144 },
): Promise<{ file: string; probe: MediaProbe }> {
  expect(result).toMatchObject({ contentType: 'video/mp4', ...size });
  const file = path.join(dir, `out-${Math.random().toString(36).slice(2)}.mp4`);
  await fs.writeFile(file, result.bytes);
  const probe = await probeMedia(file);
  expect(probe.video).toMatchObject({ codec: 'h264', ...size });
  expect(probe.audio).toMatchObject({ codec: 'aac', sampleRate: 48000 });
  return { file, probe };
}

describe('local lip-sync provider', { timeout: 30_000 }, () => {
  it('describes itself honestly', () => {
    expect(provider.info).toMatchObject({
      id: 'local',
      name: 'Local voice-over mux (does not move mouths)',
      kind: 'lipsync',
      isLocal: true,
      creditsPerUnit: 1,
    });
  });

  it('holds the last frame of a clip shorter than the audio', async () => {
    const progress: number[] = [];
    const result = await provider.generate(request({ video: media.clip1s }), { onProgress: (p) => progress.push(p) });
    const { file, probe } = await inspect(result);
    expect(result.durationSeconds).toBeCloseTo(2.5, 2);
    expect(Math.abs(probe.durationSeconds - 2.5)).toBeLessThanOrEqual(0.1);
    expect(progress.at(-1)).toBe(100);

    const frames = await readGrayFrames(ffmpeg, file, { width: 256, height: 144 });
    expect(Math.abs(frames.length - 2.5 * 25)).toBeLessThanOrEqual(1);
    const lastOfClip = frames[24] ?? new Uint8Array();
    // The test pattern moves while the clip plays, then stands still on its last frame until the audio ends.
    expect(frameDifference(frames[2] ?? new Uint8Array(), frames[20] ?? new Uint8Array())).toBeGreaterThan(2);
    expect(frameDifference(lastOfClip, frames.at(-1) ?? new Uint8Array())).toBeLessThan(1.5);
  });

  it('cuts a clip longer than the audio', async () => {
    const result = await provider.generate(request({ video: media.clip3s, audio: media.tone1200ms }));
    const { probe } = await inspect(result);
    expect(result.durationSeconds).toBeCloseTo(1.2, 2);
    expect(Math.abs(probe.durationSeconds - 1.2)).toBeLessThanOrEqual(0.1);
  });

  it('turns a still into a clip as long as the audio, cover-fitted to another aspect', async () => {
    const size = { width: 144, height: 256 };
    const result = await provider.generate(request({ image: media.still, ...size }));
    const { probe } = await inspect(result, size);
    expect(Math.abs(probe.durationSeconds - 2.5)).toBeLessThanOrEqual(0.1);
  });

  it('voices a still with the local speech provider end to end', async () => {
    const speech = await createLocalSpeechProvider().synthesize({ text: 'Bring the boats in.', language: 'en' });
    const result = await provider.generate(request({ image: media.still, audio: speech.bytes }));
    const { probe } = await inspect(result);
    expect(Math.abs(probe.durationSeconds - (speech.durationSeconds ?? 0))).toBeLessThanOrEqual(0.1);
  });

  it('lasts the shot: a short line on a longer shot goes on in silence while the clip plays on, then holds', async () => {
    const result = await provider.generate(
      request({ video: media.clip1s, audio: media.tone1200ms, durationSeconds: 3 }),
    );
    const { file, probe } = await inspect(result);
    expect(result.durationSeconds).toBeCloseTo(3, 2);
    expect(Math.abs(probe.durationSeconds - 3)).toBeLessThanOrEqual(0.1);
    const frames = await readGrayFrames(ffmpeg, file, { width: 256, height: 144 });
    expect(Math.abs(frames.length - 3 * 25)).toBeLessThanOrEqual(1);
    expect(frameDifference(frames[24] ?? new Uint8Array(), frames.at(-1) ?? new Uint8Array())).toBeLessThan(1.5);
  });

  it('lasts the shot: a line longer than the shot is cut at its end', async () => {
    const result = await provider.generate(request({ image: media.still, durationSeconds: 1.5 }));
    const { probe } = await inspect(result);
    expect(Math.abs(probe.durationSeconds - 1.5)).toBeLessThanOrEqual(0.1);
  });

  it('refuses bad input with ProviderError("input")', async () => {
    const cases: Partial<LipsyncRequest>[] = [
      {},
      { video: media.clip1s, audio: new Uint8Array() },
      { video: media.clip1s, audio: new TextEncoder().encode('not audio at all') },
      { video: media.clip1s, width: 255 },
      { image: new TextEncoder().encode('not a picture') },
      { video: new TextEncoder().encode('not a clip') },
      { video: media.clip1s, durationSeconds: 0 },
    ];
    for (const overrides of cases) {
      await expect(provider.generate(request(overrides))).rejects.toMatchObject({
        name: 'ProviderError',
        reason: 'input',
      });
    }
  });

  it('stops when cancelled and leaves no temp files', async () => {
    const parent = path.join(dir, 'cancelled');
    const controller = new AbortController();
    const run = createLocalLipsyncProvider({ tempDir: parent }).generate(
      request({ video: media.clip1s, width: 1920, height: 1080 }),
      {
        signal: controller.signal,
        onProgress: (percent) => {
          if (percent > 0) controller.abort();
        },
      },
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(await fs.readdir(parent)).toEqual([]);
  });
});
