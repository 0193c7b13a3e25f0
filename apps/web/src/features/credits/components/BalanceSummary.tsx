import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Icon, LoadingError } from '../../../ui';
import { useCreditsBalance } from '../hooks/useCreditsQueries';
import { formatCredits, formatDate } from '../utils/formatCredits';
import { CreditsSection } from './CreditsSection';
import { SectionSkeleton } from './SectionSkeleton';

/** The balance in large type, with the monthly allocation, next reset and lifetime totals. */
export function BalanceSummary() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const query = useCreditsBalance();
  const credits = query.data;

  const renderBody = () => {
    if (query.isPending) return <SectionSkeleton rows={2} />;
    if (query.isError || !credits) {
      return (
        <LoadingError
          operation={t('credits.balance.operation')}
          detail={errorMessageOf(query.error)}
          onReload={() => void query.refetch()}
        />
      );
    }
    const facts = [
      { label: t('credits.balance.monthlyAllocation'), value: formatCredits(credits.monthlyAllocation, language) },
      {
        label: t('credits.balance.nextReset'),
        value: formatDate(credits.nextResetDate, language) || t('credits.balance.noReset'),
      },
      { label: t('credits.balance.totalEarned'), value: formatCredits(credits.totalEarned, language) },
      { label: t('credits.balance.totalSpent'), value: formatCredits(credits.totalSpent, language) },
    ];
    return (
      <div className="flex flex-col gap-5">
        <p className="flex items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent">
            <Icon name="coins" className="size-6" />
          </span>
          <span className="flex flex-col">
            <span className="text-xs font-medium tracking-wider text-fg-muted uppercase">
              {t('credits.balance.label')}
            </span>
            <span data-testid="credits-balance" className="text-3xl font-semibold text-fg tabular-nums">
              {formatCredits(credits.balance, language)}
            </span>
          </span>
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl border border-line bg-canvas px-3 py-2.5">
              <dt className="text-xs text-fg-muted">{fact.label}</dt>
              <dd className="mt-0.5 text-sm font-semibold text-fg tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  };

  return <CreditsSection title={t('credits.balance.title')}>{renderBody()}</CreditsSection>;
}
