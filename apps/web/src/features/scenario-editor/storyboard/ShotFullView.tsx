import type { Shot } from '@sym/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { ShotCommentCount } from '../../comments';
import { ShotApprovalControls } from '../../approvals';
import { ShotTakesButton } from '../../takes';
import { OWN_CLICKS } from './StoryboardItem';

interface ShotFullViewProps {
  shots: readonly Shot[];
  /** The shot shown: the focused one, else the first. */
  current: Shot;
  onShow: (shot: Shot) => void;
  children: ReactNode;
}

/**
 * The storyboard's Full view: one large shot filling the width, with Previous and Next (the arrow keys do
 * the same) and where it stands in the episode.
 */
export function ShotFullView({ shots, current, onShow, children }: ShotFullViewProps) {
  const { t } = useTranslation();
  const index = shots.findIndex((shot) => shot.id === current.id);
  const previous = index > 0 ? shots[index - 1] : undefined;
  const next = index >= 0 && index < shots.length - 1 ? shots[index + 1] : undefined;
  return (
    <div role="list" aria-label={t('storyboard.listLabel')} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <Button variant="secondary" size="sm" disabled={!previous} onClick={() => previous && onShow(previous)}>
          <Icon name="arrowLeft" className="size-4" />
          {t('storyboard.full.previous')}
        </Button>
        <div className="flex items-center gap-2">
          <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
            {t('storyboard.full.position', { n: index + 1, total: shots.length })}
          </p>
          <ShotCommentCount shotId={current.id} sequence={current.sequence} />
          <ShotApprovalControls shotId={current.id} sequence={current.sequence} />
          <ShotTakesButton shotId={current.id} sequence={current.sequence} />
        </div>
        <Button variant="secondary" size="sm" disabled={!next} onClick={() => next && onShow(next)}>
          {t('storyboard.full.next')}
          <Icon name="arrowLeft" className="size-4 rotate-180" />
        </Button>
      </div>
      <div
        role="listitem"
        aria-posinset={index + 1}
        aria-setsize={shots.length}
        className="mx-auto w-full max-w-5xl"
        // A click on the shot (not on its buttons or player) selects it, which opens it in the shot editor.
        onClick={(event) => {
          if (!(event.target instanceof Element && event.target.closest(OWN_CLICKS))) onShow(current);
        }}
      >
        {children}
      </div>
    </div>
  );
}
