// Export speed: our render pipeline (parallel per-shot clips cached by content hash, concat by stream copy, one
// audio mix) against the best single hand-written ffmpeg command making the same 720p file (one filter graph
// doing every camera move, the concat, the audio mix and the encode), plus a warm re-export after one change.
// Usage: node --import tsx bench/export-speed.ts [--shots 12] [--seconds 5] [--parallelism 0]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CameraMotion } from '@sym/contracts';
import {
  buildExportPlan,
  type ExportPlan,
  type ExportShotInput,
  type ExportVoiceClipInput,
} from '../apps/server/src/media/export/export-plan.ts';
import { audioMixArgs, imageClipArgs } from '../apps/server/src/media/export/export-args.ts';
import { ClipCache } from '../apps/server/src/media/export/export-cache.ts';
import { renderExport } from '../apps/server/src/media/export/render-export.ts';
import { planCameraMove } from '../apps/server/src/media/ffmpeg/camera-move.args.ts';
import { resolveFfmpeg } from '../apps/server/src/media/ffmpeg/ffmpeg-binary.ts';
import { h264EncodeArgs } from '../apps/server/src/media/ffmpeg/h264.args.ts';
import { runFfmpeg } from '../apps/server/src/media/ffmpeg/ffmpeg-runner.ts';
import { probeMedia } from '../apps/server/src/media/ffmpeg/media-probe.ts';
import { createLocalSpeechProvider } from '../apps/server/src/providers/speech/local/local-speech.provider.ts';

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SHOTS = argument('--shots', 12);
const SECONDS = argument('--seconds', 5);
const PARALLELISM = argument('--parallelism', 0);
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
const SIZE = { width: 1280, height: 720 };

/** CPU seconds of finished child processes (ffmpeg runs), from /proc: comparable even on a busy machine. */
function childCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // After "pid (comm) ": state is field 3, so cutime (16) and cstime (17) sit at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

async function measured(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpuBefore = childCpuSeconds();
  const wall = await seconds(work);
  return { wall, cpu: childCpuSeconds() - cpuBefore };
}

/** The single-command baseline: the same clips' filter chains joined by `concat`, the same audio mix, one encode. */
function handWrittenArgs(
  plan: ExportPlan,
  files: Map<string, string>,
  sizes: Map<string, { width: number; height: number }>,
  output: string,
): string[] {
  const args = ['-y'];
  const chains: string[] = [];
  plan.clips.forEach((clip, index) => {
    if (clip.source.type !== 'image') throw new Error('bench episodes use images');
    args.push('-i', files.get(clip.source.url)!);
    const camera = planCameraMove(clip.source.motion, sizes.get(clip.source.url)!, plan.size);
    const single = imageClipArgs({
      input: '',
      output: '',
      size: plan.size,
      fps: plan.fps,
      frames: clip.frames,
      threads: 1,
      plan: camera,
    });
    const graph = single[single.indexOf('-filter_complex') + 1]!;
    chains.push(graph.replace('[0:v]', `[${index}:v]`).replace(/\[v\]$/, `[v${index}]`));
  });
  const mix = audioMixArgs({
    inputs: plan.audio.map((clip) => ({ clip, path: files.get(clip.source)! })),
    duration: plan.duration,
    output: '',
  });
  const offset = plan.clips.length;
  const audioInputs: string[] = [];
  for (let index = 1; index < mix.indexOf('-filter_complex'); index += 2)
    audioInputs.push(mix[index]!, mix[index + 1]!);
  args.push(...audioInputs);
  const audioGraph = mix[mix.indexOf('-filter_complex') + 1]!.replace(
    /\[(\d+):a\]/g,
    (_, n: string) => `[${Number(n) + offset}:a]`,
  );
  const labels = plan.clips.map((_, index) => `[v${index}]`).join('');
  args.push(
    '-filter_complex',
    `${chains.join(';')};${labels}concat=n=${plan.clips.length}:v=1:a=0[v];${audioGraph}`,
    '-map',
    '[v]',
    '-map',
    '[a]',
    ...h264EncodeArgs(plan.fps),
    '-c:a',
    'aac',
    '-b:a',
    '160k',
    '-ar',
    '48000',
    '-ac',
    '2',
    '-t',
    String(plan.duration),
    '-movflags',
    '+faststart',
    output,
  );
  return args;
}

