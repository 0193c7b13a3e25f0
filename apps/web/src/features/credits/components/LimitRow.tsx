import type { LimitUse } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ProgressBar } from '../../../ui';

const UNLIMITED = -1;

interface LimitRowProps {
  label: string;
  use: LimitUse;
  /** The used and limit amounts as the reader reads them (a count, or bytes as MB/GB). */
  format: (amount: number) => string;
}

/** One limit: its name, 'used of limit' (or 'used' and Unlimited) and a bar of how full it is. */
export function LimitRow({ label, use, format }: LimitRowProps) {
  const { t } = useTranslation();
  const unlimited = use.limit === UNLIMITED;
  const reached = !unlimited && use.used >= use.limit;
  const percent = unlimited || use.limit <= 0 ? 0 : (use.used / use.limit) * 100;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-fg">{label}</span>
        <span className="text-sm text-fg-muted tabular-nums">
          {unlimited
            ? `${t('credits.limits.usedUnlimited', { used: format(use.used) })} · ${t('credits.limits.unlimited')}`
            : t('credits.limits.usedOf', { used: format(use.used), limit: format(use.limit) })}
        </span>
      </div>
      {!unlimited && <ProgressBar value={percent} label={label} size="md" />}
      {reached && <p className="text-xs font-medium text-danger">{t('credits.limits.reached')}</p>}
    </div>
  );
}
