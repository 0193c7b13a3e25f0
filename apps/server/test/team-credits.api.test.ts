// A team's shared credit account (issue 33): generations on a team's project are reserved, captured and refunded
// on the team's account, never the member's own; 50 concurrent debits by several members with credit for 10 give
// exactly 10; the team's monthly image limit and its storage limit count every member's use; only members read it.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_GB,
  queueOfJobKind,
  serverMessageText,
  TEAM_MESSAGES,
  type JobTicket,
  type ProjectView,
  type Scenario,
  type Shot,
  type Subscription,
  type TeamCredits,
  type UsageEntry,
} from '@sym/contracts';
import { creditEntries, generationJobs, storedFiles } from '../src/db/schema.ts';
import { dataOf, errorOf, openRpcSocket, useEventLog, useTestServer } from './helpers/fixtures.ts';
import { balanceOf, waitForJob } from './helpers/jobs.ts';
import { teamApi, type Account } from './helpers/teams.ts';

const server = useTestServer();
const events = useEventLog(server);
const { proUser, createTeam, memberOf } = teamApi(server);

const IMAGE_LIMIT = 'Image limit reached (1000 per month on Motion Maker).';
const STORAGE_LIMIT = 'Storage limit reached (50 GB on Motion Maker).';
const NO_CREDITS = serverMessageText('credits.insufficient', { needed: 1, balance: 0 });

/** The team's account as its members read it. */
async function teamCreditsOf(account: Account, teamId: string): Promise<TeamCredits> {
  return dataOf<TeamCredits>(
    await server.request('GET', `/api/teams/${teamId}/credits`, { token: account.accessToken }),
  );
}

/** An owner's team with an editor, and a project in the team (made by the editor) with an episode. */
async function teamWithProject() {
  const owner = await proUser();
  const team = await createTeam(owner, 'Northlight Studio');
  const editor = await memberOf(owner, team.id, 'editor');
  const project = await projectIn(editor, team.id);
  return { owner, team, editor, project };
}

/** A project of the team, made by the member through POST /api/projects {name, teamId}. */
async function projectIn(member: Account, teamId: string, name = 'Team film'): Promise<ProjectView> {
  return dataOf<ProjectView>(
    await server.request('POST', '/api/projects', { token: member.accessToken, body: { name, teamId } }),
  );
}

/** An episode of the project with `count` shots, made by the member: the episode's API base and its shots. */
async function episodeWithShots(member: Account, projectId: string, count: number) {
  const token = member.accessToken;
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep 1', projectId } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const shots: Shot[] = [];
  for (let index = 0; index < count; index += 1) {
    const body = { description: `A pier at dawn ${index}` };
    shots.push(dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body })));
  }
  return { base, shots };
}

const generateImage = (member: Account, base: string, shot: Shot) =>
  server.request('POST', `${base}/shots/${shot.id}/generate`, { token: member.accessToken, body: {} });

/** Leaves the team's account exactly `balance` credits (an administrator's negative grant). */
async function setTeamBalance(team: { id: string }, owner: Account, balance: number): Promise<void> {
  const { teamCredits } = server.services.generation;
  const current = await teamCredits.balance(owner.user.id, team.id);
  await teamCredits.grantToTeam(team.id, balance - current.balance, 'test: set the balance', null);
}

/** Every entry of the team's account. */
function teamEntries(teamId: string) {
  return server.database.db.select().from(creditEntries).where(eq(creditEntries.teamId, teamId));
}

/** Earlier generations of the team this month, by `userId`, written straight into the ledger as free reservations. */
async function seedTeamImages(teamId: string, userId: string, count: number) {
  await server.database.db.insert(creditEntries).values(
    Array.from({ length: count }, () => ({
      userId,
      teamId,
      kind: 'reservation',
      amount: 0,
      jobId: randomUUID(),
      generationKind: 'image',
      description: 'test: earlier image',
    })),
  );
}

