// Export speed: our render pipeline (parallel per-shot clips cached by content hash, concat by stream copy, the
// audio mixed beside them and cached too) against the best single hand-written ffmpeg command making the same 720p
// file (one filter graph doing every camera move, the concat, the audio mix and the encode, with the same x264
// settings), plus a warm re-export after one change; then the pictures compared (ffmpeg's ssim and psnr filters):
// ours against the hand-written file, and each against the unencoded frames (skip with --no-quality).
// Usage: node --import tsx bench/export-speed.ts [--shots 12] [--seconds 5] [--parallelism 0] [--no-quality] [--keep]
// Measure with the ffmpeg shipped in node_modules (the product's default without a system ffmpeg):
//   FFMPEG_PATH=$(cd apps/server && node -p "require('@ffmpeg-installer/ffmpeg').path") node --import tsx bench/export-speed.ts
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CameraMotion } from '@sym/contracts';
import type { ExportPlan } from '../apps/server/src/media/export/export-plan.ts';
import { CLIP_X264, audioMixArgs, imageClipArgs } from '../apps/server/src/media/export/export-args.ts';
import { ClipCache } from '../apps/server/src/media/export/export-cache.ts';
import { planCameraMove } from '../apps/server/src/media/ffmpeg/camera-move.args.ts';
import { resolveFfmpeg } from '../apps/server/src/media/ffmpeg/ffmpeg-binary.ts';
import { h264EncodeArgs } from '../apps/server/src/media/ffmpeg/h264.args.ts';
import { runFfmpeg } from '../apps/server/src/media/ffmpeg/ffmpeg-runner.ts';
import { probeMedia } from '../apps/server/src/media/ffmpeg/media-probe.ts';
import { comparePictures } from './export/picture-quality.ts';
import { SIZE, argument, makeEpisode, measured, renderOurs } from './export/episode.ts';

const SHOTS = argument('--shots', 12);
const SECONDS = argument('--seconds', 5);
const PARALLELISM = argument('--parallelism', 0);
const QUALITY = !process.argv.includes('--no-quality');

/**
 * The single-command baseline: the same clips' filter chains joined by `concat`, the same audio mix, one encode with
 * the same x264 settings as our clips (the same file, made the way one would by hand).
 */
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
    // Without it the graph's output rate is unknown and ffmpeg writes 25 fps, dropping a sixth of the frames.
    '-r',
    String(plan.fps),
    ...h264EncodeArgs(plan.fps, CLIP_X264),
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
  const episode = await makeEpisode(root, binaries, { shots: SHOTS, seconds: SECONDS });
  const { plan, files, sizes } = episode;
  const cache = new ClipCache(join(root, 'cache'));
  const ours = (next: ExportPlan, output: string) =>
    renderOurs(episode, next, { root, binaries, cache, parallelism: PARALLELISM, output });

  const cores = availableParallelism();
  console.log(
    `episode: ${SHOTS} shots × ${SECONDS} s = ${plan.duration} s at ${SIZE.width}×${SIZE.height} ${plan.fps} fps, ` +
      `1 music track + ${episode.voiceLines} voice clips; ${cores} cores, load average ${loadavg()[0]!.toFixed(1)}; ${binaries.ffmpeg}`,
  );
  console.log(`x264: preset ${CLIP_X264.preset}, ${CLIP_X264.params}, crf ${CLIP_X264.crf} (ours and hand-written)`);
  const handFile = join(root, 'hand.mp4');
  const hand = await measured(() => runFfmpeg(binaries.ffmpeg, handWrittenArgs(plan, files, sizes, handFile)));
  const cold = await ours(plan, join(root, 'ours.mp4'));
  const changedIndex = Math.floor(SHOTS / 2);
  const changed = episode.shots.map((shot, index) =>
    index === changedIndex
      ? { ...shot, cameraMotion: (shot.cameraMotion === 'zoom_out' ? 'zoom_in' : 'zoom_out') as CameraMotion }
      : shot,
  );
  const warm = await ours(episode.planOf(changed), join(root, 'warm.mp4'));
  const oursProbe = await probeMedia(join(root, 'ours.mp4'), { binaries });
  const handProbe = await probeMedia(handFile, { binaries });
  const row = (label: string, run: { wall: number; cpu: number }, note: string) =>
    console.log(
      `${label.padEnd(30)} wall ${run.wall.toFixed(2).padStart(6)} s  cpu ${run.cpu.toFixed(2).padStart(6)} s  ${note}`,
    );
  const mb = (file: string) => `${(statSync(file).size / 1e6).toFixed(1)} MB`;
  row('hand-written single command', hand, `(${handProbe.durationSeconds.toFixed(2)} s of video, ${mb(handFile)})`);
  row(
    'ours, cold (no cache)',
    cold,
    `(${cold.rendered} clips rendered; ${oursProbe.durationSeconds.toFixed(2)} s of video, ${mb(join(root, 'ours.mp4'))})`,
  );
  row(
    'ours, warm after one change',
    warm,
    `(${warm.rendered} rendered, ${warm.cached} cached, audio ${warm.audioCached ? 'cached' : 'mixed'})`,
  );
  console.log(
    `ratio ours/hand-written       wall ${(cold.wall / hand.wall).toFixed(2)}, cpu ${(cold.cpu / hand.cpu).toFixed(2)}  (target ≤ 1.0)`,
  );
  console.log(
    `× realtime, cold              ${(plan.duration / cold.wall).toFixed(2)}  (target ≥ 3; on idle cores ≈ ${(plan.duration / (cold.cpu / cores)).toFixed(2)} from cpu/cores)`,
  );
  console.log(
    `warm / cold                   wall ${((100 * warm.wall) / cold.wall).toFixed(1)} %, cpu ${((100 * warm.cpu) / cold.cpu).toFixed(1)} %  (target ≤ 10 %); × realtime ${(plan.duration / warm.wall).toFixed(2)}`,
  );
  if (QUALITY) {
    const quality = await comparePictures(binaries.ffmpeg, {
      ours: join(root, 'ours.mp4'),
      hand: handFile,
      frames: handWrittenArgs(plan, files, sizes, ''),
    });
    const show = (label: string, value: { ssim: number; psnr: number }) =>
      console.log(`${label.padEnd(30)} SSIM ${value.ssim.toFixed(5)}  PSNR ${value.psnr.toFixed(2)} dB`);
    show('ours vs hand-written', quality.oursVsHand);
    show('ours vs unencoded frames', quality.oursVsFrames);
    show('hand-written vs unencoded', quality.handVsFrames);
  }
} finally {
  if (process.argv.includes('--keep')) console.log(`files kept in ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
