import fs from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_MESSAGES, formatMessage, type CameraMotion } from '@sym/contracts';
import type { ExportRow } from '../../db/schema.ts';
import { buildExportPlan } from '../../media/export/export-plan.ts';
import { createClipCache } from '../../media/export/export-cache.ts';
import { removeStaleExportTemps, renderExport } from '../../media/export/render-export.ts';
import type { FfmpegBinaries } from '../../media/ffmpeg/ffmpeg-binary.ts';
import { FfmpegError } from '../../media/ffmpeg/ffmpeg-runner.ts';
import type { MediaReader } from '../generation/generation-media.ts';
import type { TimelineStore } from '../timeline/timeline-store.ts';
import type { ExportRepository } from './export.repository.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';

/** Attempts of one export (a crash mid-render counts too); the last failure is reported to the user. */
export const EXPORT_MAX_ATTEMPTS = 3;
const PROGRESS_WRITE_MS = 500;

export interface ExportRunnerDeps {
  exports: ExportRepository;
  timeline: Pick<TimelineStore, 'scenarios' | 'shots' | 'tracks' | 'voiceClips'>;
  /** Stores the render, charged to the export's user (FileWriter of stored-files.service.ts). */
  files: Pick<FileWriter, 'putFile' | 'discard'>;
  reader: MediaReader;
  binaries: () => Promise<FfmpegBinaries>;
  /** DATA_DIR: the clip cache and the render's temp folders live under it. */
  dataDir: string;
  timeoutSeconds: number;
  parallelism: number;
  publish(row: ExportRow): void;
  log: {
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
    info(obj: object, msg?: string): void;
  };
}

class ExportTimeoutError extends Error {}

/** Something the episode itself lacks (a missing file): retrying cannot help. */
export class ExportInputError extends Error {}

const isRetryable = (error: unknown) =>
  !(error instanceof ExportInputError) && !(error instanceof FfmpegError && error.reason === 'failed');

/** A short reason for 'Export failed: {error}' (the first line of what went wrong, without file paths). */
export function shortReason(error: unknown): string {
  if (error instanceof FfmpegError) {
    return error.reason === 'spawn' ? 'ffmpeg could not be started' : 'ffmpeg could not render the episode';
  }
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').replace(/\/[^\s'"]+/g, '…').slice(0, 160) || 'unknown error';
}