const root = mkdtempSync(join(tmpdir(), 'sym-bench-export-'));
try {
  const binaries = await resolveFfmpeg(process.env.FFMPEG_PATH);
  const files = new Map<string, string>();
  const sizes = new Map<string, { width: number; height: number }>();
  // Detailed 1920×1080 pictures (generated shot images of a 16:9 episode), a few of them taller or wider.
  const shots: ExportShotInput[] = [];
  for (let index = 0; index < SHOTS; index += 1) {
    const size = index % 4 === 3 ? '1080x1620' : index % 4 === 2 ? '2560x1080' : '1920x1080';
    const file = join(root, `shot-${index}.png`);
    const source = index % 2 ? `mandelbrot=size=${size}:start_scale=${2 + index / 10}` : `testsrc2=size=${size}`;
    await runFfmpeg(binaries.ffmpeg, ['-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', file]);
    const url = `/media/shot-${index}.png`;
    files.set(url, file);
    const probe = await probeMedia(file, { binaries });
    sizes.set(url, probe.video!);
    shots.push({
      id: `s${index}`,
      sequence: index + 1,
      duration: SECONDS,
      imageUrl: url,
      cameraMotion: MOTIONS[index % MOTIONS.length],
    });
  }
  const total = SHOTS * SECONDS;
  const music = join(root, 'music.m4a');
  await runFfmpeg(binaries.ffmpeg, [
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:duration=${total}`,
    '-c:a',
    'aac',
    music,
  ]);
  files.set('/media/music.m4a', music);
  const speech = createLocalSpeechProvider();
  const lines = [
    'The tide is coming in.',
    'Bring the boats in before the storm reaches the harbour.',
    'Did you hear that?',
  ];
  const voiceClips: ExportVoiceClipInput[] = [];
  for (const [index, text] of lines.entries()) {
    const spoken = await speech.synthesize({ text, language: 'en' });
    const file = join(root, `line-${index}.wav`);
    await fs.writeFile(file, spoken.bytes);
    files.set(`/media/line-${index}.wav`, file);
    voiceClips.push({
      id: `c${index}`,
      trackId: 'voice',
      audioUrl: `/media/line-${index}.wav`,
      duration: spoken.durationSeconds ?? 2,
      offset: 2 + index * (total / lines.length),
      volume: 1,
      status: 'ready' as const,
      text,
    });
  }
  const tracks = [
    {
      id: 'music',
      kind: 'audio' as const,
      order: 0,
      muted: false,
      volume: 0.3,
      audioUrl: '/media/music.m4a',
      audioDuration: total,
      offset: 0,
      trimStart: 0,
      clipDuration: null,
    },
    {
      id: 'voice',
      kind: 'voice' as const,
      order: 1,
      muted: false,
      volume: 1,
      audioUrl: null,
      audioDuration: null,
      offset: 0,
      trimStart: 0,
      clipDuration: null,
    },
  ];
  const planOf = (list: ExportShotInput[]) =>
    buildExportPlan({ kind: 'video', size: SIZE, shots: list, tracks, voiceClips });
  const cache = new ClipCache(join(root, 'cache'));
  const ours = async (plan: ExportPlan) => {
    let counts = { rendered: 0, cached: 0 };
    const time = await measured(() =>
      renderExport({
        plan,
        binaries,
        cache,
        tempParent: join(root, 'tmp'),
        parallelism: PARALLELISM,
        signal: new AbortController().signal,
        readSource: async (url) => new Uint8Array(readFileSync(files.get(url)!)),
        deliver: async (result) => {
          counts = { rendered: result.clipsRendered, cached: result.clipsCached };
          await fs.copyFile(result.videoPath, join(root, 'ours.mp4'));
        },
      }),
    );
    return { ...time, ...counts };
  };

  const plan = planOf(shots);
  const cores = availableParallelism();
  console.log(
    `episode: ${SHOTS} shots × ${SECONDS} s = ${plan.duration} s at ${SIZE.width}×${SIZE.height} ${plan.fps} fps, ` +
      `1 music track + ${lines.length} voice clips; ${cores} cores, load average ${loadavg()[0]!.toFixed(1)}; ${binaries.ffmpeg}`,
  );
  const hand = await measured(() =>
    runFfmpeg(binaries.ffmpeg, handWrittenArgs(plan, files, sizes, join(root, 'hand.mp4'))),
  );
  const cold = await ours(plan);
  const changedIndex = Math.floor(SHOTS / 2);
  const changed = shots.map((shot, index) =>
    index === changedIndex
      ? { ...shot, cameraMotion: (shot.cameraMotion === 'zoom_out' ? 'zoom_in' : 'zoom_out') as CameraMotion }
      : shot,
  );
  const warm = await ours(planOf(changed));
  const oursProbe = await probeMedia(join(root, 'ours.mp4'), { binaries });
  const handProbe = await probeMedia(join(root, 'hand.mp4'), { binaries });
  const row = (label: string, run: { wall: number; cpu: number }, note: string) =>
    console.log(
      `${label.padEnd(30)} wall ${run.wall.toFixed(2).padStart(6)} s  cpu ${run.cpu.toFixed(2).padStart(6)} s  ${note}`,
    );
  row('hand-written single command', hand, `(${handProbe.durationSeconds.toFixed(2)} s of video)`);
  row(
    'ours, cold (no cache)',
    cold,
    `(${cold.rendered} clips rendered; ${oursProbe.durationSeconds.toFixed(2)} s of video)`,
  );
  row('ours, warm after one change', warm, `(${warm.rendered} rendered, ${warm.cached} cached)`);
  console.log(
    `ratio ours/hand-written       wall ${(cold.wall / hand.wall).toFixed(2)}, cpu ${(cold.cpu / hand.cpu).toFixed(2)}  (target ≤ 1.25)`,
  );
  console.log(
    `× realtime, cold              ${(plan.duration / cold.wall).toFixed(2)}  (target ≥ 3; on idle cores ≈ ${(plan.duration / (cold.cpu / cores)).toFixed(2)} from cpu/cores)`,
  );
  console.log(`× realtime, warm              ${(plan.duration / warm.wall).toFixed(2)}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
