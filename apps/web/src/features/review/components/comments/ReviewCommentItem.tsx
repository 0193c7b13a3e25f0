import type { ReviewComment } from '@sym/contracts';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Icon } from '../../../../ui';

interface ReviewCommentItemProps {
  comment: ReviewComment;
  /** What the thread is about, shown on its first comment only (a button that goes there). */
  target?: { label: string; onOpen: () => void } | undefined;
}

/** One comment: who wrote it (a guest tagged as such), when, what about, and its text as plain text (never HTML). */
export function ReviewCommentItem({ comment, target }: ReviewCommentItemProps) {
  const { t, i18n } = useTranslation();
  const written = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(comment.createdAt),
  );
  return (
    <article data-testid="review-comment" aria-label={t('review.comment.label', { name: comment.author.name })}>
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-sm font-semibold text-fg">{comment.author.name}</span>
        {comment.author.isGuest && (
          <span className="rounded-full bg-elevated px-1.5 py-0.5 text-[0.7rem] font-medium text-fg-muted">
            {t('review.comment.guest')}
          </span>
        )}
        <time dateTime={comment.createdAt} className="text-xs text-fg-subtle">
          {written}
        </time>
      </header>
      {target && (
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <button
            type="button"
            data-testid="review-comment-target"
            onClick={target.onOpen}
            className="rounded-md border border-line bg-elevated px-1.5 py-0.5 text-xs font-medium text-fg-muted tabular-nums hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            {target.label}
          </button>
          {comment.annotation && (
            <span className="inline-flex items-center gap-1 text-xs text-fg-muted">
              <Icon name="pencil" className="size-3.5" />
              {t('review.comment.drawing')}
            </span>
          )}
        </div>
      )}
      <p className="mt-1.5 text-sm break-words whitespace-pre-wrap text-fg">{comment.body}</p>
    </article>
  );
}
