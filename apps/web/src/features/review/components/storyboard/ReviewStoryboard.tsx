import type { AnnotationShape, ApprovalState, PublicReview } from '@sym/contracts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { EmptyState } from '../../../../ui';
import { useReviewView, useReviewViewStore } from '../../state/ReviewViewContext';
import { ReviewShotPanel } from './ReviewShotPanel';

interface ReviewStoryboardProps {
  review: PublicReview;
  /** The drawing the guest points at in the comments, and its shot. */
  shown: { shotId: string; shapes: readonly AnnotationShape[] } | null;
  /** Shots whose approval is on its way ("episode" for the whole episode). */
  pending: ReadonlySet<string>;
  onApprove: (shotId: string, state: ApprovalState, note: string) => void;
}

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** How many panels a row holds as laid out now (1 where nothing is laid out). */
function columnsOf(panels: (HTMLElement | null)[]): number {
  const top = panels[0]?.offsetTop;
  const columns = panels.filter((panel) => panel && panel.offsetTop === top).length;
  return columns > 0 && columns < panels.length ? columns : 1;
}

/**
 * The storyboard as panels. The focused panel is the page's current shot (the view store, which a presenter may
 * move too); arrow keys move between panels, up and down by a row.
 */
export function ReviewStoryboard({ review, shown, pending, onApprove }: ReviewStoryboardProps) {
  const { t } = useTranslation();
  const store = useReviewViewStore();
  const shotIndex = useReviewView((state) => state.shotIndex);
  const panelsRef = useRef<(HTMLElement | null)[]>([]);
  const selected = Math.min(shotIndex, Math.max(0, review.shots.length - 1));
  const states = new Map(review.approvals.shots.map((state) => [state.shotId, state]));

  // A shot selected from elsewhere (a comment, a presenter) comes into view; the first panel on arrival does not
  // pull the page down past the player.
  const isFirstRef = useRef(true);
  useEffect(() => {
    if (isFirstRef.current) {
      isFirstRef.current = false;
      return;
    }
    panelsRef.current[selected]?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = NEXT_KEYS[event.key];
    // Keys typed in a note or pressed on a button stay theirs.
    if (step === undefined || event.target !== event.currentTarget) return;
    event.preventDefault();
    const isVertical = event.key === 'ArrowUp' || event.key === 'ArrowDown';
    const distance = isVertical ? columnsOf(panelsRef.current.slice(0, review.shots.length)) : 1;
    const next = Math.min(review.shots.length - 1, Math.max(0, selected + step * distance));
    store.selectShot(next);
    panelsRef.current[next]?.focus();
  };

  if (review.shots.length === 0) {
    return <EmptyState title={t('review.storyboard.emptyTitle')} message={t('review.storyboard.empty')} />;
  }
  return (
    <section aria-label={t('review.storyboard.label')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {review.shots.map((shot, index) => (
          <ReviewShotPanel
            key={shot.id}
            ref={(element) => {
              panelsRef.current[index] = element;
            }}
            shot={shot}
            n={index + 1}
            state={states.get(shot.id)}
            isSelected={index === selected}
            shapes={shown?.shotId === shot.id ? shown.shapes : null}
            isApproving={pending.has(shot.id)}
            onSelect={() => {
              if (index !== selected) store.selectShot(index);
            }}
            onApprove={(state, note) => onApprove(shot.id, state, note)}
            onKeyDown={handleKeyDown}
          />
        ))}
      </div>
    </section>
  );
}
