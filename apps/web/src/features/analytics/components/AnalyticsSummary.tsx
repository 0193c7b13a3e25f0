import type { AnalyticsReport } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';

interface StatProps {
  label: string;
  value: string;
  detail: string;
}

function Stat({ label, value, detail }: StatProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-2xl border border-line bg-surface p-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-2xl font-semibold text-fg tabular-nums">{value}</dd>
      <dd className="text-xs text-fg-muted">{detail}</dd>
    </div>
  );
}

/** The period's totals: credits spent, generations (made, failed, refunded), render minutes and approved shots. */
export function AnalyticsSummary({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 });
  const { generations, render, review } = report;
  return (
    <dl aria-label={t('analytics.summary.label')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Stat
        label={t('analytics.summary.credits')}
        value={number.format(report.totalCredits)}
        detail={t('analytics.summary.creditsDetail', { from: report.period.from, to: report.period.to })}
      />
      <Stat
        label={t('analytics.summary.generations')}
        value={number.format(generations.requested)}
        detail={t('analytics.summary.generationsDetail', {
          completed: number.format(generations.completed),
          failed: number.format(generations.failed),
          refunded: number.format(generations.refunded),
        })}
      />
      <Stat
        label={t('analytics.summary.renderMinutes')}
        value={number.format(render.renderMinutes)}
        detail={t('analytics.summary.renderDetail', {
          exports: number.format(render.exports),
          videoMinutes: number.format(render.videoMinutes),
        })}
      />
      <Stat
        label={t('analytics.summary.approvedShots')}
        value={number.format(review.approvedShots)}
        detail={t('analytics.summary.approvedDetail', { reviewed: number.format(review.reviewedShots) })}
      />
    </dl>
  );
}
