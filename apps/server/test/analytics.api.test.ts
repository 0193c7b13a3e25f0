import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  TEAM_MESSAGES,
  addCalendarDays,
  type AnalyticsReport,
  type AuthResult,
  type Job,
  type JobTicket,
  type Scenario,
  type Shot,
} from '@sym/contracts';
import { approvals, creditEntries, exports, generationJobs, storedFiles } from '../src/db/schema.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';
import { teamApi } from './helpers/teams.ts';

// A professional site: every user has the `analytics` feature (the base edition's refusal is the gate table's test).
const server = useTestServer({ APP_TIER: 'motionmaker' });
const fixtures = rowFixtures(server);
const teamsOver = teamApi(server);
const db = () => server.database.db;

const today = () => new Date().toISOString().slice(0, 10);
const analytics = (token: string, query = '') => server.request('GET', `/api/analytics${query}`, { token });

/** A shot image (1 credit, completed) and a clip cancelled while it runs (3 credits, failed and given back). */
async function generateAndCancel(account: AuthResult) {
  const token = account.accessToken;
  const project = await fixtures.project(account.user.id, { name: 'Lighthouse' });
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep 1', projectId: project.id } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const shot = dataOf<Shot>(
    await server.request('POST', `${base}/shots`, {
      token,
      body: { description: 'A keeper climbs the stairs', duration: 8, animationInstructions: 'slow pan' },
    }),
  );
  const image = dataOf<JobTicket>(
    await server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} }),
  );
  expect((await waitForJob(server, token, image)).status).toBe('completed');
  const video = dataOf<JobTicket>(
    await server.request('POST', `${base}/shots/${shot.id}/generate-video`, { token, body: {} }),
  );
  const jobUrl = `/api/jobs/${video.queue}/${video.jobId}`;
  for (let seen = 'queued'; seen === 'queued';) {
    seen = dataOf<Job>(await server.request('GET', jobUrl, { token })).status;
  }
  dataOf<Job>(await server.request('DELETE', jobUrl, { token }));
  expect(await waitForJob(server, token, video)).toMatchObject({ status: 'failed', error: 'Cancelled' });
  return { project, scenario, shot, imageCost: image.cost, videoCost: video.cost };
}

/** A generation job of `userId` on a project with its ledger entries, in the team's account (or the user's own). */
async function ledgerJob(values: {
  userId: string;
  teamId: string | null;
  projectId: string | null;
  kind: 'image' | 'video' | 'speech' | 'lipsync';
  cost: number;
  status: 'completed' | 'failed';
  at?: Date;
}) {
  const id = randomUUID();
  const at = values.at ?? new Date();
  await db()
    .insert(generationJobs)
    .values({
      id,
      queue: `${values.kind}-generation`,
      kind: values.kind,
      userId: values.userId,
      projectId: values.projectId,
      status: values.status,
      cost: values.cost,
      createdAt: at,
    });
  const shared = { userId: values.userId, teamId: values.teamId, jobId: id, description: 'Generation' };
  await db()
    .insert(creditEntries)
    .values([
      { ...shared, kind: 'reservation', amount: -values.cost, generationKind: values.kind, createdAt: at },
      values.status === 'failed'
        ? { ...shared, kind: 'release', amount: values.cost, createdAt: new Date(at.getTime() + 1000) }
        : { ...shared, kind: 'capture', amount: 0, createdAt: new Date(at.getTime() + 1000) },
    ]);
}

