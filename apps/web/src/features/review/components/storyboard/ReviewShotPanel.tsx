import type { AnnotationShape, ApprovalState, ReviewShot, ShotApprovalState } from '@sym/contracts';
import { formatDuration, shotDuration } from '@sym/contracts';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { shotVerdict } from '../../utils/reviewCache';
import { versionLabel } from '../../utils/labels';
import { AnnotatedPicture } from '../annotation/AnnotatedPicture';
import { ApprovalBadge } from './ApprovalBadge';
import { ApprovalControls } from './ApprovalControls';

interface ReviewShotPanelProps {
  shot: ReviewShot;
  /** 1-based place in the storyboard. */
  n: number;
  state: ShotApprovalState | undefined;
  isSelected: boolean;
  /** The drawing of the comment the guest points at, when it is on this shot. */
  shapes: readonly AnnotationShape[] | null;
  isApproving: boolean;
  onSelect: () => void;
  onApprove: (state: ApprovalState, note: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}

/** One storyboard panel: the shot's current take, its text, dialogue and duration, its approval and the buttons. */
export function ReviewShotPanel(props: ReviewShotPanelProps) {
  const { shot, n, state, isSelected, shapes, isApproving, onSelect, onApprove, onKeyDown, ref } = props;
  const { t } = useTranslation();
  const verdict = shotVerdict(state);
  return (
    <article
      ref={ref}
      data-testid={`review-shot-${n}`}
      data-selected={isSelected || undefined}
      aria-label={t('review.shot.label', { n })}
      aria-current={isSelected || undefined}
      tabIndex={isSelected ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onSelect();
      }}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={`flex flex-col overflow-hidden rounded-xl border bg-surface transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
        isSelected ? 'border-accent' : 'border-line'
      }`}
    >
      <AnnotatedPicture
        src={shot.imageUrl}
        alt={t('review.shot.picture', { n })}
        shapes={shapes}
        placeholder={t('review.shot.noPicture')}
      >
        <span className="absolute top-2 left-2 rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white">
          {n}
        </span>
        {shot.version && (
          <span
            data-testid={`review-shot-version-${n}`}
            className="absolute top-2 right-2 rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-medium text-white"
          >
            {versionLabel(t, shot.version)}
          </span>
        )}
      </AnnotatedPicture>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <header className="flex items-baseline justify-between gap-2">
          <h3 className="text-sm font-semibold text-fg">{t('review.shot.title', { n })}</h3>
          <span className="text-xs text-fg-muted tabular-nums">
            {t('review.shot.duration', { duration: formatDuration(shotDuration(shot)) })}
          </span>
        </header>
        {shot.description && <p className="text-sm break-words text-fg">{shot.description}</p>}
        {shot.action && <p className="text-sm break-words text-fg-muted">{shot.action}</p>}
        {shot.dialogue.length > 0 && (
          <ul className="flex flex-col gap-1 border-l-2 border-line pl-2 text-sm">
            {shot.dialogue.map((line, index) => (
              <li key={index} className="break-words">
                <span className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{line.speaker}</span>{' '}
                <span className="text-fg">{line.text}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-col gap-2 border-t border-line pt-3">
          <ApprovalBadge verdict={verdict} approval={state?.approval ?? null} testId={`review-shot-state-${n}`} />
          <ApprovalControls
            target={String(n)}
            targetName={t('review.shot.title', { n })}
            verdict={verdict}
            isBusy={isApproving}
            onSubmit={onApprove}
          />
        </div>
      </div>
    </article>
  );
}
