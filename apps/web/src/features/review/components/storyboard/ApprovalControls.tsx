import { APPROVAL_STATES, REVIEW_LIMITS, type ApprovalState } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../../ui';
import type { ShotVerdict } from '../../utils/reviewCache';

interface ApprovalControlsProps {
  /** "1", "2"… for a shot, "episode" for the whole episode: the suffix of the test ids. */
  target: string;
  /** Names the target for assistive technology ("shot 2", "the whole episode"). */
  targetName: string;
  verdict: ShotVerdict;
  isBusy: boolean;
  onSubmit: (state: ApprovalState, note: string) => void;
}

const TEST_IDS: Record<ApprovalState, string> = {
  approved: 'review-approve',
  changes_requested: 'review-request-changes',
};

/**
 * Approve or request changes in one click; an optional note, opened beside them, goes with the next one. The
 * button of the state in force is shown pressed (not once a newer take has outdated it).
 */
export function ApprovalControls({ target, targetName, verdict, isBusy, onSubmit }: ApprovalControlsProps) {
  const { t } = useTranslation();
  const [isNoteOpen, setIsNoteOpen] = useState(false);
  const [note, setNote] = useState('');

  const submit = (state: ApprovalState) => {
    onSubmit(state, note.trim());
    setNote('');
    setIsNoteOpen(false);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-1.5">
        {APPROVAL_STATES.map((state) => {
          const isApprove = state === 'approved';
          const isPressed = verdict === (isApprove ? 'approved' : 'changesRequested');
          return (
            <Button
              key={state}
              variant={isPressed ? 'primary' : 'secondary'}
              size="sm"
              data-testid={`${TEST_IDS[state]}-${target}`}
              aria-pressed={isPressed}
              aria-label={t(isApprove ? 'review.approval.approveTarget' : 'review.approval.requestTarget', {
                target: targetName,
              })}
              disabled={isBusy}
              onClick={() => submit(state)}
            >
              {isApprove && <Icon name="check" className="size-4" />}
              {t(isApprove ? 'review.approval.approve' : 'review.approval.requestChanges')}
            </Button>
          );
        })}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isNoteOpen}
          data-testid={`review-approval-note-toggle-${target}`}
          onClick={() => setIsNoteOpen((isOpen) => !isOpen)}
        >
          {t('review.approval.addNote')}
        </Button>
      </div>
      {isNoteOpen && (
        <input
          type="text"
          data-testid={`review-approval-note-${target}`}
          aria-label={t('review.approval.noteLabel', { target: targetName })}
          placeholder={t('review.approval.notePlaceholder')}
          value={note}
          maxLength={REVIEW_LIMITS.approvalNoteMax}
          onChange={(event) => setNote(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setIsNoteOpen(false);
            }
          }}
          className="h-8 rounded-lg border border-line bg-canvas px-2.5 text-sm text-fg placeholder:text-fg-subtle focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40"
        />
      )}
    </div>
  );
}
