import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';
import type { PresentationFollow } from '../hooks/usePresentationFollow';

interface PresentationFollowBannerProps {
  follow: PresentationFollow;
  /** What Follow does beside following (the editor opens presentation mode); following alone by default. */
  onFollow?: () => void;
  /** 'stage' inside presentation mode (light on dark), 'page' elsewhere. */
  tone?: 'page' | 'stage';
}

/**
 * "<name> is presenting — Follow" while someone presents the episode live and this view does not follow; once it
 * follows, "Following <name>" with Stop following. Nothing when nobody presents.
 */
export function PresentationFollowBanner({ follow, onFollow, tone = 'page' }: PresentationFollowBannerProps) {
  const { t } = useTranslation();
  const presentation = follow.presentation;
  if (!presentation) return null;
  const name = presentation.state.presenterName;
  const frame =
    tone === 'stage'
      ? 'border-white/20 bg-white/10 text-white'
      : 'border-accent/40 bg-accent-soft text-fg shadow-sm shadow-black/5';

  if (follow.isFollowing) {
    return (
      <div
        role="status"
        data-testid="presentation-following"
        className={`flex items-center gap-3 rounded-full border px-3 py-1 text-sm ${frame}`}
      >
        <span className="size-2 animate-pulse rounded-full bg-danger" aria-hidden="true" />
        <span>{t('presentation.follow.following', { name })}</span>
        <button
          type="button"
          data-testid="presentation-unfollow"
          onClick={follow.leave}
          className="rounded-full px-2 py-0.5 font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('presentation.follow.stop')}
        </button>
      </div>
    );
  }

  return (
    <div role="status" className="flex">
      <button
        type="button"
        data-testid="presentation-follow"
        onClick={() => {
          follow.follow();
          onFollow?.();
        }}
        className={`flex items-center gap-3 rounded-full border px-3 py-1 text-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${frame}`}
      >
        <Icon name="monitor" className="size-4" />
        <span>{t('presentation.follow.presenting', { name })}</span>
        <span className="rounded-full bg-accent px-2.5 py-0.5 font-medium text-on-accent">
          {t('presentation.follow.action')}
        </span>
      </button>
    </div>
  );
}
