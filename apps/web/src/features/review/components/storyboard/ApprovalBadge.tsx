import type { Approval } from '@sym/contracts';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Icon } from '../../../../ui';
import type { ShotVerdict } from '../../utils/reviewCache';
import { versionLabel } from '../../utils/labels';

const TONES: Record<ShotVerdict, string> = {
  none: 'border-line bg-elevated text-fg-muted',
  approved: 'border-success/40 bg-success/10 text-success',
  changesRequested: 'border-danger/40 bg-danger/10 text-danger',
  approvedEarlier: 'border-warning/40 bg-warning/10 text-warning',
  changesRequestedEarlier: 'border-warning/40 bg-warning/10 text-warning',
};

interface ApprovalBadgeProps {
  verdict: ShotVerdict;
  approval: Approval | null;
  testId: string;
}

/**
 * A shot's (or the episode's) approval state: approved, changes requested, or either "on an earlier version" once a
 * newer take replaced the one it was given on; who gave it, on which take, and its note.
 */
export function ApprovalBadge({ verdict, approval, testId }: ApprovalBadgeProps) {
  const { t } = useTranslation();
  const version = approval?.version ? versionLabel(t, approval.version) : null;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span
        data-testid={testId}
        data-verdict={verdict}
        className={`inline-flex w-fit items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${TONES[verdict]}`}
      >
        {verdict === 'approved' && <Icon name="check" className="size-3.5" />}
        {t(`review.verdict.${verdict}`)}
      </span>
      {approval && (
        <p className="text-xs break-words text-fg-muted">
          {t(version ? 'review.verdict.byOnVersion' : 'review.verdict.by', { name: approval.author.name, version })}
          {approval.note && <span className="block text-fg">{t('review.verdict.note', { note: approval.note })}</span>}
        </p>
      )}
    </div>
  );
}
