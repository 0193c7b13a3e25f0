import fs from 'node:fs/promises';
import { speechSpans } from '@sym/contracts';
import os from 'node:os';
import path from 'node:path';
import { planCameraMove } from '../ffmpeg/camera-move.args.ts';
import { runFfmpeg } from '../ffmpeg/ffmpeg-runner.ts';
import { withTempDir } from '../ffmpeg/temp-dir.ts';
import type { FfmpegBinaries } from '../ffmpeg/ffmpeg-binary.ts';
import { renderShotCard } from './card-image.ts';
import type { ClipCache } from './export-cache.ts';
import {
  concatList,
  exportContainer,
  finalMuxArgs,
  imageClipArgs,
  posterArgs,
  videoClipArgs,
  type LanguageTrack,
} from './export-args.ts';
import { languageStreams, type ClipPlan, type ExportPlan, type FrameSize } from './export-plan.ts';
import { pictureSize } from './picture-size.ts';
import { ProgressAggregator } from './export-progress.ts';
import { renderAudioMix } from './render-audio.ts';
import { buildSrt } from './subtitles.ts';
import { SUBTITLE_FONTS_DIR } from './subtitle-fonts.ts';

/** Prefix of the render's temp folders: `<prefix><pid>-…`, so a restarted worker can find its dead ones. */
export const EXPORT_TEMP_PREFIX = 'export-';

export interface RenderExportOptions {
  plan: ExportPlan;
  binaries: FfmpegBinaries;
  cache: ClipCache;
  /** Parent of the render's temp folder. */
  tempParent: string;
  /** Reads a shot's or audio clip's source file. */
  readSource(url: string, signal: AbortSignal): Promise<Uint8Array>;
  /** Clips rendered at once; the number of cores by default (each may use every core: the last ones then do). */
  parallelism?: number;
  signal: AbortSignal;
  onProgress?(percent: number): void;
  /** Called with the finished files before the temp folder is removed (store them there; they may be moved away). */
  deliver(result: RenderedExport): Promise<void>;
}

export interface RenderedExport {
  videoPath: string;
  posterPath: string | null;
  duration: number;
  clipsRendered: number;
  clipsCached: number;
  /** Whether every language's mixed audio came from the cache. */
  audioCached: boolean;
}

/** Whether the final mux draws the first language's subtitles into the picture. */
const burnsSubtitles = (plan: ExportPlan) => plan.subtitles.length > 0 && plan.subtitleOptions.mode === 'burned';
/** Whether the final mux re-encodes the video (slow: subtitles drawn in, or another codec), or copies the clips. */
const reencodes = (plan: ExportPlan) => burnsSubtitles(plan) || plan.codec !== 'h264';

/**
 * Waits for every task, then rethrows the first failure: a step that fails (or is aborted) returns only once its
 * other ffmpeg runs have ended too, so none still writes into the temp folder or the cache after it.
 */
async function settleAll(tasks: readonly Promise<unknown>[]): Promise<void> {
  const failure = (await Promise.allSettled(tasks)).find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Runs `work` for every item with at most `limit` at once; the first failure stops starting new ones. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  });
  await settleAll(lanes);
}

