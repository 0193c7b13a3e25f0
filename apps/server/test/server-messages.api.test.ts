import { describe, expect, it } from 'vitest';
import type { Job, JobTicket, Scenario, Shot, UsageEntry } from '@sym/contracts';
import { creditEntries } from '../src/db/schema.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { startTestServer } from './helpers/test-server.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);

async function usageOf(token: string, request = server.request.bind(server)) {
  return dataOf<UsageEntry[]>(await request('GET', '/api/credits/usage', { token }));
}

describe('server texts as codes with parameters', () => {
  it('gives every usage history entry its description as a code with parameters beside the English text', async () => {
    const { accessToken: token } = await server.register();
    dataOf(await server.request('POST', '/api/credits/purchase', { token, body: { amount: 25 } }));
    const [purchase, allocation] = await usageOf(token);
    expect(allocation).toMatchObject({
      description: 'Sym monthly allocation',
      descriptionCode: 'usage.monthlyAllocation',
      descriptionParams: { plan: 'Sym' },
    });
    expect(purchase).toMatchObject({ descriptionCode: 'usage.purchase', descriptionParams: { credits: 25 } });
    expect(purchase!.description).toBe(`Purchased 25 credits — ${String(purchase!.descriptionParams!.reference)}`);
  });

  it('codes a generation, its cancellation (job error) and its refund, reason included', async () => {
    const apiOnly = await startTestServer({ ROLES: 'api' });
    try {
      const account = await apiOnly.register();
      const token = account.accessToken;
      const project = await rowFixtures(apiOnly).project(account.user.id);
      const scenario = dataOf<Scenario>(
        await apiOnly.request('POST', '/api/scenarios', { token, body: { name: 'Ep', projectId: project.id } }),
      );
      const base = `/api/scenarios/${scenario.id}`;
      const shot = dataOf<Shot>(
        await apiOnly.request('POST', `${base}/shots`, { token, body: { description: 'A pier' } }),
      );
      const ticket = dataOf<JobTicket>(
        await apiOnly.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} }),
      );
      const cancelled = dataOf<Job>(
        await apiOnly.request('DELETE', `/api/jobs/${ticket.queue}/${ticket.jobId}`, { token }),
      );
      expect(cancelled).toMatchObject({ error: 'Cancelled', errorCode: 'job.cancelled', errorParams: {} });
      const polled = dataOf<Job>(await apiOnly.request('GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`, { token }));
      expect(polled).toMatchObject({ errorCode: 'job.cancelled' });
      const [refund, reservation] = await usageOf(token, apiOnly.request.bind(apiOnly));
      expect(refund).toMatchObject({
        type: 'refund',
        description: 'Refund: Cancelled',
        descriptionCode: 'usage.refund',
        descriptionParams: { reason: 'Cancelled', reasonCode: 'job.cancelled' },
      });
      expect(reservation).toMatchObject({
        type: 'usage',
        description: `Image: shot ${shot.sequence}`,
        descriptionCode: 'usage.shotImage',
        descriptionParams: { shot: shot.sequence },
      });
    } finally {
      await apiOnly.close();
    }
  });

  it('reads the code back from entries stored before codes existed, and keeps unknown texts as they are', async () => {
    const account = await server.register();
    await usageOf(account.accessToken);
    await server.database.db.insert(creditEntries).values([
      {
        userId: account.user.id,
        kind: 'grant',
        amount: 5,
        description: 'Refund: Failed to generate video. Please try again.',
      },
      { userId: account.user.id, kind: 'grant', amount: 7, description: 'Welcome bonus' },
    ]);
    const entries = await usageOf(account.accessToken);
    expect(entries.find((entry) => entry.amount === 5)).toMatchObject({
      descriptionCode: 'usage.refund',
      descriptionParams: { reasonCode: 'job.videoFailed' },
    });
    expect(entries.find((entry) => entry.amount === 7)).toMatchObject({
      description: 'Welcome bonus',
      descriptionCode: 'text',
      descriptionParams: { text: 'Welcome bonus' },
    });
  });

  it('sends limit and credit refusals with the spec text, a code and parameters', async () => {
    const account = await server.register();
    const token = account.accessToken;
    for (let index = 0; index < 10; index += 1) await fixtures.project(account.user.id);
    const limit = errorOf(await server.request('POST', '/api/projects', { token, body: { name: 'Eleventh' } }), 403);
    expect(limit).toMatchObject({
      message: 'Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.',
      messageCode: 'limitUpgradeUnlimited.projects',
      messageParams: { limit: 10, tier: 'Sym', pro: 'Motion Maker Pro' },
    });

    await server.services.generation.credits.grant({ id: account.user.id, tier: 'sym' }, -100, 'test: empty');
    const project = await fixtures.project(account.user.id, { status: 'archived' });
    const scenario = await fixtures.scenario(project.id, account.user.id);
    const shot = await fixtures.shot(scenario.id, 1, { description: 'A pier' });
    const refused = errorOf(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots/${shot.id}/generate`, { token, body: {} }),
      403,
    );
    expect(refused).toMatchObject({
      message: 'Not enough credits. You need 1 credits and have 0.',
      messageCode: 'credits.insufficient',
      messageParams: { needed: 1, balance: 0 },
    });
  });
});
