// Charts: recharts. It is React-first (components, not an imperative canvas API like uPlot), maintained and
// widely used, draws SVG that takes the theme's CSS colours, and has tooltips and a keyboard accessibility layer
// built in. uPlot is smaller but draws time series only (bars and categories would be hand-made), and visx is a
// kit of low-level parts. Its weight (123 KB gzip with its d3 and redux parts) is paid by this page alone: the
// route is lazy and this module is split again from it (AnalyticsWorkspace), so the first screen does not grow
// (bench/bundle-size.ts: no chart code among the scripts index.html loads or preloads).
import type { AnalyticsReport } from '@sym/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/** Bars shown per chart; the tables list every row. */
const MAX_BARS = 10;
const CHART_HEIGHT = 260;
const AXIS_TICK = { fill: 'var(--color-fg-muted)', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: 'var(--color-elevated)',
  border: '1px solid var(--color-line)',
  borderRadius: 8,
  color: 'var(--color-fg)',
};

interface ChartPanelProps {
  title: string;
  /** What the chart shows, for screen readers (the table below has the numbers). */
  description: string;
  children: ReactNode;
}

function ChartPanel({ title, description, children }: ChartPanelProps) {
  const headingId = useId();
  return (
    <figure
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <figcaption id={headingId} className="text-base font-semibold text-fg">
        {title}
      </figcaption>
      <p className="sr-only">{description}</p>
      {children}
    </figure>
  );
}

interface BarDatum {
  label: string;
  credits: number;
}

function CreditBars({ data, creditsLabel }: { data: BarDatum[]; creditsLabel: string }) {
  return (
    <BarChart
      responsive
      data={data}
      layout="vertical"
      style={{ width: '100%', height: CHART_HEIGHT }}
      margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
    >
      <CartesianGrid horizontal={false} stroke="var(--color-line)" />
      <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} stroke="var(--color-line)" />
      <YAxis type="category" dataKey="label" width={120} tick={AXIS_TICK} stroke="var(--color-line)" />
      <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-hover)' }} />
      <Bar dataKey="credits" name={creditsLabel} fill="var(--color-accent)" radius={[0, 4, 4, 0]} />
    </BarChart>
  );
}

/** The report as charts: spend over time (area), by kind, by member (a team's) and by project (bars). */
export function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation();
  const creditsLabel = t('analytics.columns.credits');
  const describe = (title: string) => t('analytics.charts.description', { chart: title });
  const topBars = (rows: BarDatum[]) => rows.slice(0, MAX_BARS);
  const overTimeTitle = t('analytics.charts.overTime');
  const byKindTitle = t('analytics.charts.byKind');
  const byMemberTitle = t('analytics.charts.byMember');
  const byProjectTitle = t('analytics.charts.byProject');

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartPanel title={overTimeTitle} description={describe(overTimeTitle)}>
          <AreaChart
            responsive
            data={report.overTime}
            style={{ width: '100%', height: CHART_HEIGHT }}
            margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
          >
            <CartesianGrid vertical={false} stroke="var(--color-line)" />
            <XAxis dataKey="date" tick={AXIS_TICK} stroke="var(--color-line)" minTickGap={24} />
            <YAxis allowDecimals={false} tick={AXIS_TICK} stroke="var(--color-line)" width={48} />
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Area
              type="monotone"
              dataKey="credits"
              name={creditsLabel}
              stroke="var(--color-accent)"
              fill="var(--color-accent-soft)"
              strokeWidth={2}
            />
          </AreaChart>
        </ChartPanel>
      </div>
      <ChartPanel title={byKindTitle} description={describe(byKindTitle)}>
        <CreditBars
          creditsLabel={creditsLabel}
          data={report.byKind.map((row) => ({ label: t(`analytics.kinds.${row.kind}`), credits: row.credits }))}
        />
      </ChartPanel>
      {report.scope.type === 'team' && (
        <ChartPanel title={byMemberTitle} description={describe(byMemberTitle)}>
          <CreditBars
            creditsLabel={creditsLabel}
            data={topBars(report.byMember.map((row) => ({ label: row.name || row.email, credits: row.credits })))}
          />
        </ChartPanel>
      )}
      <ChartPanel title={byProjectTitle} description={describe(byProjectTitle)}>
        <CreditBars
          creditsLabel={creditsLabel}
          data={topBars(
            report.byProject.map((row) => ({ label: row.name ?? t('analytics.noProject'), credits: row.credits })),
          )}
        />
      </ChartPanel>
    </div>
  );
}
