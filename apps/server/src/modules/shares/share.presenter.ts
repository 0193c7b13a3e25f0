import { PUBLIC_VIDEO_PAGE, type PublicVideo, type ShareLink } from '@sym/contracts';
import type { ExportRow, ShareRow } from '../../db/schema.ts';
import { sharedMediaAddress } from '../../media/media-access.ts';

/** The public page of a link: absolute, since it is pasted into chats and e-mails. */
export function shareUrlOf(publicUrl: string, shareId: string): string {
  return `${publicUrl}${PUBLIC_VIDEO_PAGE(shareId)}`;
}

export function presentShareLink(row: ShareRow, publicUrl: string): ShareLink {
  return { shareId: row.id, exportId: row.exportId, url: shareUrlOf(publicUrl, row.id) };
}

/**
 * The only fields a visitor gets: the export's name as title and its files, nothing of the project. The files'
 * addresses are share-scoped (`/media/<key>?share=<id>`): they answer only while the link is live.
 */
export function presentPublicVideo(shareId: string, row: ExportRow): PublicVideo {
  return {
    shareId,
    title: row.name,
    videoUrl: sharedMediaAddress(row.videoKey, shareId),
    posterUrl: row.posterKey ? sharedMediaAddress(row.posterKey, shareId) : null,
    duration: row.duration,
    width: row.width,
    height: row.height,
  };
}