describe('a generation on a team project', () => {
  it("lowers the team's balance, not the member's own, and tells every member the team's balance moved", async () => {
    const { owner, team, editor, project } = await teamWithProject();
    const opened = await teamCreditsOf(editor, team.id);
    // The team's plan is its owner's (Motion Maker Pro): its first allocation comes on the first touch.
    expect(opened).toMatchObject({
      teamId: team.id,
      balance: 1000,
      monthlyAllocation: 1000,
      totalEarned: 1000,
      totalSpent: 0,
      subscription: { planId: 'motionmaker', status: 'active' },
    });
    const ownBefore = await balanceOf(server, editor.accessToken);
    const { base, shots } = await episodeWithShots(editor, project.id, 1);
    const eventsBefore = events.length;

    const ticket = dataOf<JobTicket>(await generateImage(editor, base, shots[0]!));
    expect(ticket.cost).toBe(1);
    expect((await teamCreditsOf(owner, team.id)).balance).toBe(999);
    expect(await balanceOf(server, editor.accessToken)).toBe(ownBefore);
    expect(await waitForJob(server, editor.accessToken, ticket)).toMatchObject({ status: 'completed' });

    const credits = await teamCreditsOf(editor, team.id);
    expect(credits).toMatchObject({ balance: 999, totalSpent: 1 });
    expect(await balanceOf(server, editor.accessToken)).toBe(ownBefore);
    // The member's own history and monthly count know nothing of the team's spending.
    const usage = dataOf<UsageEntry[]>(
      await server.request('GET', '/api/credits/usage', { token: editor.accessToken }),
    );
    expect(usage.filter((entry) => entry.type === 'usage')).toEqual([]);
    const subscription = dataOf<Subscription>(
      await server.request('GET', '/api/credits/subscription', { token: editor.accessToken }),
    );
    expect(subscription.usage?.imagesPerMonth.used).toBe(0);
    // The reservation and its capture are the team's, spent by the editor.
    const jobEntries = await server.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.jobId, ticket.jobId));
    expect(jobEntries.map((entry) => [entry.kind, entry.teamId, entry.userId]).sort()).toEqual([
      ['capture', team.id, editor.user.id],
      ['reservation', team.id, editor.user.id],
    ]);

    const told = events
      .slice(eventsBefore)
      .filter((event) => event.type === 'credits.updated')
      .map((event) => ({ to: event.actorId, data: event.data }));
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining(
        [owner.user.id, editor.user.id].map((to) => ({
          to,
          data: expect.objectContaining({ teamId: team.id, currentBalance: 999, type: 'used' }),
        })),
      ),
    );
  });

  it('gives the credits of a job that fails in the worker back to the team', async () => {
    const { team, editor, project } = await teamWithProject();
    await teamCreditsOf(editor, team.id);
    const ownBefore = await balanceOf(server, editor.accessToken);
    // A queued job whose stored request its kind rejects fails in the worker (job-payloads.api.test.ts).
    const jobId = randomUUID();
    const queue = queueOfJobKind('wizard-asset-preview');
    const holder = { id: editor.user.id, tier: 'motionmaker' };
    await server.database.db.transaction(async (tx) => {
      const reserved = await server.services.generation.reservations.reserve(
        tx,
        holder,
        { id: jobId, kind: 'image', projectId: project.id },
        3,
        'Image: broken',
      );
      expect(reserved).toEqual({ account: { type: 'team', teamId: team.id }, balance: 997 });
      await tx.insert(generationJobs).values({
        id: jobId,
        queue,
        kind: 'image',
        userId: editor.user.id,
        projectId: project.id,
        target: { type: 'wizard-asset-preview', previewId: randomUUID() },
        input: { prompt: 42 },
        cost: 3,
      });
    });
    // The team's balance shows the reservation while the job waits (read before sending: this process's worker
    // takes a job as soon as it is sent).
    expect((await teamCreditsOf(editor, team.id)).balance).toBe(997);
    await server.infrastructure.jobQueue.send(queue, jobId);

    const failed = await waitForJob(server, editor.accessToken, {
      jobId,
      queue,
      cost: 3,
      targetId: null,
      targetKey: null,
    });
    expect(failed.status).toBe('failed');
    expect(await teamCreditsOf(editor, team.id)).toMatchObject({ balance: 1000, totalSpent: 0 });
    expect(await balanceOf(server, editor.accessToken)).toBe(ownBefore);
    const [release] = await server.database.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.jobId, jobId), eq(creditEntries.kind, 'release')));
    expect(release).toMatchObject({ teamId: team.id, userId: editor.user.id, amount: 3 });
  });

  it("keeps the team's balance and monthly count when a member who spent deletes their account", async () => {
    const { owner, team, editor, project } = await teamWithProject();
    const { base, shots } = await episodeWithShots(editor, project.id, 1);
    const ticket = dataOf<JobTicket>(await generateImage(editor, base, shots[0]!));
    await waitForJob(server, editor.accessToken, ticket);
    expect((await teamCreditsOf(owner, team.id)).balance).toBe(999);

    const body = { email: editor.user.email };
    dataOf(await server.request('POST', '/api/users/me/delete', { token: editor.accessToken, body }));
    expect(await teamCreditsOf(owner, team.id)).toMatchObject({ balance: 999, totalSpent: 1 });
    // The spending passed to the team's owner.
    const entries = await server.database.db.select().from(creditEntries).where(eq(creditEntries.jobId, ticket.jobId));
    expect(entries.map((entry) => entry.userId)).toEqual([owner.user.id, owner.user.id]);
  });

  it('refuses with 403 and the balance when the team has too few credits, whatever the member has', async () => {
    const { owner, team, editor, project } = await teamWithProject();
    await setTeamBalance(team, owner, 0);
    const { base, shots } = await episodeWithShots(editor, project.id, 1);
    const refused = errorOf(await generateImage(editor, base, shots[0]!), 403);
    expect(refused.message).toBe(NO_CREDITS);
    expect(await balanceOf(server, editor.accessToken)).toBeGreaterThan(0);
  });
});

