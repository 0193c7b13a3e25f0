// A generated episode for the export benches: detailed 1920×1080 pictures (a few taller or wider) with camera moves,
// a music track and spoken voice lines, and our render pipeline run on it in this process (as the worker does).
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { join } from 'node:path';
import type { CameraMotion } from '@sym/contracts';
import {
  buildExportPlan,
  type ExportPlan,
  type ExportShotInput,
  type ExportVoiceClipInput,
} from '../../apps/server/src/media/export/export-plan.ts';
import type { ClipCache } from '../../apps/server/src/media/export/export-cache.ts';
import { renderExport } from '../../apps/server/src/media/export/render-export.ts';
import type { FfmpegBinaries } from '../../apps/server/src/media/ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../../apps/server/src/media/ffmpeg/ffmpeg-runner.ts';
import { probeMedia } from '../../apps/server/src/media/ffmpeg/media-probe.ts';
import { createLocalSpeechProvider } from '../../apps/server/src/providers/speech/local/local-speech.provider.ts';

export const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

const MOTIONS: CameraMotion[] = [
  'auto',
  'zoom_in',
  'pan_right',
  'tilt_up',
  'tracking',
  'drone',
  'zoom_out',
  'pan_left',
];
export const SIZE = { width: 1280, height: 720 };
const LINES = [
  'The tide is coming in.',
  'Bring the boats in before the storm reaches the harbour.',
  'Did you hear that?',
];

/** CPU seconds of finished child processes (ffmpeg runs), from /proc: comparable even on a busy machine. */
export function childCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // After "pid (comm) ": state is field 3, so cutime (16) and cstime (17) sit at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

export async function measured(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  await work();
  return { wall: (performance.now() - started) / 1000, cpu: childCpuSeconds() - cpuBefore };
}

export interface Episode {
  shots: ExportShotInput[];
  plan: ExportPlan;
  planOf(shots: ExportShotInput[]): ExportPlan;
  /** URL → local file. */
  files: Map<string, string>;
  sizes: Map<string, { width: number; height: number }>;
  voiceLines: number;
}

/**
 * `shots` shots of `seconds` each over `pictures` distinct pictures (each shot its own URL, so its own clip),
 * a music track of `musicSeconds` (the whole episode by default) and a voice line every `lineEvery` shots (3 lines
 * spread over the episode by default).
 */
export async function makeEpisode(
  root: string,
  binaries: FfmpegBinaries,
  options: { shots: number; seconds: number; pictures?: number; musicSeconds?: number; lineEvery?: number },
): Promise<Episode> {
  const { shots: count, seconds } = options;
  const files = new Map<string, string>();
  const sizes = new Map<string, { width: number; height: number }>();
  const pictures = Math.min(count, options.pictures ?? count);
  for (let index = 0; index < pictures; index += 1) {
    const size = index % 4 === 3 ? '1080x1620' : index % 4 === 2 ? '2560x1080' : '1920x1080';
    const file = join(root, `shot-${index}.png`);
    const source = index % 2 ? `mandelbrot=size=${size}:start_scale=${2 + index / 10}` : `testsrc2=size=${size}`;
    await runFfmpeg(binaries.ffmpeg, ['-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', file]);
    files.set(`picture-${index}`, file);
    sizes.set(`picture-${index}`, (await probeMedia(file, { binaries })).video!);
  }
  const shots: ExportShotInput[] = [];
  for (let index = 0; index < count; index += 1) {
    const url = `/media/shot-${index}.png`;
    files.set(url, files.get(`picture-${index % pictures}`)!);
    sizes.set(url, sizes.get(`picture-${index % pictures}`)!);
    shots.push({
      id: `s${index}`,
      sequence: index + 1,
      duration: seconds,
      imageUrl: url,
      cameraMotion: MOTIONS[index % MOTIONS.length],
    });
  }
  const total = count * seconds;
  const musicSeconds = options.musicSeconds ?? total;
  const music = join(root, 'music.m4a');
  await runFfmpeg(binaries.ffmpeg, [
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:duration=${musicSeconds}`,
    '-c:a',
    'aac',
    music,
  ]);
  files.set('/media/music.m4a', music);
  const speech = createLocalSpeechProvider();
  const spoken: { file: string; duration: number; text: string }[] = [];
  for (const [index, text] of LINES.entries()) {
    const result = await speech.synthesize({ text, language: 'en' });
    const file = join(root, `line-${index}.wav`);
    await fs.writeFile(file, result.bytes);
    spoken.push({ file, duration: result.durationSeconds ?? 2, text });
  }
  const starts = options.lineEvery
    ? Array.from({ length: Math.ceil(count / options.lineEvery) }, (_, index) => index * options.lineEvery! * seconds)
    : LINES.map((_, index) => 2 + index * (total / LINES.length));
  const voiceClips: ExportVoiceClipInput[] = starts.map((offset, index) => {
    const line = spoken[index % spoken.length]!;
    const url = `/media/line-${index}.wav`;
    files.set(url, line.file);
    return {
      id: `c${index}`,
      trackId: 'voice',
      audioUrl: url,
      duration: Math.min(line.duration, seconds * (options.lineEvery ?? count)),
      offset,
      volume: 1,
      status: 'ready' as const,
      text: line.text,
    };
  });
  const track = { offset: 0, trimStart: 0, clipDuration: null, muted: false };
  const tracks = [
    { ...track, id: 'music', kind: 'audio' as const, order: 0, volume: 0.3, audioUrl: '/media/music.m4a' },
    { ...track, id: 'voice', kind: 'voice' as const, order: 1, volume: 1, audioUrl: null, audioDuration: null },
  ].map((entry) => ({ audioDuration: musicSeconds, ...entry }));
  const planOf = (list: ExportShotInput[]) =>
    buildExportPlan({ kind: 'video', size: SIZE, shots: list, tracks, voiceClips });
  return { shots, plan: planOf(shots), planOf, files, sizes, voiceLines: voiceClips.length };
}

/** Our pipeline on a plan, the finished video copied to `output`: wall and CPU seconds, clips rendered and cached. */
export async function renderOurs(
  episode: Episode,
  plan: ExportPlan,
  options: { root: string; binaries: FfmpegBinaries; cache: ClipCache; parallelism: number; output: string },
) {
  let result = { rendered: 0, cached: 0, audioCached: false };
  const time = await measured(() =>
    renderExport({
      plan,
      binaries: options.binaries,
      cache: options.cache,
      tempParent: join(options.root, 'tmp'),
      parallelism: options.parallelism,
      signal: new AbortController().signal,
      readSource: async (url) => new Uint8Array(await fs.readFile(episode.files.get(url)!)),
      deliver: async (rendered) => {
        result = {
          rendered: rendered.clipsRendered,
          cached: rendered.clipsCached,
          audioCached: rendered.audioCached,
        };
        await fs.copyFile(rendered.videoPath, options.output);
      },
    }),
  );
  return { ...time, ...result };
}
