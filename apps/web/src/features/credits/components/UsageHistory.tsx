import { USAGE_HISTORY_LIMIT, type UsageEntry } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { translateServerMessage } from '../../../lib/i18n';
import { EmptyState, LoadingError } from '../../../ui';
import { useCreditUsage } from '../hooks/useCreditsQueries';
import { formatDate, formatSignedCredits } from '../utils/formatCredits';
import { CreditsSection } from './CreditsSection';
import { SectionSkeleton } from './SectionSkeleton';

const KNOWN_TYPES = ['allocation', 'purchase', 'grant', 'usage', 'refund'] as const;
type KnownType = (typeof KNOWN_TYPES)[number];

const isKnownType = (type: string): type is KnownType => (KNOWN_TYPES as readonly string[]).includes(type);

function amountClasses(amount: number): string {
  if (amount > 0) return 'text-success';
  if (amount < 0) return 'text-danger';
  return 'text-fg-muted';
}

/** The 10 most recent credit movements: date, what happened, type and the amount (green added, red used). */
export function UsageHistory() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const query = useCreditUsage(USAGE_HISTORY_LIMIT);
  const typeLabel = (entry: UsageEntry) =>
    isKnownType(entry.type) ? t(`credits.usage.types.${entry.type}`) : entry.type;
  // The server's English description, in the user's language when it came with its code.
  const describe = (entry: UsageEntry) =>
    translateServerMessage(t, {
      text: entry.description,
      code: entry.descriptionCode,
      params: entry.descriptionParams,
    });

  const renderBody = () => {
    if (query.isPending) return <SectionSkeleton rows={4} />;
    if (query.isError) {
      return (
        <LoadingError
          operation={t('credits.usage.operation')}
          detail={errorMessageOf(query.error)}
          onReload={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) {
      return (
        <EmptyState isCompact icon="inbox" title={t('credits.usage.empty')} message={t('credits.usage.emptyMessage')} />
      );
    }
    return (
      <ul aria-label={t('credits.usage.title')} className="flex flex-col divide-y divide-line">
        {query.data.map((entry) => (
          <li key={entry.id} className="flex items-center gap-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-fg">{(entry.description && describe(entry)) || typeLabel(entry)}</p>
              <p className="mt-0.5 text-xs text-fg-muted">
                <span className="sr-only">{t('credits.usage.type')}: </span>
                {typeLabel(entry)} ·{' '}
                <time dateTime={entry.created_at}>{formatDate(entry.created_at, language, true)}</time>
              </p>
            </div>
            <span className={`shrink-0 text-sm font-semibold tabular-nums ${amountClasses(entry.amount)}`}>
              <span className="sr-only">{t('credits.usage.amount')}: </span>
              {formatSignedCredits(entry.amount, language)}
            </span>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <CreditsSection
      title={t('credits.usage.title')}
      description={t('credits.usage.description', { limit: USAGE_HISTORY_LIMIT })}
    >
      {renderBody()}
    </CreditsSection>
  );
}
