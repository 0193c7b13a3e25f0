import { EXPORT_CODECS, SubtitleOptions, type Export } from '@sym/contracts';
import { oneOf } from '../one-of.ts';
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
    codec: oneOf(EXPORT_CODECS, row.codec, 'h264'),
    subtitles: row.subtitles,
    // Exports from before the choice were burned in with the defaults.
    subtitleOptions: row.subtitles ? SubtitleOptions.parse(row.subtitleOptions ?? {}) : null,
    languages: row.languages,
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