describe('personal analytics', () => {
  it('counts what the user generated: spend by project, kind and day, failures refunded, renders and review', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { project, scenario, shot, imageCost, videoCost } = await generateAndCancel(account);
    expect(videoCost).toBeGreaterThan(0);

    // A finished export of 45 s rendered in 30 s, and verdicts on two shots (the first approved last).
    const videoKey = `analyticsexport${randomUUID().replaceAll('-', '')}.mp4`;
    await db().insert(storedFiles).values({ key: videoKey, userId: account.user.id, sizeBytes: 1000 });
    const finishedAt = new Date();
    await db()
      .insert(exports)
      .values({
        scenarioId: scenario.id,
        userId: account.user.id,
        name: 'Cut 1',
        kind: 'video',
        status: 'completed',
        width: 1280,
        height: 720,
        duration: 45,
        videoKey,
        startedAt: new Date(finishedAt.getTime() - 30_000),
        finishedAt,
      });
    const other = await fixtures.shot(scenario.id, 2);
    const earlier = new Date(Date.now() - 60_000);
    await db()
      .insert(approvals)
      .values([
        { scenarioId: scenario.id, shotId: shot.id, state: 'changes_requested', createdAt: earlier },
        { scenarioId: scenario.id, shotId: shot.id, state: 'approved' },
        { scenarioId: scenario.id, shotId: other.id, state: 'changes_requested' },
      ]);
    // Spend of the user's team account is not their personal spend.
    const team = await teamsOver.createTeam(account);
    await ledgerJob({
      userId: account.user.id,
      teamId: team.id,
      projectId: null,
      kind: 'video',
      cost: 50,
      status: 'completed',
    });

    const report = dataOf<AnalyticsReport>(await analytics(token));
    expect(report.scope).toEqual({ type: 'personal' });
    expect(report.period).toEqual({ from: addCalendarDays(today(), -29), to: today() });
    expect(report.totalCredits).toBe(imageCost);
    expect(report.generations).toEqual({ requested: 2, completed: 1, failed: 1, refunded: 1 });
    expect(report.byProject).toEqual([
      { projectId: project.id, name: 'Lighthouse', credits: imageCost, generations: 2 },
    ]);
    expect(report.byMember).toEqual([
      {
        userId: account.user.id,
        name: account.user.name,
        email: account.user.email,
        credits: imageCost,
        generations: 2,
      },
    ]);
    expect(report.byKind).toEqual([
      { kind: 'image', credits: imageCost, count: 1 },
      { kind: 'video', credits: 0, count: 1 },
      { kind: 'speech', credits: 0, count: 0 },
      { kind: 'lip-sync', credits: 0, count: 0 },
      { kind: 'export', credits: 0, count: 1 },
    ]);
    expect(report.overTime).toHaveLength(30);
    expect(report.overTime.at(-1)).toEqual({ date: today(), credits: imageCost });
    expect(report.overTime.slice(0, -1).every((day) => day.credits === 0)).toBe(true);
    expect(report.render).toEqual({ exports: 1, videoMinutes: 0.75, renderMinutes: 0.5 });
    expect(report.review).toEqual({ approvedShots: 1, reviewedShots: 2 });
    expect(report.mostActive).toHaveLength(1);
    expect(report.mostActive[0]).toMatchObject({ projectId: project.id, name: 'Lighthouse', generations: 2 });
    // The episode and both shots were changed today.
    expect(report.mostActive[0]!.edits).toBeGreaterThanOrEqual(3);

    // A period before anything happened: nothing spent, every day there.
    const quiet = dataOf<AnalyticsReport>(await analytics(token, `?from=2025-01-01&to=2025-01-07`));
    expect(quiet.totalCredits).toBe(0);
    expect(quiet.overTime.map((day) => day.date)).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
      '2025-01-06',
      '2025-01-07',
    ]);
    expect(quiet.byProject).toEqual([]);
    expect(quiet.generations).toEqual({ requested: 0, completed: 0, failed: 0, refunded: 0 });
  });

  it('refuses a period over 366 days, a reversed one and a malformed date (422), and no token (401)', async () => {
    const { accessToken: token } = await server.register();
    const long = errorOf(await analytics(token, '?from=2024-01-01&to=2025-01-02'), 422);
    expect(long.details).toEqual([{ field: 'to', message: 'The period may be at most 366 days' }]);
    dataOf<AnalyticsReport>(await analytics(token, '?from=2024-01-01&to=2025-01-01'));
    const defaulted = errorOf(await analytics(token, '?from=2020-01-01'), 422);
    expect(defaulted.details?.[0]?.field).toBe('to');
    const reversed = errorOf(await analytics(token, '?from=2025-02-01&to=2025-01-01'), 422);
    expect(reversed.details).toEqual([{ field: 'to', message: 'The end date must not be before the start date' }]);
    const malformed = errorOf(await analytics(token, '?from=2025-02-30'), 422);
    expect(malformed.details?.[0]?.field).toBe('from');
    errorOf(await server.request('GET', '/api/analytics'), 401);
  });
});

