import type { ReviewShot } from '@sym/contracts';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { useReviewView } from '../../state/ReviewViewContext';
import { formatTimecode } from '../../utils/timecode';

/** What a new comment is about: the whole episode, a moment of the player (from `start`), or a shot. */
export type ComposerTarget = { kind: 'episode' } | { kind: 'time'; start: number } | { kind: 'shot'; shotId: string };

interface CommentTargetPickerProps {
  shots: readonly ReviewShot[];
  target: ComposerTarget;
  onChange: (target: ComposerTarget) => void;
}

const chipClasses = (isPressed: boolean) =>
  `h-8 min-w-8 rounded-lg border px-2.5 text-xs font-medium tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-ring ${
    isPressed ? 'border-accent bg-accent-soft text-accent' : 'border-line bg-surface text-fg-muted hover:text-fg'
  }`;

/**
 * Picks what a comment is about. "At m:ss" takes the player's time when pressed (pressed again, it takes the time
 * anew); the shots are numbered as the storyboard's panels.
 */
export function CommentTargetPicker({ shots, target, onChange }: CommentTargetPickerProps) {
  const { t } = useTranslation();
  const playerTime = useReviewView((state) => Math.floor(state.timeSeconds));
  const timeShown = target.kind === 'time' ? target.start : playerTime;
  return (
    <div role="group" aria-label={t('review.composer.target')} className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          data-testid="review-comment-target-episode"
          aria-pressed={target.kind === 'episode'}
          onClick={() => onChange({ kind: 'episode' })}
          className={chipClasses(target.kind === 'episode')}
        >
          {t('review.target.episode')}
        </button>
        <button
          type="button"
          data-testid="review-comment-target-time"
          aria-pressed={target.kind === 'time'}
          title={t('review.composer.atTimeHint')}
          onClick={() => onChange({ kind: 'time', start: playerTime })}
          className={chipClasses(target.kind === 'time')}
        >
          {t('review.target.time', { time: formatTimecode(timeShown) })}
        </button>
      </div>
      {shots.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-fg-muted">{t('review.composer.shots')}</span>
          {shots.map((shot, index) => {
            const isPressed = target.kind === 'shot' && target.shotId === shot.id;
            return (
              <button
                key={shot.id}
                type="button"
                data-testid={`review-comment-target-shot-${index + 1}`}
                aria-pressed={isPressed}
                aria-label={t('review.shot.title', { n: index + 1 })}
                onClick={() => onChange({ kind: 'shot', shotId: shot.id })}
                className={chipClasses(isPressed)}
              >
                {index + 1}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
