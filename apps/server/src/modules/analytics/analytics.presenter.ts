import {
  ANALYTICS_KINDS,
  ANALYTICS_TOP_PROJECTS,
  addCalendarDays,
  analyticsKindOf,
  calendarDaysBetween,
  type AnalyticsPeriod,
  type AnalyticsReport,
} from '@sym/contracts';
import type { ProjectEditsRow, RenderTotalsRow, ReviewTotalsRow, SpendGroupRow } from './analytics.repository.ts';

export type PresentedScope = AnalyticsReport['scope'];

export interface AnalyticsFigures {
  spend: readonly SpendGroupRow[];
  renders: RenderTotalsRow;
  review: ReviewTotalsRow;
  edits: readonly ProjectEditsRow[];
}

/** Minutes with two decimals, as the charts and tables show them. */
const minutesOf = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

const byCreditsThenName = <T extends { credits: number; name: string | null }>(a: T, b: T) =>
  b.credits - a.credits || (a.name ?? '').localeCompare(b.name ?? '');

/**
 * The outward shape of analytics: the database's groups put in order, every kind and every day of the period
 * present (zero when nothing happened), and the most active projects picked from the per-project groups.
 */
export function presentAnalytics(
  scope: PresentedScope,
  period: AnalyticsPeriod,
  figures: AnalyticsFigures,
): AnalyticsReport {
  const groups = (groupedBy: SpendGroupRow['groupedBy']) => figures.spend.filter((row) => row.groupedBy === groupedBy);
  const total = groups('total')[0];
  const projectGroups = groups('project');

  const byProject = projectGroups
    .map((row) => ({
      projectId: row.projectId,
      name: row.projectId === null ? null : row.projectName,
      credits: row.credits,
      generations: row.generations,
    }))
    .sort(byCreditsThenName);

  const byMember = groups('member')
    .filter((row) => row.userId !== null)
    .map((row) => ({
      userId: row.userId!,
      name: row.userName ?? '',
      email: row.userEmail ?? '',
      credits: row.credits,
      generations: row.generations,
    }))
    .sort(byCreditsThenName);

  const kindTotals = new Map<string, { credits: number; count: number }>();
  for (const row of groups('kind')) {
    const kind = analyticsKindOf(row.generationKind);
    if (!kind) continue;
    const sum = kindTotals.get(kind) ?? { credits: 0, count: 0 };
    kindTotals.set(kind, { credits: sum.credits + row.credits, count: sum.count + row.generations });
  }
  // Exports are free of credits: what they show is how many were made.
  kindTotals.set('export', { credits: 0, count: figures.renders.exports });
  const byKind = ANALYTICS_KINDS.map((kind) => ({ kind, ...(kindTotals.get(kind) ?? { credits: 0, count: 0 }) }));

  const creditsByDay = new Map(groups('day').map((row) => [row.day, row.credits]));
  const days = calendarDaysBetween(period.from, period.to) + 1;
  const overTime = Array.from({ length: days }, (_, index) => {
    const date = addCalendarDays(period.from, index);
    return { date, credits: creditsByDay.get(date) ?? 0 };
  });

  return {
    scope,
    period,
    totalCredits: total?.credits ?? 0,
    byProject,
    byMember,
    byKind,
    overTime,
    generations: {
      requested: total?.generations ?? 0,
      completed: total?.completed ?? 0,
      failed: total?.failed ?? 0,
      refunded: total?.refunded ?? 0,
    },
    render: {
      exports: figures.renders.exports,
      videoMinutes: minutesOf(figures.renders.videoSeconds),
      renderMinutes: minutesOf(figures.renders.renderSeconds),
    },
    review: figures.review,
    mostActive: mostActiveProjects(projectGroups, figures.edits),
  };
}

/** Projects by generations plus edits, most first (ties by name), at most ANALYTICS_TOP_PROJECTS. */
function mostActiveProjects(
  projectGroups: readonly SpendGroupRow[],
  edits: readonly ProjectEditsRow[],
): AnalyticsReport['mostActive'] {
  const activity = new Map<string, { projectId: string; name: string; generations: number; edits: number }>();
  for (const row of projectGroups) {
    if (row.projectId === null || row.projectName === null) continue;
    activity.set(row.projectId, {
      projectId: row.projectId,
      name: row.projectName,
      generations: row.generations,
      edits: 0,
    });
  }
  for (const row of edits) {
    const entry = activity.get(row.projectId) ?? { projectId: row.projectId, name: row.name, generations: 0, edits: 0 };
    activity.set(row.projectId, { ...entry, edits: row.edits });
  }
  return [...activity.values()]
    .filter((entry) => entry.generations + entry.edits > 0)
    .sort((a, b) => b.generations + b.edits - (a.generations + a.edits) || a.name.localeCompare(b.name))
    .slice(0, ANALYTICS_TOP_PROJECTS);
}
