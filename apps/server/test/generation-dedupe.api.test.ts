import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ActiveJob, Job, JobTicket } from '@sym/contracts';
import { creditEntries, shots as shotsTable } from '../src/db/schema.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { balanceOf } from './helpers/jobs.ts';
import { scenarioWithShots } from './helpers/scenarios.ts';

// API role only: no worker runs, so every job stays queued while the requests race.
const server = useTestServer({ ROLES: 'api' });
const fixtures = rowFixtures(server);

/** Shots that can be animated: a description and instructions. */
const animatedShot = (index: number) => ({
  description: `Shot ${index + 1} on the pier`,
  animationInstructions: 'slow zoom',
});

async function reservationsOf(userId: string) {
  return server.database.db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, userId), eq(creditEntries.kind, 'reservation')));
}

const activeJobs = (projectId: string, token?: string) =>
  server.request('GET', `/api/projects/${projectId}/jobs/active`, token ? { token } : {});

describe('a second request for what is already being made', () => {
  it('5 concurrent "generate image" calls for one shot: one job, charged once, the others get that job', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { project, base, shots } = await scenarioWithShots(server, account, 1, animatedShot);
    const shot = shots[0]!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} })),
    );
    const tickets = answers.map((answer) => dataOf<JobTicket>(answer));
    expect(new Set(tickets.map((ticket) => ticket.jobId)).size).toBe(1);
    expect(new Set(tickets.map((ticket) => ticket.targetId)).size).toBe(1);
    expect(tickets.filter((ticket) => !ticket.isExisting)).toEqual([
      expect.objectContaining({ cost: 1, targetKey: `shot:${shot.id}:image` }),
    ]);
    expect(tickets.filter((ticket) => ticket.isExisting).map((ticket) => ticket.cost)).toEqual([0, 0, 0, 0]);
    expect(await balanceOf(server, token)).toBe(99);
    expect(await reservationsOf(account.user.id)).toHaveLength(1);
    // One pending image in the shot's history, not five.
    const images = dataOf<{ id: string }[]>(
      await server.request('GET', `${base}/shots/${shot.id}/generations`, { token }),
    );
    expect(images.map((image) => image.id)).toEqual([tickets[0]!.targetId]);

    const active = dataOf<ActiveJob[]>(await activeJobs(project.id, token));
    expect(active).toEqual([
      expect.objectContaining({
        jobId: tickets[0]!.jobId,
        queue: 'image-generation',
        kind: 'image',
        status: 'queued',
        progress: 0,
        shotId: shot.id,
        assetId: null,
        targetKey: `shot:${shot.id}:image`,
      }),
    ]);
  });

  it('"Generate all images" answers the running shot with its job and charges only the others', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { project, scenario, base, shots } = await scenarioWithShots(server, account, 3, animatedShot);
    const first = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shots[0]!.id}/generate`, { token, body: {} }),
    );
    // The storyboard's default choice (shots without an image: all three here), open to the base edition.
    const batch = dataOf<{ jobs: JobTicket[] }>(
      await server.request('POST', `/api/scenarios/${scenario.id}/generate/images`, {
        token,
        body: { onlyWithoutImage: true },
      }),
    );
    expect(batch.jobs).toHaveLength(3);
    expect(batch.jobs[0]).toMatchObject({ jobId: first.jobId, isExisting: true, cost: 0 });
    expect(await balanceOf(server, token)).toBe(97);
    const active = dataOf<ActiveJob[]>(await activeJobs(project.id, token));
    expect(active.map((job) => job.shotId).sort()).toEqual(shots.map((shot) => shot.id).sort());
  });

  it('"Generate all images" with onlyWithoutImage leaves shots that have an image alone (issue 30)', async () => {
    const account = await server.register();
    // Every shot again (without the option) is a batch operation, the professional edition's.
    await fixtures.setUserTier(account.user.id, 'motionmaker');
    const token = account.accessToken;
    const { scenario, shots } = await scenarioWithShots(server, account, 3, animatedShot);
    await server.database.db
      .update(shotsTable)
      .set({ imageUrl: '/media/drawn.png' })
      .where(eq(shotsTable.id, shots[1]!.id));
    const generateAll = (body: Record<string, unknown>) =>
      server.request('POST', `/api/scenarios/${scenario.id}/generate/images`, { token, body });
    const before = await balanceOf(server, token);
    const missing = dataOf<{ jobs: JobTicket[]; skipped: number }>(await generateAll({ onlyWithoutImage: true }));
    expect(missing.jobs).toHaveLength(2);
    expect(missing.skipped).toBe(1);
    expect(missing.jobs.map((job) => job.targetKey).sort()).toEqual(
      [shots[0]!.id, shots[2]!.id].map((id) => `shot:${id}:image`).sort(),
    );
    expect(await balanceOf(server, token)).toBe(before - 2);
    // Without the option every shot with a description gets a take: the two running ones answer with their jobs.
    const all = dataOf<{ jobs: JobTicket[]; skipped: number }>(await generateAll({}));
    expect(all.jobs.map((job) => job.cost)).toEqual([0, 1, 0]);
    expect(await balanceOf(server, token)).toBe(before - 3);
    errorOf(await generateAll({ onlyWithoutImage: 'yes' }), 422);
  });

  it('5 concurrent asset image requests: one job on the Default variant, charged once', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const project = await fixtures.project(account.user.id);
    const asset = dataOf<PresentedAsset>(
      await server.request('POST', '/api/assets', {
        token,
        body: { name: 'Old Fisherman', description: 'an old fisherman', projectId: project.id },
      }),
    );
    // The Default variant is made by the first request; create it first so the racers share it.
    const first = dataOf<JobTicket>(
      await server.request('POST', `/api/assets/${asset.id}/generate`, { token, body: {} }),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.request('POST', `/api/assets/${asset.id}/generations/${first.targetId}/generate-image`, {
          token,
          body: {},
        }),
      ),
    );
    for (const answer of answers) {
      expect(dataOf<JobTicket>(answer)).toMatchObject({ jobId: first.jobId, isExisting: true, cost: 0 });
    }
    expect(await balanceOf(server, token)).toBe(99);
    const active = dataOf<ActiveJob[]>(await activeJobs(project.id, token));
    expect(active).toEqual([
      expect.objectContaining({ jobId: first.jobId, assetId: asset.id, targetId: first.targetId, shotId: null }),
    ]);
  });

  it('once the job has ended, the next request starts (and pays for) a new one', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { project, base, shots } = await scenarioWithShots(server, account, 1, animatedShot);
    const url = `${base}/shots/${shots[0]!.id}/generate`;
    const first = dataOf<JobTicket>(await server.request('POST', url, { token, body: {} }));
    const cancelled = dataOf<Job>(await server.request('DELETE', `/api/jobs/${first.queue}/${first.jobId}`, { token }));
    expect(cancelled.status).toBe('failed');
    expect(dataOf<ActiveJob[]>(await activeJobs(project.id, token))).toEqual([]);
    const second = dataOf<JobTicket>(await server.request('POST', url, { token, body: {} }));
    expect(second.jobId).not.toBe(first.jobId);
    expect(second.isExisting).toBeUndefined();
    expect(await balanceOf(server, token)).toBe(99);
  });
});

describe('the active jobs of a project', () => {
  it('is for people who may edit the project: 401 without a token, 404 for a stranger or an unknown id', async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const { project, base, shots } = await scenarioWithShots(server, owner, 1, animatedShot);
    dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shots[0]!.id}/generate`, {
        token: owner.accessToken,
        body: {},
      }),
    );
    errorOf(await activeJobs(project.id), 401);
    errorOf(await activeJobs(project.id, stranger.accessToken), 404);
    errorOf(await activeJobs('not-a-uuid', owner.accessToken), 404);
    expect(dataOf<ActiveJob[]>(await activeJobs(project.id, owner.accessToken))).toHaveLength(1);
    // A stranger asking for the same shot gets 404 too, not the job.
    errorOf(
      await server.request('POST', `${base}/shots/${shots[0]!.id}/generate`, {
        token: stranger.accessToken,
        body: {},
      }),
      404,
    );
  });

  it("a collaborator sees the owner's jobs, and asking for the same shot gets that job without paying", async () => {
    const owner = await server.register();
    const collaborator = await server.register();
    const { project, base, shots } = await scenarioWithShots(server, owner, 1, animatedShot);
    await fixtures.collaborator(project.id, collaborator.user.id);
    const url = `${base}/shots/${shots[0]!.id}/generate`;
    const started = dataOf<JobTicket>(await server.request('POST', url, { token: owner.accessToken, body: {} }));
    const listed = dataOf<ActiveJob[]>(await activeJobs(project.id, collaborator.accessToken));
    expect(listed.map((job) => job.jobId)).toEqual([started.jobId]);
    const polled = dataOf<Job>(
      await server.request('GET', `/api/jobs/${started.queue}/${started.jobId}`, { token: collaborator.accessToken }),
    );
    expect(polled.status).toBe('queued');
    const again = dataOf<JobTicket>(await server.request('POST', url, { token: collaborator.accessToken, body: {} }));
    expect(again).toMatchObject({ jobId: started.jobId, isExisting: true, cost: 0 });
    expect(await balanceOf(server, collaborator.accessToken)).toBe(100);
    expect(await balanceOf(server, owner.accessToken)).toBe(99);
  });
});