/** The worker side of exports: one attempt renders the episode and completes the export, or asks for a retry. */
export function createExportRunner(deps: ExportRunnerDeps) {
  const cache = createClipCache(path.join(deps.dataDir, 'export-cache'));
  const tempParent = path.join(deps.dataDir, 'tmp');

  async function loadPlan(row: ExportRow) {
    const shots = await deps.timeline.shots.listByScenario(row.scenarioId);
    const tracks = await deps.timeline.tracks.listByScenario(row.scenarioId);
    const clips = await deps.timeline.voiceClips.listByScenario(row.scenarioId);
    return buildExportPlan({
      kind: row.kind === 'animatic' ? 'animatic' : 'video',
      size: { width: row.width, height: row.height },
      subtitles: row.subtitles,
      shots: shots.map((shot) => ({
        id: shot.id,
        sequence: shot.sequence,
        duration: shot.duration,
        imageUrl: shot.imageUrl,
        videoUrl: shot.videoUrl,
        cameraMotion: shot.cameraMotion as CameraMotion,
        description: shot.description,
      })),
      tracks: tracks.map((track) => ({
        id: track.id,
        kind: track.kind === 'voice' ? 'voice' : 'audio',
        order: track.position,
        muted: track.muted,
        volume: track.volume,
        audioUrl: track.audioUrl,
        audioDuration: track.audioDuration,
        offset: track.startOffset,
        trimStart: track.trimStart,
        clipDuration: track.clipDuration,
      })),
      voiceClips: clips.map((clip) => ({
        id: clip.id,
        trackId: clip.trackId,
        audioUrl: clip.audioUrl,
        duration: clip.duration,
        offset: clip.startOffset,
        volume: clip.volume,
        status: clip.status === 'ready' ? 'ready' : clip.status === 'failed' ? 'failed' : 'pending',
        text: clip.text,
      })),
    });
  }

  async function fail(id: string, error: string): Promise<void> {
    const row = await deps.exports.finish(id, { status: 'failed', error });
    if (row) deps.publish(row);
  }

  return {
    /** At worker start: temp folders of renders whose process died are removed (their disk space released). */
    async recover(): Promise<void> {
      await cache.prune().catch(() => undefined);
      const removed = await removeStaleExportTemps(tempParent);
      if (removed > 0) deps.log.info({ removed }, 'Removed temp folders of interrupted exports');
    },

    /**
     * Renders one attempt of the export. When `stop` (the worker is stopping) cuts the render short, the files it
     * stored are discarded and the export goes back to the queue with the attempt uncounted: it answers
     * 'handed-back'.
     */
    async run(exportId: string, stop?: AbortSignal): Promise<'handed-back' | void> {
      const row = await deps.exports.claim(exportId);
      if (!row) return;
      if (row.attempts > EXPORT_MAX_ATTEMPTS) {
        return fail(row.id, formatMessage(EXPORT_MESSAGES.exportFailed, { error: 'the render kept stopping' }));
      }
      deps.publish(row);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new ExportTimeoutError('timeout')), deps.timeoutSeconds * 1000);
      let lastWrite = 0;
      const onProgress = (percent: number) => {
        if (Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
        lastWrite = Date.now();
        void deps.exports
          .setProgress(row.id, percent)
          .then((updated) => updated && deps.publish(updated))
          .catch(() => undefined);
      };
      const started = Date.now();
      const posterKey = row.videoKey.replace(/\.mp4$/, '.jpg');
      try {
        const plan = await loadPlan(row);
        if (plan.clips.length === 0) return await fail(row.id, EXPORT_MESSAGES.noShots);
        let delivered: Parameters<typeof deps.exports.finish>[1] | undefined;
        await renderExport({
          plan,
          binaries: await deps.binaries(),
          cache,
          tempParent,
          parallelism: deps.parallelism,
          signal: stop ? AbortSignal.any([controller.signal, stop]) : controller.signal,
          onProgress,
          readSource: (url, signal) => deps.reader.read(url, signal),
          deliver: async (result) => {
            // Sized before the store, which may move the file away (the temp folder is removed afterwards anyway).
            const { size } = await fs.stat(result.videoPath);
            // Stored from disk, never read whole into memory (a long 1080p export is hundreds of MB). The storage
            // writes atomically under the export's fixed key: a crash leaves no partial file, a retry overwrites.
            await deps.files.putFile(row.userId, row.videoKey, result.videoPath, 'video/mp4');
            let storedPoster: string | null = null;
            if (result.posterPath) {
              await deps.files.putFile(row.userId, posterKey, result.posterPath, 'image/jpeg');
              storedPoster = posterKey;
            }
            delivered = {
              status: 'completed',
              duration: result.duration,
              size,
              posterKey: storedPoster,
              metadata: {
                clipsRendered: result.clipsRendered,
                clipsCached: result.clipsCached,
                timelineDuration: plan.duration,
                wallSeconds: Math.round((Date.now() - started) / 100) / 10,
              },
            };
          },
        });
        // Completed only once the render's temp folder is gone: whoever sees "completed" sees a clean disk.
        const finished = delivered ? await deps.exports.finish(row.id, delivered) : undefined;
        if (finished) deps.publish(finished);
        else await deps.files.discard([row.videoKey, posterKey]); // deleted while rendering
      } catch (error) {
        if (controller.signal.reason instanceof ExportTimeoutError) {
          deps.log.warn({ exportId, seconds: deps.timeoutSeconds }, 'Export timed out');
          return await fail(row.id, EXPORT_MESSAGES.exportTimedOut);
        }
        if (stop?.aborted) {
          await deps.files.discard([row.videoKey, posterKey]);
          const queued = await deps.exports.handBack(row.id);
          if (queued) deps.publish(queued);
          return 'handed-back';
        }
        if (row.attempts < EXPORT_MAX_ATTEMPTS && isRetryable(error)) {
          deps.log.warn({ err: error, exportId, attempt: row.attempts }, 'Export attempt failed; will retry');
          throw error;
        }
        deps.log.error({ err: error, exportId }, 'Export failed');
        await fail(row.id, formatMessage(EXPORT_MESSAGES.exportFailed, { error: shortReason(error) }));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
export type ExportRunner = ReturnType<typeof createExportRunner>;
