import type { AnalyticsReport } from '@sym/contracts';
import type { TFunction } from 'i18next';
import type { CsvCell } from './csv';

/** A table of the report as the page shows it and its CSV carries it: translated header, raw cells. */
export interface AnalyticsTable {
  /** Stable name, used in the CSV file name. */
  id: 'by-project' | 'by-member' | 'by-kind' | 'by-day' | 'most-active';
  title: string;
  header: string[];
  /** Which columns hold numbers (aligned right, formatted for the language). */
  numeric: boolean[];
  rows: CsvCell[][];
}

type ColumnKey = 'project' | 'member' | 'email' | 'kind' | 'credits' | 'generations' | 'count' | 'date' | 'edits';

/** The report's breakdowns as tables, in the page's order; the member table only for a team. */
export function analyticsTables(report: AnalyticsReport, t: TFunction): AnalyticsTable[] {
  const column = (key: ColumnKey) => t(`analytics.columns.${key}`);
  const projectName = (name: string | null) => name ?? t('analytics.noProject');
  const tables: AnalyticsTable[] = [
    {
      id: 'by-project',
      title: t('analytics.tables.byProject'),
      header: [column('project'), column('credits'), column('generations')],
      numeric: [false, true, true],
      rows: report.byProject.map((row) => [projectName(row.name), row.credits, row.generations]),
    },
  ];
  if (report.scope.type === 'team') {
    tables.push({
      id: 'by-member',
      title: t('analytics.tables.byMember'),
      header: [column('member'), column('email'), column('credits'), column('generations')],
      numeric: [false, false, true, true],
      rows: report.byMember.map((row) => [row.name, row.email, row.credits, row.generations]),
    });
  }
  tables.push(
    {
      id: 'by-kind',
      title: t('analytics.tables.byKind'),
      header: [column('kind'), column('credits'), column('count')],
      numeric: [false, true, true],
      rows: report.byKind.map((row) => [t(`analytics.kinds.${row.kind}`), row.credits, row.count]),
    },
    {
      id: 'by-day',
      title: t('analytics.tables.byDay'),
      header: [column('date'), column('credits')],
      numeric: [false, true],
      rows: report.overTime.map((row) => [row.date, row.credits]),
    },
    {
      id: 'most-active',
      title: t('analytics.tables.mostActive'),
      header: [column('project'), column('generations'), column('edits')],
      numeric: [false, true, true],
      rows: report.mostActive.map((row) => [row.name, row.generations, row.edits]),
    },
  );
  return tables;
}

/** The CSV file name of a table: scope, period and table, in plain ASCII. */
export function csvFileName(report: AnalyticsReport, table: AnalyticsTable['id']): string {
  const scope = report.scope.type === 'team' ? 'team' : 'personal';
  return `analytics-${scope}-${report.period.from}-${report.period.to}-${table}.csv`;
}
