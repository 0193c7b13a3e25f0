import type { ApprovalState, PublicReview } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { buttonClasses, Icon } from '../../../ui';
import { resolveMediaUrl } from '../../../lib/transport';
import { useReviewView } from '../state/ReviewViewContext';
import { verdictOf } from '../utils/reviewCache';
import { ApprovalBadge } from './storyboard/ApprovalBadge';
import { ApprovalControls } from './storyboard/ApprovalControls';

interface ReviewHeaderProps {
  review: PublicReview;
  isApproving: boolean;
  onApprove: (state: ApprovalState, note: string) => void;
}

/** A review-scoped media address asked for as a download (the server refuses it on a link that allows none). */
function downloadAddress(url: string): string {
  return resolveMediaUrl(`${url}${url.includes('?') ? '&' : '?'}download=1`);
}

/**
 * The review's title and what the episode stands at: "9 of 12 approved", its own verdict with the buttons to give
 * one, and the download when the link allows it (the export, else the picture of the current shot).
 */
export function ReviewHeader({ review, isApproving, onApprove }: ReviewHeaderProps) {
  const { t } = useTranslation();
  const shotIndex = useReviewView((state) => state.shotIndex);
  const { approvals } = review;
  const episodeVerdict = verdictOf(approvals.episode);
  const picture = review.shots[Math.min(shotIndex, review.shots.length - 1)]?.imageUrl ?? null;
  const download = review.video?.url ?? picture;

  return (
    <header className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">{review.projectName}</p>
        <h1 className="mt-1 text-2xl font-semibold break-words text-fg">{review.scenarioName}</h1>
        <p className="mt-1 text-sm text-fg-muted">{t('review.header.linkName', { name: review.name })}</p>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span data-testid="review-approval-counts" className="font-semibold text-fg">
            {t('review.counts.approved', { approved: approvals.approvedCount, total: approvals.shotCount })}
          </span>
          {approvals.changesRequestedCount > 0 && (
            <span className="text-danger">
              {t('review.counts.changesRequested', { count: approvals.changesRequestedCount })}
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-col gap-3 lg:max-w-sm lg:items-end">
        <div className="flex flex-col gap-2">
          <span className="text-xs font-medium text-fg-muted">{t('review.header.episodeVerdict')}</span>
          <ApprovalBadge verdict={episodeVerdict} approval={approvals.episode} testId="review-episode-state" />
          <ApprovalControls
            target="episode"
            targetName={t('review.header.wholeEpisode')}
            verdict={episodeVerdict}
            isBusy={isApproving}
            onSubmit={onApprove}
          />
        </div>
        {review.allowDownload && download && (
          <a
            href={downloadAddress(download)}
            download
            data-testid="review-download"
            className={buttonClasses('secondary', 'sm', 'self-start lg:self-end')}
          >
            <Icon name="download" className="size-4" />
            {t(review.video ? 'review.header.downloadVideo' : 'review.header.downloadPicture')}
          </a>
        )}
      </div>
    </header>
  );
}
