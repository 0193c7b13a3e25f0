import { AnalyticsInput, AnalyticsReport } from '../api/analytics.ts';
import { defineContracts, get } from './define.ts';

const TEAM_ID = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';
const PROJECT_ID = '7c2e9a41-3b5d-4f6e-8a9b-0c1d2e3f4a5b';
const EDITOR_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

/** Analytics of the professional edition (issue 33): spend and activity of a user or a team over a period. */
export const analyticsContracts = defineContracts({
  'analytics.get': {
    summary:
      'Credits spent by project, member, kind and day; generations made, failed and refunded; render minutes; approved shots; most active projects',
    auth: 'required',
    http: get('/api/analytics'),
    gate: { feature: 'analytics' },
    input: AnalyticsInput,
    output: AnalyticsReport,
    example: {
      input: { teamId: TEAM_ID, from: '2026-03-01', to: '2026-03-03' },
      output: {
        scope: { type: 'team', teamId: TEAM_ID, teamName: 'Northlight Studio' },
        period: { from: '2026-03-01', to: '2026-03-03' },
        totalCredits: 14,
        byProject: [{ projectId: PROJECT_ID, name: 'Lighthouse', credits: 14, generations: 6 }],
        byMember: [
          { userId: EDITOR_ID, name: 'Ana Ortiz', email: 'ana@northlight.example', credits: 14, generations: 6 },
        ],
        byKind: [
          { kind: 'image', credits: 4, count: 4 },
          { kind: 'video', credits: 10, count: 2 },
          { kind: 'speech', credits: 0, count: 0 },
          { kind: 'lip-sync', credits: 0, count: 0 },
          { kind: 'export', credits: 0, count: 1 },
        ],
        overTime: [
          { date: '2026-03-01', credits: 4 },
          { date: '2026-03-02', credits: 0 },
          { date: '2026-03-03', credits: 10 },
        ],
        generations: { requested: 7, completed: 6, failed: 1, refunded: 1 },
        render: { exports: 1, videoMinutes: 0.75, renderMinutes: 0.2 },
        review: { approvedShots: 3, reviewedShots: 4 },
        mostActive: [{ projectId: PROJECT_ID, name: 'Lighthouse', generations: 7, edits: 12 }],
      },
    },
  },
});