describe("the team's account under concurrency", () => {
  it('runs exactly 10 of 50 concurrent requests by four members with credit for 10, and ends at exactly 0', async () => {
    const owner = await proUser();
    const team = await createTeam(owner, 'Harbour Films');
    const members = [owner, ...(await Promise.all([1, 2, 3].map(() => memberOf(owner, team.id, 'editor'))))];
    const project = await projectIn(owner, team.id);
    // One shot each: a second request for a shot already being drawn would get that job, not a new one.
    const { base, shots } = await episodeWithShots(owner, project.id, 50);
    await setTeamBalance(team, owner, 10);
    const ownBefore = await Promise.all(members.map((member) => balanceOf(server, member.accessToken)));

    const answers = await Promise.all(shots.map((shot, index) => generateImage(members[index % 4]!, base, shot)));
    const started = answers.filter((answer) => answer.status === 200);
    expect(started).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status === 403);
    expect(refused).toHaveLength(40);
    for (const answer of refused) expect(errorOf(answer, 403).message).toBe(NO_CREDITS);
    await Promise.all(started.map((answer) => waitForJob(server, owner.accessToken, dataOf<JobTicket>(answer))));

    expect((await teamCreditsOf(owner, team.id)).balance).toBe(0);
    const entries = await teamEntries(team.id);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(entries.filter((entry) => entry.kind === 'reservation')).toHaveLength(10);
    expect(entries.filter((entry) => entry.kind === 'capture')).toHaveLength(10);
    expect(await Promise.all(members.map((member) => balanceOf(server, member.accessToken)))).toEqual(ownBefore);
    // No member paid from their own account for the team's project.
    const ownSpending = await server.database.db
      .select()
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.kind, 'reservation'),
          isNull(creditEntries.teamId),
          eq(creditEntries.userId, owner.user.id),
        ),
      );
    expect(ownSpending).toEqual([]);
  });
});

