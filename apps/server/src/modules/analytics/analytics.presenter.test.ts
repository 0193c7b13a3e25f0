import { describe, expect, it } from 'vitest';
import { presentAnalytics } from './analytics.presenter.ts';
import type { SpendGroupRow } from './analytics.repository.ts';

const PROJECT_A = '00000000-0000-4000-8000-00000000000a';
const PROJECT_B = '00000000-0000-4000-8000-00000000000b';
const USER = '00000000-0000-4000-8000-0000000000aa';

function group(groupedBy: SpendGroupRow['groupedBy'], values: Partial<SpendGroupRow>): SpendGroupRow {
  return {
    groupedBy,
    projectId: null,
    projectName: null,
    userId: null,
    userName: null,
    userEmail: null,
    generationKind: null,
    day: null,
    credits: 0,
    generations: 0,
    completed: 0,
    failed: 0,
    refunded: 0,
    ...values,
  };
}

const noFigures = {
  renders: { exports: 0, videoSeconds: 0, renderSeconds: 0 },
  review: { approvedShots: 0, reviewedShots: 0 },
  edits: [],
};

describe('analytics presenter', () => {
  it('fills every day and every kind, maps lip-sync and shows exports by their count', () => {
    const report = presentAnalytics(
      { type: 'personal' },
      { from: '2026-03-01', to: '2026-03-03' },
      {
        ...noFigures,
        renders: { exports: 2, videoSeconds: 90, renderSeconds: 20 },
        spend: [
          group('total', { credits: 5, generations: 3, completed: 2, failed: 1, refunded: 1 }),
          group('day', { day: '2026-03-02', credits: 5, generations: 3 }),
          group('kind', { generationKind: 'lipsync', credits: 3, generations: 1 }),
          group('kind', { generationKind: 'image', credits: 2, generations: 2 }),
        ],
      },
    );
    expect(report.overTime).toEqual([
      { date: '2026-03-01', credits: 0 },
      { date: '2026-03-02', credits: 5 },
      { date: '2026-03-03', credits: 0 },
    ]);
    expect(report.byKind).toEqual([
      { kind: 'image', credits: 2, count: 2 },
      { kind: 'video', credits: 0, count: 0 },
      { kind: 'speech', credits: 0, count: 0 },
      { kind: 'lip-sync', credits: 3, count: 1 },
      { kind: 'export', credits: 0, count: 2 },
    ]);
    expect(report.generations).toEqual({ requested: 3, completed: 2, failed: 1, refunded: 1 });
    expect(report.render).toEqual({ exports: 2, videoMinutes: 1.5, renderMinutes: 0.33 });
  });

  it('orders spend by credits and picks the five most active projects by generations plus edits', () => {
    const projects = Array.from({ length: 7 }, (_, index) => ({
      projectId: `00000000-0000-4000-8000-00000000010${index}`,
      name: `Project ${index}`,
    }));
    const report = presentAnalytics(
      { type: 'personal' },
      { from: '2026-03-01', to: '2026-03-01' },
      {
        ...noFigures,
        spend: [
          group('project', { projectId: PROJECT_A, projectName: 'Alpha', credits: 2, generations: 2 }),
          group('project', { projectId: PROJECT_B, projectName: 'Beta', credits: 9, generations: 1 }),
          group('project', { credits: 1, generations: 1 }),
          group('member', { userId: USER, userName: 'Ada', userEmail: 'ada@example.com', credits: 12, generations: 4 }),
        ],
        edits: [
          { projectId: PROJECT_A, name: 'Alpha', edits: 1 },
          ...projects.map((project, index) => ({ ...project, edits: index })),
        ],
      },
    );
    expect(report.byProject.map((row) => [row.name, row.credits])).toEqual([
      ['Beta', 9],
      ['Alpha', 2],
      [null, 1],
    ]);
    expect(report.byMember).toEqual([
      { userId: USER, name: 'Ada', email: 'ada@example.com', credits: 12, generations: 4 },
    ]);
    expect(report.mostActive.map((row) => [row.name, row.generations + row.edits])).toEqual([
      ['Project 6', 6],
      ['Project 5', 5],
      ['Project 4', 4],
      ['Alpha', 3],
      ['Project 3', 3],
    ]);
  });
});
