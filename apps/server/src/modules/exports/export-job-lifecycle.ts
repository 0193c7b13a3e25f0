import { EXPORT_CODECS, EXPORT_MESSAGES, formatMessage, SubtitleOptions } from '@sym/contracts';
import { oneOf } from '../one-of.ts';
import type { ExportRow } from '../../db/schema.ts';
import type { ClaimedJob, JobLifecycle } from '../generation/job-lifecycle.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import { isRetryableExportError, posterKeyOf, shortReason, type ExportDelivery } from './export-renderer.ts';
import type { ExportEvents } from './export-events.ts';
import type { ExportJobDeps } from './export.job.ts';
import type { ExportRepository } from './export.repository.ts';

export interface ExportJobLifecycleDeps {
  exports: ExportRepository;
  events: ExportEvents;
  files: Pick<FileWriter, 'discard'>;
  jobDeps: ExportJobDeps;
}

type ExportJob = ClaimedJob<ExportRow>;

/** The life of export renders, kept on their export rows: every change of state is pushed to the project's room. */
export class ExportJobLifecycle implements JobLifecycle<ExportRow, ExportJobDeps, ExportDelivery | undefined> {
  readonly progressWriteMs = 500;
  /** A render is not cancelled: its export is deleted, and the completion finds no row. */
  readonly cancelCheckMs = null;

  constructor(private readonly lifecycleDeps: ExportJobLifecycleDeps) {}

  /** What the render handler is given. */
  get deps(): ExportJobDeps {
    return this.lifecycleDeps.jobDeps;
  }

  /** Starts an attempt of an open export; its render settings are the job's request. */
  async claim(exportId: string): Promise<ExportJob | undefined> {
    const row = await this.lifecycleDeps.exports.claim(exportId);
    if (!row) return undefined;
    return {
      id: row.id,
      record: row,
      kind: 'export',
      attempts: row.attempts,
      queuedAt: row.createdAt,
      userId: row.userId,
      projectId: null,
      payload: {
        scenarioId: row.scenarioId,
        kind: row.kind,
        width: row.width,
        height: row.height,
        codec: oneOf(EXPORT_CODECS, row.codec, 'h264'),
        subtitles: row.subtitles,
        subtitleOptions: SubtitleOptions.parse(row.subtitleOptions ?? {}),
        languages: row.languages,
        videoKey: row.videoKey,
      },
      target: { exportId: row.id, scenarioId: row.scenarioId },
      written: [row.videoKey, posterKeyOf(row.videoKey)],
    };
  }

  /** Shows the export rendering. */
  started(job: ExportJob): void {
    this.lifecycleDeps.events.updated(job.record);
  }

  /** Records and pushes the render's progress. */
  async progress(job: ExportJob, percent: number): Promise<{ isCancelRequested: boolean }> {
    const updated = await this.lifecycleDeps.exports.setProgress(job.id, percent);
    if (updated) this.lifecycleDeps.events.updated(updated);
    return { isCancelRequested: false };
  }

  /** Completes the export with what the render delivered; an export deleted meanwhile loses its files. */
  async complete(
    _definition: unknown,
    job: ExportJob,
    _parsed: unknown,
    delivered: ExportDelivery | undefined,
  ): Promise<void> {
    const finished = delivered ? await this.lifecycleDeps.exports.finish(job.id, delivered) : undefined;
    if (finished) this.lifecycleDeps.events.updated(finished);
    else await this.lifecycleDeps.files.discard(job.written);
  }

  /** Ends the export as failed with the user's message. */
  async fail(job: ExportJob, message: string): Promise<void> {
    const row = await this.lifecycleDeps.exports.finish(job.id, { status: 'failed', error: message });
    if (row) this.lifecycleDeps.events.updated(row);
  }

  /** Discards what the render stored and puts the export back to queued, the attempt uncounted. */
  async handBack(job: ExportJob): Promise<void> {
    await this.lifecycleDeps.files.discard(job.written);
    const queued = await this.lifecycleDeps.exports.handBack(job.id);
    if (queued) this.lifecycleDeps.events.updated(queued);
  }

  /** A missing file or a render ffmpeg refused is final. */
  isRetryable(error: unknown): boolean {
    return isRetryableExportError(error);
  }

  /** 'Export failed: {reason}'. */
  failureMessage(error: unknown): string {
    return formatMessage(EXPORT_MESSAGES.exportFailed, { error: shortReason(error) });
  }

  /** The render kept stopping (crashes count as attempts). */
  gaveUpMessage(): string {
    return formatMessage(EXPORT_MESSAGES.exportFailed, { error: 'the render kept stopping' });
  }
}
