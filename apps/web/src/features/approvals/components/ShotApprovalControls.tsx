import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useApprovalsContext } from '../state/ApprovalsContext';
import { ApprovalBadge } from './ApprovalBadge';
import { ApprovalMenu } from './ApprovalMenu';

interface ShotApprovalControlsProps {
  shotId: string;
  /** The shot's number, for the menu's accessible name and the dialog's title. */
  sequence: number;
  /** The badge's test id; the shot editor's differs from the card's, so each can be found alone. */
  badgeTestId?: string;
  /** On a storyboard card: a narrower badge. */
  isCompact?: boolean;
  className?: string;
}

/**
 * A shot's verdict badge and its review menu (approve, request changes), on its storyboard card and in the shot
 * editor. Nothing outside the episode editor or for someone who is not a member of the project.
 */
export function ShotApprovalControls({
  shotId,
  sequence,
  badgeTestId = 'shot-approval-state',
  isCompact = false,
  className = '',
}: ShotApprovalControlsProps) {
  const { t } = useTranslation();
  const context = useApprovalsContext();
  if (!context?.isMember) return null;
  const state = context.stateOf(shotId);
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      {state && <ApprovalBadge state={state} testId={badgeTestId} isCompact={isCompact} />}
      <ApprovalMenu
        context={context}
        target={{ shotId, sequence }}
        label={t('approvals.menu.shot', { n: sequence })}
        testIdPrefix="shot"
      />
    </div>
  );
}