describe("the team's limits count every member's use", () => {
  it("refuses the 1001st image of the month on the team's projects, whoever made the first 1000", async () => {
    const { owner, team, editor, project } = await teamWithProject();
    const second = await memberOf(owner, team.id, 'editor');
    await teamCreditsOf(owner, team.id);
    await seedTeamImages(team.id, owner.user.id, 600);
    await seedTeamImages(team.id, second.user.id, 399);
    const { base, shots } = await episodeWithShots(editor, project.id, 2);

    dataOf<JobTicket>(await generateImage(editor, base, shots[0]!));
    const refused = errorOf(await generateImage(second, base, shots[1]!), 403);
    expect(refused.message).toBe(IMAGE_LIMIT);
    // The team's images are not the member's own: their own monthly count is untouched.
    const subscription = dataOf<Subscription>(
      await server.request('GET', '/api/credits/subscription', { token: second.accessToken }),
    );
    expect(subscription.usage?.imagesPerMonth).toEqual({ used: 0, limit: 1000 });
  });

  it("refuses a generation on the team's projects when the members' storage is full; their own projects go on", async () => {
    const { owner, editor, project } = await teamWithProject();
    await server.database.db
      .insert(storedFiles)
      .values({ key: `${randomUUID()}.bin`, userId: owner.user.id, sizeBytes: 50 * BYTES_PER_GB });
    const { base, shots } = await episodeWithShots(editor, project.id, 1);
    const refused = errorOf(await generateImage(editor, base, shots[0]!), 403);
    expect(refused.message).toBe(STORAGE_LIMIT);

    const personal = dataOf<ProjectView>(
      await server.request('POST', '/api/projects', { token: editor.accessToken, body: { name: 'Own film' } }),
    );
    const own = await episodeWithShots(editor, personal.id, 1);
    dataOf<JobTicket>(await generateImage(editor, own.base, own.shots[0]!));
  });
});

describe("reading the team's account", () => {
  it("shows it to every member, over REST and the socket; a stranger gets 404 'Team not found'", async () => {
    const owner = await proUser();
    const team = await createTeam(owner, 'Quay Pictures');
    const viewer = await memberOf(owner, team.id, 'viewer');
    expect((await teamCreditsOf(viewer, team.id)).balance).toBe(1000);
    const rpc = await openRpcSocket(server, viewer.accessToken);
    try {
      expect(await rpc.rpc('teams.credits', { id: team.id })).toMatchObject({
        success: true,
        data: { teamId: team.id, balance: 1000 },
      });
    } finally {
      rpc.close();
    }

    const stranger = await proUser();
    const hidden = errorOf(
      await server.request('GET', `/api/teams/${team.id}/credits`, { token: stranger.accessToken }),
      404,
    );
    expect(hidden.message).toBe(TEAM_MESSAGES.teamNotFound);
    const unknown = errorOf(
      await server.request('GET', `/api/teams/${randomUUID()}/credits`, { token: stranger.accessToken }),
      404,
    );
    expect(unknown.message).toBe(TEAM_MESSAGES.teamNotFound);
    errorOf(await server.request('GET', `/api/teams/${team.id}/credits`), 401);
  });

  it('adds a grant to the team and tells its members, not to the granting administrator', async () => {
    const owner = await proUser();
    const team = await createTeam(owner, 'Pier Studio');
    const viewer = await memberOf(owner, team.id, 'viewer');
    const eventsBefore = events.length;
    const granted = await server.services.generation.teamCredits.grantToTeam(team.id, 250, 'Workshop', null);
    expect(granted).toMatchObject({ teamId: team.id, balance: 1250, totalEarned: 1250 });
    const told = events.slice(eventsBefore).filter((event) => event.type === 'credits.updated');
    expect(told.map((event) => event.actorId).sort()).toEqual([owner.user.id, viewer.user.id].sort());
    expect(told.every((event) => event.data.teamId === team.id && event.data.currentBalance === 1250)).toBe(true);
  });
});
