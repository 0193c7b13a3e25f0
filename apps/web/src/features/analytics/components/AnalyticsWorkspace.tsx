import { ANALYTICS_MESSAGES, resolveAnalyticsPeriod, teamRoleMay, type AnalyticsPeriod } from '@sym/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { EmptyState, LoadingError, SkeletonList } from '../../../ui';
import { useMyTeams } from '../../teams';
import { useAnalyticsReport } from '../api/useAnalytics';
import { analyticsTables } from '../utils/analyticsTables';
import { DEFAULT_PRESET, presetPeriod, todayUtc } from '../utils/period';
import { AnalyticsFilters, PERSONAL_SCOPE } from './AnalyticsFilters';
import { AnalyticsSummary } from './AnalyticsSummary';
import { AnalyticsTableView } from './AnalyticsTableView';

// The charts and their library load with this page's chunk only (the route is lazy); this second split lets the
// filters, numbers and tables show while the chart code arrives.
const AnalyticsCharts = lazy(() => import('./AnalyticsCharts').then((module) => ({ default: module.AnalyticsCharts })));

/** Why a period cannot be asked for, in the user's language (the server gives the same reasons with 422). */
function usePeriodError(period: AnalyticsPeriod, today: string): string | undefined {
  const { t } = useTranslation();
  const resolved = resolveAnalyticsPeriod(period, today);
  if (!('error' in resolved)) return undefined;
  return resolved.error.message === ANALYTICS_MESSAGES.periodReversed
    ? t('analytics.period.reversed')
    : t('analytics.period.tooLong');
}

/** Scope and period, the report's numbers, its four charts and its tables (each downloadable as CSV). */
export function AnalyticsWorkspace() {
  const { t } = useTranslation();
  const today = useMemo(() => todayUtc(), []);
  const [scope, setScope] = useState(PERSONAL_SCOPE);
  const [period, setPeriod] = useState<AnalyticsPeriod>(() => presetPeriod(DEFAULT_PRESET, today));
  const { teams } = useMyTeams();
  const insightTeams = teams.filter((team) => teamRoleMay(team.role, 'team.insights'));
  const periodError = usePeriodError(period, today);
  // Dates the server would refuse are not asked for; the last report stays while they are corrected.
  const report = useAnalyticsReport(
    { ...(scope === PERSONAL_SCOPE ? {} : { teamId: scope }), from: period.from, to: period.to },
    { isEnabled: periodError === undefined },
  );

  const renderReport = () => {
    if (report.isPending) return <SkeletonList />;
    if (report.isError) {
      return (
        <LoadingError
          operation={t('analytics.operation')}
          detail={errorMessageOf(report.error)}
          onReload={() => void report.refetch()}
        />
      );
    }
    const data = report.data;
    const tables = analyticsTables(data, t);
    const hasSpend = data.totalCredits !== 0 || data.generations.requested > 0;
    return (
      <div className="flex flex-col gap-6" aria-busy={report.isFetching || undefined}>
        <AnalyticsSummary report={data} />
        {hasSpend ? (
          <Suspense fallback={<SkeletonList />}>
            <AnalyticsCharts report={data} />
          </Suspense>
        ) : (
          <EmptyState icon="coins" title={t('analytics.empty.title')} message={t('analytics.empty.message')} />
        )}
        <div className="grid gap-6 lg:grid-cols-2">
          {tables
            .filter((table) => hasSpend || table.id === 'most-active')
            .map((table) => (
              <AnalyticsTableView key={table.id} report={data} table={table} />
            ))}
        </div>
      </div>
    );
  };

  return (
    <>
      <AnalyticsFilters
        scope={scope}
        teams={insightTeams}
        period={period}
        today={today}
        periodError={periodError}
        onScopeChange={setScope}
        onPeriodChange={setPeriod}
      />
      {renderReport()}
    </>
  );
}
