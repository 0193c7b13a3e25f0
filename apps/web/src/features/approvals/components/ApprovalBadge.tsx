import type { ShotApprovalState } from '@sym/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon, type IconName } from '../../../ui';
import { badgeKindOf, type ApprovalBadgeKind } from '../utils/approvalSummary';
import { versionLabel } from '../utils/versionLabel';

// A solid surface under the text: the badge sits on the shot's picture.
const LOOKS: Record<ApprovalBadgeKind, { icon: IconName; classes: string; iconClass: string }> = {
  approved: { icon: 'checkCircle', classes: 'border-success/70 bg-surface text-fg', iconClass: 'text-success' },
  changes_requested: { icon: 'alert', classes: 'border-danger/70 bg-surface text-fg', iconClass: 'text-danger' },
  outdated: { icon: 'restore', classes: 'border-line-strong bg-surface text-fg-muted', iconClass: '' },
};

interface ApprovalBadgeProps {
  state: Pick<ShotApprovalState, 'approval' | 'isOutdated'>;
  /** 'episode': the texts speak of the whole episode. */
  scope?: 'shot' | 'episode';
  testId: string;
  /** On a storyboard card: a narrower badge (the full text is in its tooltip). */
  isCompact?: boolean;
  className?: string;
}

/**
 * A verdict as a small badge: Approved, Changes requested, or "Approved on an earlier version" (never silently
 * kept as approved). Hovering or focusing it tells who gave it, when, on which take and with what note; Escape
 * hides that again. Nothing without a verdict.
 */
export function ApprovalBadge({
  state,
  scope = 'shot',
  testId,
  isCompact = false,
  className = '',
}: ApprovalBadgeProps) {
  const { t, i18n } = useTranslation();
  const tipId = useId();
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const kind = badgeKindOf(state);
  const { approval } = state;
  if (!kind || !approval) return null;

  const look = LOOKS[kind];
  const text = t(scope === 'episode' ? `approvals.episodeState.${kind}` : `approvals.state.${kind}`);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(approval.createdAt),
  );
  const who = approval.author.isGuest
    ? t('approvals.tip.byGuest', { name: approval.author.name, date })
    : t('approvals.tip.by', { name: approval.author.name, date });
  const isShown = (isHovered || isFocused) && !isDismissed;

  return (
    <span
      className={`relative inline-flex ${className}`}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => {
        setIsHovered(false);
        setIsDismissed(false);
      }}
    >
      <button
        type="button"
        data-testid={testId}
        data-state={kind}
        aria-describedby={tipId}
        onFocus={() => setIsFocused(true)}
        onBlur={() => {
          setIsFocused(false);
          setIsDismissed(false);
        }}
        onClick={() => setIsDismissed((dismissed) => !dismissed)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isShown) {
            event.stopPropagation();
            setIsDismissed(true);
          }
        }}
        className={`inline-flex h-7 ${isCompact ? 'max-w-28' : 'max-w-56'} items-center gap-1 rounded-full border px-2 text-xs font-medium shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${look.classes}`}
      >
        <Icon name={look.icon} className={`size-3.5 shrink-0 ${look.iconClass}`} />
        <span className="truncate">{text}</span>
      </button>
      <span
        id={tipId}
        role="tooltip"
        className={`absolute top-full right-0 z-30 mt-1 w-64 flex-col gap-1 rounded-lg border border-line bg-surface p-2.5 text-left text-xs text-fg shadow-lg ${
          isShown ? 'flex' : 'hidden'
        }`}
      >
        <span className="font-medium">{text}</span>
        <span className="text-fg-muted">{who}</span>
        {approval.version && (
          <span className="text-fg-muted">
            {t('approvals.tip.onVersion', { version: versionLabel(t, approval.version) })}
          </span>
        )}
        <span className={approval.note ? 'whitespace-pre-line' : 'text-fg-muted italic'}>
          {approval.note || t('approvals.tip.noNote')}
        </span>
      </span>
    </span>
  );
}
