// The export of a 1,000-shot animatic (issue 34): 1,000 one-second shots with camera moves over 8 distinct pictures
// (every shot its own URL, so its own clip), a 2-minute music track and a voice line on every shot, rendered cold by
// our pipeline in this process (as the worker does). Prints the wall and CPU time, how the audio was mixed, and
// peaks sampled every 250 ms: this process's RSS (the pipeline), the largest ffmpeg's RSS (its VmHWM), the number
// of ffmpeg runs at once and the render's temp folder on disk. Run it with --shots 100 too: the peaks should not
// grow with the shot count.
// Usage: node --import tsx bench/export-thousand.ts [--shots 1000] [--seconds 1] [--pictures 8] [--parallelism 0]
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { audioMixArgs } from '../apps/server/src/media/export/export-args.ts';
import { planAudioMix } from '../apps/server/src/media/export/audio-mix-plan.ts';
import { ClipCache } from '../apps/server/src/media/export/export-cache.ts';
import { resolveFfmpeg } from '../apps/server/src/media/ffmpeg/ffmpeg-binary.ts';
import { probeMedia } from '../apps/server/src/media/ffmpeg/media-probe.ts';
import { argument, makeEpisode, renderOurs } from './export/episode.ts';

const SHOTS = argument('--shots', 1000);
const SECONDS = argument('--seconds', 1);
const PICTURES = argument('--pictures', 8);
const PARALLELISM = argument('--parallelism', 0);

/** Children of this process (ffmpeg runs) with their peak resident set so far, from /proc. */
function childPeaksKb(): number[] {
  const peaks: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      peaks.push(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // The process ended meanwhile.
    }
  }
  return peaks;
}

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    try {
      total += statSync(join(entry.parentPath, entry.name)).size;
    } catch {
      // Removed meanwhile.
    }
  }
  return total;
}

const root = mkdtempSync(join(tmpdir(), 'sym-bench-thousand-'));
try {
  const binaries = await resolveFfmpeg(process.env.FFMPEG_PATH);
  const episode = await makeEpisode(root, binaries, {
    shots: SHOTS,
    seconds: SECONDS,
    pictures: PICTURES,
    musicSeconds: 120,
    lineEvery: 1,
  });
  const { plan } = episode;
  const mix = planAudioMix(plan.audio, plan.duration);
  const oneGraph = audioMixArgs({
    inputs: plan.audio.map((clip) => ({ clip, path: episode.files.get(clip.source)! })),
    duration: plan.duration,
    output: 'a.m4a',
  });
  const graphBytes = oneGraph[oneGraph.indexOf('-filter_complex') + 1]!.length;
  console.log(
    `episode: ${SHOTS} shots × ${SECONDS} s = ${plan.duration} s, ${PICTURES} pictures, 1 music track + ` +
      `${episode.voiceLines} voice lines; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}; ${binaries.ffmpeg}`,
  );
  console.log(
    `audio: ${plan.audio.length} clips, ` +
      (mix.kind === 'single'
        ? 'one mix'
        : `${mix.windows.length} windows (at most ${Math.max(...mix.windows.map((window) => window.clips.length))} clips each) + ${mix.long.length} long clip(s)`) +
      ` (as one filter graph: ${(graphBytes / 1024).toFixed(0)} KiB, one argument may hold 128 KiB)`,
  );

  const peaks = { pipelineKb: 0, ffmpegKb: 0, ffmpegAtOnce: 0, tempBytes: 0 };
  const tempParent = join(root, 'tmp');
  let ticks = 0;
  const sampler = setInterval(() => {
    peaks.pipelineKb = Math.max(peaks.pipelineKb, process.memoryUsage.rss() / 1024);
    const children = childPeaksKb();
    peaks.ffmpegKb = Math.max(peaks.ffmpegKb, ...children);
    peaks.ffmpegAtOnce = Math.max(peaks.ffmpegAtOnce, children.length);
    if (ticks++ % 4 === 0) peaks.tempBytes = Math.max(peaks.tempBytes, folderBytes(tempParent));
  }, 250);
  const output = join(root, 'ours.mp4');
  const run = await renderOurs(episode, plan, {
    root,
    binaries,
    cache: new ClipCache(join(root, 'cache')),
    parallelism: PARALLELISM,
    output,
  }).finally(() => clearInterval(sampler));
  const probe = await probeMedia(output, { binaries });
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `cold export                    wall ${run.wall.toFixed(1)} s  cpu ${run.cpu.toFixed(1)} s  (${run.rendered} clips rendered; ` +
      `${probe.durationSeconds.toFixed(2)} s of video, ${mb(statSync(output).size)}; ${(plan.duration / run.wall).toFixed(2)}× realtime)`,
  );
  console.log(
    `peaks                          pipeline RSS ${mb(Math.max(peaks.pipelineKb, process.resourceUsage().maxRSS) * 1024)}, ` +
      `largest ffmpeg RSS ${mb(peaks.ffmpegKb * 1024)}, ${peaks.ffmpegAtOnce} ffmpeg at once, temp folder ${mb(peaks.tempBytes)}`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