/** Extension for a source file ffmpeg reads (it sniffs the content; the name only helps image2). */
function extensionOf(url: string, fallback: string): string {
  const match = /\.([a-z0-9]{2,5})(?:$|[?#])/i.exec(url);
  return match ? match[1]!.toLowerCase() : fallback;
}

/**
 * Renders an export plan: missing clips in parallel into the cache, the audio mix (also cached) beside them, then
 * the concat + mux into one faststart MP4 (stream copy unless subtitles are burned in). Everything temporary lives
 * in one folder that is removed whatever happens; a source file is removed as soon as its last clip is rendered,
 * so a long episode never holds all its pictures on disk at once.
 */
export async function renderExport(options: RenderExportOptions): Promise<void> {
  const { plan, binaries, cache, signal } = options;
  const { ffmpeg } = binaries;
  const cores = os.availableParallelism();
  await withTempDir(
    async (dir) => {
      const found = new Map<number, string>();
      for (const clip of plan.clips) {
        const cached = await cache.find(clip.hash);
        if (cached) found.set(clip.index, cached);
      }
      const toRender = plan.clips.filter((clip) => !found.has(clip.index));
      const parallel = Math.max(1, Math.min(options.parallelism || cores, toRender.length || 1));
      // Every clip may use every core: costs no more CPU (x264's output is the same), and the last clips of a
      // render, or a re-export's only one, do not leave cores idle.
      const threads = cores;

      const streams = languageStreams(plan);
      const stages = [
        ...toRender.map((clip) => ({ id: `clip-${clip.index}`, weight: clip.frames })),
        ...streams.map((stream) => ({ id: `audio-${stream.language}`, weight: plan.duration * 2 })),
        { id: 'mux', weight: reencodes(plan) ? plan.duration * plan.fps : plan.duration * 2 },
      ];
      const progress = new ProgressAggregator(stages, (percent) => options.onProgress?.(percent));

      const sources = new Map<string, Promise<string>>();
      let written = 0;
      const sourceFile = (url: string, fallbackExt: string): Promise<string> => {
        let pending = sources.get(url);
        if (!pending) {
          const file = path.join(dir, `source-${written++}.${extensionOf(url, fallbackExt)}`);
          pending = options.readSource(url, signal).then(async (bytes) => {
            await fs.writeFile(file, bytes);
            return file;
          });
          sources.set(url, pending);
        }
        return pending;
      };
      // Each picture's size, read once however many clips show it.
      const sizes = new Map<string, Promise<FrameSize>>();
      // Clips still to render per source: a picture's file goes once its last clip is done.
      const users = new Map<string, number>();
      for (const clip of toRender) {
        const url = clip.source.type === 'card' ? null : clip.source.url;
        if (url) users.set(url, (users.get(url) ?? 0) + 1);
      }
      const release = async (clip: ClipPlan): Promise<void> => {
        if (clip.source.type === 'card') return;
        const { url } = clip.source;
        const left = (users.get(url) ?? 1) - 1;
        users.set(url, left);
        const pending = sources.get(url);
        const isHeard = streams.some((stream) => stream.audio.some((audio) => audio.source === url));
        if (left > 0 || !pending || isHeard) return;
        sources.delete(url);
        const file = await pending.catch(() => null);
        if (file) await fs.rm(file, { force: true });
      };

      const renderClip = async (clip: ClipPlan): Promise<void> => {
        const part = await cache.partPath(clip.hash);
        const common = { output: part, size: plan.size, fps: plan.fps, frames: clip.frames, threads };
        let args: string[];
        let card: string | null = null;
        if (clip.source.type === 'video') {
          args = videoClipArgs({ ...common, input: await sourceFile(clip.source.url, 'mp4') });
        } else if (clip.source.type === 'image') {
          const input = await sourceFile(clip.source.url, 'png');
          let image = sizes.get(input);
          if (!image) sizes.set(input, (image = pictureSize(input, { binaries, signal, fallback: plan.size })));
          args = imageClipArgs({ ...common, input, plan: planCameraMove(clip.source.motion, await image, plan.size) });
        } else {
          card = path.join(dir, `card-${clip.index}.png`);
          await fs.writeFile(card, await renderShotCard(plan.size, clip.source.number, clip.source.text));
          args = imageClipArgs({ ...common, input: card, plan: null });
        }
        try {
          await runFfmpeg(ffmpeg, args, {
            signal,
            durationSeconds: clip.frames / plan.fps,
            onProgress: (percent) => progress.update(`clip-${clip.index}`, percent),
          });
          found.set(clip.index, await cache.commit(clip.hash, part));
        } finally {
          await fs.rm(part, { force: true });
          if (card) await fs.rm(card, { force: true });
        }
      };
      const renderAndRelease = (clip: ClipPlan) => renderClip(clip).finally(() => release(clip));

      // The audio mixes are light: they run beside the clips instead of after them, one language after another.
      const mixing = (async () => {
        const mixes = [];
        for (const stream of streams) {
          mixes.push(
            await renderAudioMix({
              ffmpeg,
              audio: stream.audio,
              speech: speechSpans(stream.audio),
              duration: plan.duration,
              cache,
              dir,
              sourceFile: (url) => sourceFile(url, 'audio'),
              signal,
              onProgress: (percent) => progress.update(`audio-${stream.language}`, percent),
            }),
          );
        }
        return mixes;
      })();
      await settleAll([eachLimited(toRender, parallel, renderAndRelease), mixing]);
      const mixes = await mixing;

      const list = path.join(dir, 'clips.txt');
      await fs.writeFile(list, concatList(plan.clips.map((clip) => found.get(clip.index)!)));
      const tracks: LanguageTrack[] = [];
      for (const [index, stream] of streams.entries()) {
        let subtitles: string | null = null;
        if (stream.subtitles.length > 0) {
          subtitles = path.join(dir, `subtitles-${stream.language}.srt`);
          await fs.writeFile(subtitles, buildSrt(stream.subtitles));
        }
        tracks.push({ language: stream.language, audio: mixes[index]!.path, subtitles });
      }
      const burned = burnsSubtitles(plan) ? tracks[0]!.subtitles : null;
      const videoPath = path.join(dir, `export.${exportContainer(plan.codec)}`);
      const muxArgs = finalMuxArgs({
        concatList: list,
        duration: plan.duration,
        output: videoPath,
        fps: plan.fps,
        size: plan.size,
        threads: cores,
        // Burned-in subtitles are the first language's, drawn into the picture: no subtitle streams then.
        tracks: burned ? tracks.map((track) => ({ ...track, subtitles: null })) : tracks,
        burned: burned ? { path: burned, options: plan.subtitleOptions, fontsDir: SUBTITLE_FONTS_DIR } : null,
        codec: plan.codec,
      });
      await runFfmpeg(ffmpeg, muxArgs, {
        signal,
        durationSeconds: plan.duration,
        onProgress: (percent) => progress.update('mux', percent),
      });
      const posterPath = path.join(dir, 'poster.jpg');
      const first = found.get(plan.clips[0]?.index ?? -1);
      const hasPoster = first
        ? await runFfmpeg(ffmpeg, posterArgs({ input: first, output: posterPath, at: 0 }), { signal }).then(
            () => true,
            () => false,
          )
        : false;
      await options.deliver({
        videoPath,
        posterPath: hasPoster ? posterPath : null,
        duration: plan.duration,
        clipsRendered: toRender.length,
        clipsCached: plan.clips.length - toRender.length,
        audioCached: mixes.every((mix) => mix.cached),
      });
    },
    { parent: options.tempParent, prefix: `${EXPORT_TEMP_PREFIX}${process.pid}-` },
  );
  await cache.prune().catch(() => undefined);
}

/** Removes temp folders of renders whose process is gone (a crash or SIGKILL mid-render). */
export async function removeStaleExportTemps(tempParent: string): Promise<number> {
  const names = await fs.readdir(tempParent).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const match = new RegExp(`^${EXPORT_TEMP_PREFIX}(\\d+)-`).exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid === process.pid || isAlive(pid)) continue;
    // A killed server's ffmpeg may still be writing there for a moment: retry a folder that is not empty yet.
    await fs.rm(path.join(tempParent, name), { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    removed += 1;
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
