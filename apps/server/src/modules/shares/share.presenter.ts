import { PUBLIC_VIDEO_PAGE, type PublicVideo, type ShareLink } from '@sym/contracts';
import type { ExportRow, ShareRow } from '../../db/schema.ts';
import { mediaUrlOf } from '../../media/media-storage.ts';

/** The public page of a link: absolute, since it is pasted into chats and e-mails. */
export function shareUrlOf(publicUrl: string, shareId: string): string {
  return `${publicUrl}${PUBLIC_VIDEO_PAGE(shareId)}`;
}

export function presentShareLink(row: ShareRow, publicUrl: string): ShareLink {
  return { shareId: row.id, exportId: row.exportId, url: shareUrlOf(publicUrl, row.id) };
}

/** The only fields a visitor gets: the export's name as title and its files, nothing of the project. */
export function presentPublicVideo(shareId: string, row: ExportRow): PublicVideo {
  return {
    shareId,
    title: row.name,
    videoUrl: mediaUrlOf(row.videoKey),
    posterUrl: row.posterKey ? mediaUrlOf(row.posterKey) : null,
    duration: row.duration,
    width: row.width,
    height: row.height,
  };
}
