import fs from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_MESSAGES } from '@sym/contracts';
import type { ExportMetadata } from '../../db/schema.ts';
import { ClipCache } from '../../media/export/export-cache.ts';
import { removeStaleExportTemps, renderExport } from '../../media/export/render-export.ts';
import type { FfmpegBinaries } from '../../media/ffmpeg/ffmpeg-binary.ts';
import { FfmpegError } from '../../media/ffmpeg/ffmpeg-runner.ts';
import type { MediaReader } from '../generation/generation-media.ts';
import { JobFailure, type JobRun } from '../generation/job-definition.ts';
import type { TimelineStore } from '../timeline/timeline-store.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import { exportPlanOf } from './export-plan-input.ts';
import type { ExportPayload, ExportTarget } from './export.job.ts';

export interface ExportRendererDeps {
  timeline: Pick<TimelineStore, 'scenarios' | 'shots' | 'tracks' | 'voiceClips'>;
  /** Stores the render, charged to the export's user (FileWriter of stored-files.service.ts). */
  files: Pick<FileWriter, 'putFile'>;
  reader: MediaReader;
  binaries: () => Promise<FfmpegBinaries>;
  /** DATA_DIR: the clip cache and the render's temp folders live under it. */
  dataDir: string;
  parallelism: number;
}

/** What a finished render delivered: the export's completion. */
export interface ExportDelivery {
  status: 'completed';
  duration: number;
  size: number;
  posterKey: string | null;
  metadata: ExportMetadata;
}

/** Something the episode itself lacks (a missing file): retrying cannot help. */
export class ExportInputError extends Error {}

/** Whether another attempt of a render may succeed where this error failed. */
export const isRetryableExportError = (error: unknown) =>
  !(error instanceof ExportInputError) && !(error instanceof FfmpegError && error.reason === 'failed');

/** A short reason for 'Export failed: {error}' (the first line of what went wrong, without file paths). */
export function shortReason(error: unknown): string {
  if (error instanceof FfmpegError) {
    return error.reason === 'spawn' ? 'ffmpeg could not be started' : 'ffmpeg could not render the episode';
  }
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').replace(/\/[^\s'"]+/g, '…').slice(0, 160) || 'unknown error';
}

/** The poster stored beside an export's video (fixed per export like the video's key). */
export const posterKeyOf = (videoKey: string) => videoKey.replace(/\.(mp4|mov)$/, '.jpg');

/** The export job's handler: renders the episode's timeline and stores the video and its poster. */
export class ExportRenderer {
  private readonly cache: ClipCache;
  private readonly tempParent: string;

  constructor(private readonly deps: ExportRendererDeps) {
    this.cache = new ClipCache(path.join(deps.dataDir, 'export-cache'));
    this.tempParent = path.join(deps.dataDir, 'tmp');
  }

  /** At worker start: prunes the clip cache and removes the temp folders of renders whose process died. */
  async recover(): Promise<number> {
    await this.cache.prune().catch(() => undefined);
    return removeStaleExportTemps(this.tempParent);
  }

  /**
   * Renders one attempt; the storage writes atomically under the export's fixed keys, so a crash leaves no
   * partial file and a retry overwrites. Undefined when the render delivered nothing.
   */
  async render(run: JobRun<ExportPayload, ExportTarget>): Promise<ExportDelivery | undefined> {
    const { payload } = run;
    const started = Date.now();
    const plan = await this.loadPlan(payload);
    if (plan.clips.length === 0) throw new JobFailure(EXPORT_MESSAGES.noShots);
    let delivered: ExportDelivery | undefined;
    await renderExport({
      plan,
      binaries: await this.deps.binaries(),
      cache: this.cache,
      tempParent: this.tempParent,
      parallelism: this.deps.parallelism,
      signal: run.signal,
      onProgress: (percent) => run.onProgress(percent),
      readSource: (url, signal) => this.deps.reader.read(url, signal),
      deliver: async (result) => {
        // Sized before the store, which may move the file away (the temp folder is removed afterwards anyway).
        const { size } = await fs.stat(result.videoPath);
        // Stored from disk, never read whole into memory (a long 1080p export is hundreds of MB).
        const contentType = payload.codec === 'prores' ? 'video/quicktime' : 'video/mp4';
        await this.deps.files.putFile(run.userId, payload.videoKey, result.videoPath, contentType);
        let storedPoster: string | null = null;
        if (result.posterPath) {
          storedPoster = posterKeyOf(payload.videoKey);
          await this.deps.files.putFile(run.userId, storedPoster, result.posterPath, 'image/jpeg');
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
    return delivered;
  }

  private async loadPlan(payload: ExportPayload) {
    const { scenarios, shots, tracks, voiceClips } = this.deps.timeline;
    const scenario = await scenarios.findActive(payload.scenarioId);
    return exportPlanOf(payload, {
      shots: await shots.listByScenario(payload.scenarioId),
      tracks: await tracks.listByScenario(payload.scenarioId),
      voiceClips: await voiceClips.listByScenario(payload.scenarioId),
      mainLanguage: scenario?.contentLanguage ?? payload.languages[0]!,
    });
  }
}
