import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateFfmpeg, resolveFfmpeg } from '../ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../ffmpeg/ffmpeg-runner.ts';
import { testTone } from '../ffmpeg/media-test-helpers.ts';
import { withTempDir } from '../ffmpeg/temp-dir.ts';
import { MAX_MIX_INPUTS, type MixClip } from './audio-mix-plan.ts';
import { ClipCache } from './export-cache.ts';
import { audioMixArgs } from './export-args.ts';
import { renderAudioMix } from './render-audio.ts';

/** The audio of a file as mono 48 kHz float samples. */
async function decodeMono(ffmpeg: string, file: string, dir: string, inputArgs: string[] = []): Promise<Float32Array> {
  const raw = path.join(dir, `${path.basename(file)}.f32`);
  await runFfmpeg(ffmpeg, ['-y', ...inputArgs, '-i', file, '-ac', '1', '-ar', '48000', '-f', 'f32le', raw]);
  const bytes = await fs.readFile(raw);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

function largestDifference(a: Float32Array, b: Float32Array): number {
  let largest = 0;
  for (let index = 0; index < a.length; index += 1) largest = Math.max(largest, Math.abs(a[index]! - b[index]!));
  return largest;
}

describe('rendering the audio mix', () => {
  it.each([
    ['in use', () => resolveFfmpeg()],
    ['shipped with the app (2018)', () => locateFfmpeg(undefined, '')],
  ])(
    'mixes many clips window by window exactly as one run would, and reuses the mix (ffmpeg %s)',
    async (_, toolchain) => {
      const { ffmpeg } = await toolchain();
      await withTempDir(async (dir) => {
        const bed = await testTone(ffmpeg, dir, 30);
        const line = await testTone(ffmpeg, dir, 1);
        const duration = 24;
        // More clips than one run takes: a line every half second, and a 30 s bed under them, cut to the episode.
        const lines: MixClip[] = Array.from({ length: MAX_MIX_INPUTS + 8 }, (_, index) => ({
          source: `line-${index}`,
          start: index * 0.5,
          sourceStart: 0.1,
          duration: 0.25,
          gain: 0.5,
        }));
        const audio: MixClip[] = [{ source: 'bed', start: 0, sourceStart: 1, duration: 30, gain: 0.2 }, ...lines];
        const cache = new ClipCache(path.join(dir, 'cache'));
        const options = {
          ffmpeg,
          audio,
          duration,
          cache,
          dir,
          sourceFile: async (url: string) => (url === 'bed' ? bed : line),
          signal: new AbortController().signal,
          onProgress: () => undefined,
        };
        const windowed = await renderAudioMix(options);
        expect(windowed.cached).toBe(false);
        // The windows, joined, are sample for sample the lines mixed in one run.
        const names = await fs.readdir(dir);
        const windows = names.filter((name) => /^audio-\w+-window-\d+\.wav$/.test(name));
        expect(windows.length).toBeGreaterThan(1);
        const list = names.find((name) => name.endsWith('-windows.txt'))!;
        const lineMix = path.join(dir, 'lines.wav');
        const lineInputs = lines.map((clip) => ({ clip, path: line }));
        await runFfmpeg(ffmpeg, audioMixArgs({ inputs: lineInputs, duration, output: lineMix, format: 'wav' }));
        const joined = await decodeMono(ffmpeg, path.join(dir, list), dir, ['-f', 'concat', '-safe', '0']);
        const oneRun = await decodeMono(ffmpeg, lineMix, dir);
        expect(joined.length).toBe(oneRun.length);
        expect(largestDifference(joined, oneRun)).toBeLessThan(1e-6);

        const single = path.join(dir, 'single.m4a');
        const inputs = audio.map((clip) => ({ clip, path: clip.source === 'bed' ? bed : line }));
        await runFfmpeg(ffmpeg, audioMixArgs({ inputs, duration, output: single }));
        const ours = await decodeMono(ffmpeg, windowed.path, dir);
        const reference = await decodeMono(ffmpeg, single, dir);
        expect(ours.length).toBe(reference.length);
        expect(ours.length / 48_000).toBeCloseTo(duration, 1);
        // After the AAC encode (summed in another order: an encoder's decisions may differ a little).
        expect(largestDifference(ours, reference)).toBeLessThan(0.01);
        // A line sounds over the bed, and the bed alone after the last line.
        const level = (from: number, to: number) => {
          let sum = 0;
          for (let index = Math.round(from * 48_000); index < to * 48_000; index += 1) sum += ours[index]! ** 2;
          return Math.sqrt(sum / ((to - from) * 48_000));
        };
        expect(level(0.55, 0.7) / level(22, 23)).toBeGreaterThan(2);

        const again = await renderAudioMix({ ...options, sourceFile: () => Promise.reject(new Error('not read')) });
        expect(again).toEqual({ path: windowed.path, cached: true });
      });
    },
  );
});
