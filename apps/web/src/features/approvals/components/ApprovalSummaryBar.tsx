import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Skeleton } from '../../../ui';
import { useApprovalsContext } from '../state/ApprovalsContext';
import { approvalCounts } from '../utils/approvalCounts';
import { ApprovalBadge } from './ApprovalBadge';
import { ApprovalMenu } from './ApprovalMenu';

/**
 * The episode header's approvals: "9 of 12 approved" (and how many shots have changes requested), the episode's
 * own verdict and the menu to give one. Nothing for someone who is not a member of the project.
 */
export function ApprovalSummaryBar() {
  const { t } = useTranslation();
  const context = useApprovalsContext();
  if (!context?.isMember) return null;
  const { summary } = context;

  const renderCounts = () => {
    if (context.isSummaryError) {
      return (
        <button
          type="button"
          onClick={context.retrySummary}
          className="rounded-md text-xs text-danger underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('approvals.errors.loadRetry')}
        </button>
      );
    }
    if (!summary) return <Skeleton className="h-4 w-28" />;
    const counts = approvalCounts(summary);
    if (counts.total === 0) {
      return (
        <span data-testid="approval-counts" className="text-xs text-fg-muted">
          {t('approvals.counts.none')}
        </span>
      );
    }
    return (
      <span className="flex items-baseline gap-1.5 text-xs text-fg-muted">
        <span data-testid="approval-counts" className="font-medium text-fg tabular-nums">
          {t('approvals.counts.approved', { approved: counts.approved, total: counts.total })}
        </span>
        {counts.changesRequested > 0 && (
          <span data-testid="approval-changes-count" className="tabular-nums">
            {t('approvals.counts.changesRequested', { count: counts.changesRequested })}
          </span>
        )}
      </span>
    );
  };

  return (
    <div role="group" aria-label={t('approvals.header.label')} className="flex items-center gap-2">
      {renderCounts()}
      {summary?.episode && (
        <ApprovalBadge
          state={{ approval: summary.episode, isOutdated: false }}
          scope="episode"
          testId="episode-approval-state"
        />
      )}
      <ApprovalMenu context={context} target={{}} label={t('approvals.menu.episode')} testIdPrefix="episode" />
    </div>
  );
}
