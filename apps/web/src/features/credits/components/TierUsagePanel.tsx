import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { LoadingError } from '../../../ui';
import { useSubscription } from '../hooks/useCreditsQueries';
import { formatBytes, formatCredits } from '../utils/formatCredits';
import { CreditsSection } from './CreditsSection';
import { LimitRow } from './LimitRow';
import { SectionSkeleton } from './SectionSkeleton';

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
