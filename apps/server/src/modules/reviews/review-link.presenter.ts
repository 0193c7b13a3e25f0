import { REVIEW_PAGE, type ReviewLink } from '@sym/contracts';
import type { ReviewRow } from '../../db/schema.ts';

/** The page of a link: absolute, since it is pasted into chats and e-mails. */
export function reviewUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}${REVIEW_PAGE(token)}`;
}

/** A review link as the episode's members see it: never its passphrase (only whether it has one). */
export function presentReviewLink(row: ReviewRow, publicUrl: string): ReviewLink {
  return {
    id: row.id,
    scenarioId: row.scenarioId,
    name: row.name,
    token: row.token,
    url: reviewUrlOf(publicUrl, row.token),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    hasPassphrase: row.passphraseHash !== null,
    allowDownload: row.allowDownload,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
