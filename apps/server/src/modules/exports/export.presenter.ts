import type { Export, Job } from '@sym/contracts';
import type { ExportRow } from '../../db/schema.ts';
import { mediaUrlOf } from '../../media/media-storage.ts';

/** The export's share link, once sharing exists (the shares module fills it in). */
export interface ExportShareInfo {
  shareId: string;
  shareUrl: string;
}

/** The Export the API answers; `queued` reads as processing (the client only knows the three states). */
export function presentExport(row: ExportRow, share: ExportShareInfo | null = null): Export {
  const isCompleted = row.status === 'completed';
  return {
    exportId: row.id,
    scenarioId: row.scenarioId,
    name: row.name,
    kind: row.kind === 'animatic' ? 'animatic' : 'video',
    status: isCompleted ? 'completed' : row.status === 'failed' ? 'failed' : 'processing',
    progress: isCompleted ? 100 : row.progress,
    error: row.error,
    width: row.width,
    height: row.height,
    subtitles: row.subtitles,
    duration: isCompleted ? row.duration : null,
    size: isCompleted ? row.size : null,
    videoUrl: isCompleted ? mediaUrlOf(row.videoKey) : null,
    posterUrl: isCompleted && row.posterKey ? mediaUrlOf(row.posterKey) : null,
    shareUrl: share?.shareUrl ?? null,
    shareId: share?.shareId ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The `job:updated` payload of an export's render, shaped like a generation job (result: the Export). */
export function presentExportJob(row: ExportRow): Job {
  const status =
    row.status === 'completed'
      ? 'completed'
      : row.status === 'failed'
        ? 'failed'
        : row.status === 'queued'
          ? 'queued'
          : 'active';
  return {
    id: row.id,
    queue: 'video-export',
    kind: 'video',
    status,
    progress: status === 'completed' ? 100 : row.progress,
    cost: 0,
    attempts: row.attempts,
    error: row.error,
    result: { export: presentExport(row) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
