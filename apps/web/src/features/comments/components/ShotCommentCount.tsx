import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';
import { useCommentsContext } from '../state/CommentsContext';

interface ShotCommentCountProps {
  shotId: string;
  /** The shot's number, for the button's accessible name. */
  sequence: number;
  className?: string;
}

/**
 * A shot's open comment threads, on its storyboard card: opens the comments panel on that shot. Nothing when the
 * shot has none or outside the episode editor.
 */
export function ShotCommentCount({ shotId, sequence, className = '' }: ShotCommentCountProps) {
  const { t } = useTranslation();
  const context = useCommentsContext();
  const count = context?.openCounts.get(shotId) ?? 0;
  if (!context?.isMember || count === 0) return null;
  return (
    <button
      type="button"
      onClick={() => context.open({ shotId })}
      aria-label={t('comments.badge.label', { count, n: sequence })}
      data-testid="shot-comment-count"
      className={`inline-flex h-7 items-center gap-1 rounded-full border border-line bg-surface/90 px-2 text-xs font-medium text-fg shadow-sm backdrop-blur transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${className}`}
    >
      <Icon name="comment" className="size-3.5" />
      <span className="tabular-nums">{count}</span>
    </button>
  );
}
