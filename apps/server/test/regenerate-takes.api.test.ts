import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult, Job, JobTicket, Subscription, UsageEntry } from '@sym/contracts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import type { PresentedVariant } from '../src/modules/asset-variants/variant.presenter.ts';
import { startOpenAiFake, type OpenAiFake } from './fakes/openai-fake.ts';
import { dataOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { scenarioWithShots } from './helpers/scenarios.ts';
import { balanceOf, waitForJob } from './helpers/jobs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 30: a regeneration with unchanged inputs gave byte-identical files and charged 1 credit each time.

const local = useTestServer();

async function md5Of(server: TestServer, url: string): Promise<string> {
  const bytes = Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer());
  return createHash('md5').update(bytes).digest('hex');
}

async function completed(server: TestServer, token: string, ticket: JobTicket): Promise<Job> {
  const job = await waitForJob(server, token, ticket);
  expect(job.status).toBe('completed');
  return job;
}

async function regenerateShot(server: TestServer, account: AuthResult, times: number) {
  const token = account.accessToken;
  const { base, shots } = await scenarioWithShots(server, account, 1, () => ({
    description: 'A fisherman on the pier at dawn',
  }));
  const path = `${base}/shots/${shots[0]!.id}`;
  const jobs: Job[] = [];
  for (let take = 0; take < times; take += 1) {
    const ticket = dataOf<JobTicket>(await server.request('POST', `${path}/generate`, { token, body: {} }));
    jobs.push(await completed(server, token, ticket));
  }
  const history = dataOf<{ url: string | null; status: string }[]>(
    await server.request('GET', `${path}/generations`, { token }),
  );
  return { jobs, history, base };
}

async function assetOf(server: TestServer, account: AuthResult, type: string) {
  const project = await rowFixtures(server).project(account.user.id);
  return dataOf<PresentedAsset>(
    await server.request('POST', '/api/assets', {
      token: account.accessToken,
      body: { name: 'Old Pier', type, description: 'an old wooden pier', projectId: project.id },
    }),
  );
}

const variantsOf = async (server: TestServer, token: string, assetId: string) =>
  dataOf<PresentedVariant[]>(await server.request('GET', `/api/assets/${assetId}/generations`, { token }));

describe('regenerating with unchanged inputs (local renderer)', () => {
  it('gives a shot 5 different takes for 5 credits, each with its own seed, all kept in the history', async () => {
    const account = await local.register();
    const { jobs, history } = await regenerateShot(local, account, 5);
    const seeds = jobs.map((job) => job.result?.seed);
    expect(new Set(seeds).size).toBe(5);
    const md5s = await Promise.all(history.map((take) => md5Of(local, take.url!)));
    expect(md5s).toHaveLength(5);
    expect(new Set(md5s).size).toBe(5);
    expect(await balanceOf(local, account.accessToken)).toBe(95);
  }, 60_000);

  it('gives an asset image 5 different takes, the earlier ones kept on the variant', async () => {
    const account = await local.register();
    const token = account.accessToken;
    for (const type of ['character', 'location', 'prop']) {
      const asset = await assetOf(local, account, type);
      for (let take = 0; take < 5; take += 1) {
        const ticket = dataOf<JobTicket>(
          await local.request('POST', `/api/assets/${asset.id}/generate`, { token, body: {} }),
        );
        await completed(local, token, ticket);
      }
      const [variant] = await variantsOf(local, token, asset.id);
      const md5s = await Promise.all(variant!.variant_images.map((image) => md5Of(local, image.image_url!)));
      expect(md5s, type).toHaveLength(5);
      expect(new Set(md5s).size, type).toBe(5);
    }
    expect(await balanceOf(local, token)).toBe(85);
  }, 90_000);

  it('runs the variant suite twice into two different sets', async () => {
    const account = await local.register();
    const token = account.accessToken;
    const asset = await assetOf(local, account, 'location');
    for (let run = 0; run < 2; run += 1) {
      const suite = dataOf<{ jobs: JobTicket[] }>(
        await local.request('POST', `/api/assets/${asset.id}/variant-suite`, { token, body: {} }),
      );
      for (const ticket of suite.jobs) await completed(local, token, ticket);
    }
    const views = (await variantsOf(local, token, asset.id)).filter((variant) => variant.variant_images.length > 0);
    expect(views).toHaveLength(5);
    for (const view of views) {
      const md5s = await Promise.all(view.variant_images.map((image) => md5Of(local, image.image_url!)));
      expect(new Set(md5s).size, view.variant_name).toBe(2);
    }
  }, 60_000);
});

describe('a take whose bytes equal an earlier take (a provider that ignores the seed)', () => {
  let fake: OpenAiFake;
  let remote: TestServer;
  beforeAll(async () => {
    fake = await startOpenAiFake();
    remote = await startTestServer({ IMAGE_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'k' });
  });
  afterAll(async () => {
    await remote?.close();
    await fake?.close();
  });

  it('is kept but not charged, says so, and does not count against the monthly images', async () => {
    const account = await remote.register();
    const token = account.accessToken;
    const { jobs, history } = await regenerateShot(remote, account, 2);
    const md5s = await Promise.all(history.map((take) => md5Of(remote, take.url!)));
    expect(md5s[0]).toBe(md5s[1]);
    expect(jobs[0]!.result).not.toHaveProperty('isRepeatTake');
    expect(jobs[1]!.result).toMatchObject({ isRepeatTake: true });
    expect(await balanceOf(remote, token)).toBe(99);
    const usage = dataOf<UsageEntry[]>(await remote.request('GET', '/api/credits/usage', { token }));
    expect(usage[0]).toMatchObject({
      amount: 1,
      type: 'refund',
      description: 'Refund: Same picture as an earlier take: not charged',
      descriptionParams: expect.objectContaining({ reasonCode: 'job.repeatTake' }),
    });
    const subscription = dataOf<Subscription>(await remote.request('GET', '/api/credits/subscription', { token }));
    expect(subscription.usage?.imagesPerMonth.used).toBe(1);
  });

  it('applies to an asset variant too; another shot with the same bytes is charged (a take of another target)', async () => {
    const account = await remote.register();
    const token = account.accessToken;
    const asset = await assetOf(remote, account, 'character');
    const tickets: JobTicket[] = [];
    for (let take = 0; take < 2; take += 1) {
      tickets.push(
        dataOf<JobTicket>(await remote.request('POST', `/api/assets/${asset.id}/generate`, { token, body: {} })),
      );
      await completed(remote, token, tickets[take]!);
    }
    expect((await waitForJob(remote, token, tickets[1]!)).result).toMatchObject({ isRepeatTake: true });
    expect(await balanceOf(remote, token)).toBe(99);
    const { jobs } = await regenerateShot(remote, account, 1);
    expect(jobs[0]!.result).not.toHaveProperty('isRepeatTake');
    expect(await balanceOf(remote, token)).toBe(98);
  });
});
