import type { LimitUse } from '@sym/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/errors';
import { LoadingError, ProgressBar } from '../../../ui';
import { useSubscription } from '../hooks/useCreditsQueries';
import { formatBytes, formatCredits } from '../utils/formatCredits';
import { CreditsSection } from './CreditsSection';
import { SectionSkeleton } from './SectionSkeleton';

const UNLIMITED = -1;

interface LimitRowProps {
  label: string;
  use: LimitUse;
  /** The used and limit amounts as the reader reads them (a count, or bytes as MB/GB). */
  format: (amount: number) => string;
}

/** One limit: its name, 'used of limit' (or 'used' and Unlimited) and a bar of how full it is. */
function LimitRow({ label, use, format }: LimitRowProps) {
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

/**
 * The tier limits that grow with use (spec §6): images and videos generated this month and storage, each with
 * its use and limit, 'Unlimited' where the tier sets none. Hidden when the server sends no usage.
 */
export function TierUsagePanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const query = useSubscription();

  const renderBody = () => {
    if (query.isPending) return <SectionSkeleton rows={3} />;
    if (query.isError) {
      return (
        <LoadingError
          operation={t('credits.limits.operation')}
          detail={errorMessageOf(query.error)}
          onReload={() => void query.refetch()}
        />
      );
    }
    const usage = query.data.usage;
    if (!usage) return null;
    const count = (amount: number) => formatCredits(amount, language);
    const bytes = (amount: number) => formatBytes(amount, language);
    return (
      <div className="flex flex-col gap-4">
        <LimitRow label={t('credits.limits.images')} use={usage.imagesPerMonth} format={count} />
        <LimitRow label={t('credits.limits.videos')} use={usage.videosPerMonth} format={count} />
        <LimitRow label={t('credits.limits.storage')} use={usage.storageBytes} format={bytes} />
      </div>
    );
  };

  if (query.isSuccess && !query.data.usage) return null;
  return (
    <CreditsSection title={t('credits.limits.title')} description={t('credits.limits.description')}>
      {renderBody()}
    </CreditsSection>
  );
}
