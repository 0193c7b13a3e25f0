import fs from 'node:fs/promises';
import type { TimeSpan } from '@sym/contracts';
import path from 'node:path';
import { runFfmpeg } from '../ffmpeg/ffmpeg-runner.ts';
import { audioMixHash, planAudioMix, type MixClip } from './audio-mix-plan.ts';
import type { ClipCache } from './export-cache.ts';
import { audioMixArgs, concatList, type AudioMixInput } from './export-args.ts';

export interface RenderAudioOptions {
  ffmpeg: string;
  audio: readonly MixClip[];
  /** Where someone speaks (speechSpans of the timeline): what ducked clips go down under. */
  speech?: readonly TimeSpan[];
  duration: number;
  cache: ClipCache;
  /** The render's temp folder (windows of a long mix are written there). */
  dir: string;
  /** A local copy of a clip's source. */
  sourceFile(url: string): Promise<string>;
  signal: AbortSignal;
  onProgress(percent: number): void;
}

/**
 * The episode's mixed audio (AAC 48 kHz stereo in an .m4a), from the cache when the same clips were mixed
 * before (a re-export that changed only pictures mixes nothing). Many clips are mixed window by window
 * (audio-mix-plan.ts), so the work and each command stay bounded whatever the episode's length.
 */
export async function renderAudioMix(options: RenderAudioOptions): Promise<{ path: string; cached: boolean }> {
  const { ffmpeg, cache, duration, signal } = options;
  const speech = options.speech ?? [];
  const hash = audioMixHash(options.audio, duration, speech);
  const found = await cache.find(hash, 'm4a');
  if (found) {
    options.onProgress(100);
    return { path: found, cached: true };
  }
  const inputsOf = async (clips: readonly MixClip[]): Promise<AudioMixInput[]> => {
    const inputs = [];
    for (const clip of clips) inputs.push({ clip, path: await options.sourceFile(clip.source) });
    return inputs;
  };
  const part = await cache.partPath(hash, 'm4a');
  try {
    const plan = planAudioMix(options.audio, duration);
    let inputs: AudioMixInput[];
    if (plan.kind === 'single') {
      inputs = await inputsOf(plan.clips);
    } else {
      // Windows first (a small share of the work: no encoding), then the joined windows under the long clips.
      const windows: string[] = [];
      for (const [index, window] of plan.windows.entries()) {
        // Named after the mix: the mixes of an export's languages run side by side in one folder.
        const file = path.join(options.dir, `audio-${hash}-window-${index}.wav`);
        const args = audioMixArgs({
          inputs: await inputsOf(window.clips),
          duration: window.duration,
          output: file,
          format: 'wav',
        });
        await runFfmpeg(ffmpeg, args, { signal });
        windows.push(file);
        options.onProgress((25 * (index + 1)) / plan.windows.length);
      }
      const list = path.join(options.dir, `audio-${hash}-windows.txt`);
      await fs.writeFile(list, concatList(windows));
      const joined = { start: 0, sourceStart: 0, duration, gain: 1 };
      inputs = [
        { clip: joined, path: list, inputArgs: ['-f', 'concat', '-safe', '0'] },
        ...(await inputsOf(plan.long)),
      ];
    }
    await runFfmpeg(ffmpeg, audioMixArgs({ inputs, duration, output: part, speech }), {
      signal,
      durationSeconds: duration,
      onProgress: (percent) => options.onProgress(plan.kind === 'single' ? percent : 25 + percent * 0.75),
    });
    return { path: await cache.commit(hash, part, 'm4a'), cached: false };
  } finally {
    await fs.rm(part, { force: true });
  }
}