describe('team analytics', () => {
  it("shows the team's spend by member and project to its owner and admins, and refuses everyone else", async () => {
    // Members join through the teams API: invited with their role, then accepting.
    const owner = await server.register({ name: 'Member 1' });
    const team = await teamsOver.createTeam(owner);
    const admin = await teamsOver.memberOf(owner, team.id, 'admin');
    const editor = await teamsOver.memberOf(owner, team.id, 'editor');
    const viewer = await teamsOver.memberOf(owner, team.id, 'viewer');
    const commenter = await teamsOver.memberOf(owner, team.id, 'commenter');
    const stranger = await server.register();
    const project = await fixtures.project(owner.user.id, { name: 'Team film', teamId: team.id });
    const other = await fixtures.project(owner.user.id, { name: 'Team teaser', teamId: team.id });
    const teamJob = (userId: string, values: Partial<Parameters<typeof ledgerJob>[0]> = {}) =>
      ledgerJob({
        userId,
        teamId: team.id,
        projectId: project.id,
        kind: 'image',
        cost: 1,
        status: 'completed',
        ...values,
      });
    await teamJob(editor.user.id);
    await teamJob(editor.user.id, { kind: 'video', cost: 3 });
    await teamJob(editor.user.id, { kind: 'video', cost: 3, status: 'failed' });
    await teamJob(editor.user.id, { kind: 'lipsync', cost: 2, projectId: other.id });
    await teamJob(owner.user.id, { kind: 'speech', cost: 1, projectId: other.id });
    // Last year's spend and the editor's own account stay out of this period and this team.
    await teamJob(editor.user.id, { cost: 7, at: new Date(Date.now() - 400 * 86_400_000) });
    await ledgerJob({
      userId: editor.user.id,
      teamId: null,
      projectId: null,
      kind: 'image',
      cost: 9,
      status: 'completed',
    });

    for (const account of [owner, admin]) {
      const report = dataOf<AnalyticsReport>(await analytics(account.accessToken, `?teamId=${team.id}`));
      expect(report.scope).toEqual({ type: 'team', teamId: team.id, teamName: 'Northlight Studio' });
      expect(report.totalCredits).toBe(7);
      expect(report.byMember).toEqual([
        { userId: editor.user.id, name: editor.user.name, email: editor.user.email, credits: 6, generations: 4 },
        { userId: owner.user.id, name: 'Member 1', email: owner.user.email, credits: 1, generations: 1 },
      ]);
      expect(report.byProject).toEqual([
        { projectId: project.id, name: 'Team film', credits: 4, generations: 3 },
        { projectId: other.id, name: 'Team teaser', credits: 3, generations: 2 },
      ]);
      expect(report.byKind.map((row) => [row.kind, row.credits, row.count])).toEqual([
        ['image', 1, 1],
        ['video', 3, 2],
        ['speech', 1, 1],
        ['lip-sync', 2, 1],
        ['export', 0, 0],
      ]);
      expect(report.generations).toEqual({ requested: 5, completed: 4, failed: 1, refunded: 1 });
      expect(report.mostActive.map((row) => [row.name, row.generations])).toEqual([
        ['Team film', 3],
        ['Team teaser', 2],
      ]);
    }

    for (const account of [editor, viewer, commenter]) {
      const refused = errorOf(await analytics(account.accessToken, `?teamId=${team.id}`), 403);
      expect(refused.code).toBe('FORBIDDEN');
    }
    const hidden = errorOf(await analytics(stranger.accessToken, `?teamId=${team.id}`), 404);
    expect(hidden.message).toBe(TEAM_MESSAGES.teamNotFound);
    const unknown = errorOf(await analytics(owner.accessToken, `?teamId=${randomUUID()}`), 404);
    expect(unknown.message).toBe(TEAM_MESSAGES.teamNotFound);
    const malformed = errorOf(await analytics(owner.accessToken, '?teamId=not-a-team'), 422);
    expect(malformed.details?.[0]?.field).toBe('teamId');
  });
});

describe('a generation on a team project', () => {
  it("is the team's spend, by the member who made it, and not the member's own", async () => {
    const owner = await server.register();
    const team = await teamsOver.createTeam(owner);
    const editor = await teamsOver.memberOf(owner, team.id, 'editor');
    const project = await fixtures.project(owner.user.id, { name: 'Team film', teamId: team.id });
    const token = editor.accessToken;
    const scenario = dataOf<Scenario>(
      await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep 1', projectId: project.id } }),
    );
    const shot = dataOf<Shot>(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots`, { token, body: { description: 'A pier' } }),
    );
    const image = dataOf<JobTicket>(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots/${shot.id}/generate`, { token, body: {} }),
    );
    expect((await waitForJob(server, token, image)).status).toBe('completed');

    const report = dataOf<AnalyticsReport>(await analytics(owner.accessToken, `?teamId=${team.id}`));
    expect(report.byMember).toEqual([
      { userId: editor.user.id, name: editor.user.name, email: editor.user.email, credits: image.cost, generations: 1 },
    ]);
    expect(report.byProject).toEqual([
      { projectId: project.id, name: 'Team film', credits: image.cost, generations: 1 },
    ]);
    const own = dataOf<AnalyticsReport>(await analytics(token));
    expect(own.totalCredits).toBe(0);
    expect(own.generations.requested).toBe(0);
  });
});
