import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIO_UPLOAD_FIELD,
  BYTES_PER_GB,
  STYLE_REFERENCE_UPLOAD_PATH,
  type Job,
  type JobTicket,
  type Shot,
  type Subscription,
} from '@sym/contracts';
import { creditEntries, storedFiles } from '../src/db/schema.ts';
import { wavBytes } from './helpers/audio.ts';
import { scenarioWithShots } from './helpers/scenarios.ts';
import { dataOf, errorOf, rowFixtures, uploadFile, useTestServer } from './helpers/fixtures.ts';
import { uploadPng } from './helpers/media-fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const IMAGE_LIMIT = 'Image limit reached (100 per month on Sym). Upgrade to Motion Maker Pro for up to 1000 images.';
const VIDEO_LIMIT = 'Video limit reached (10 per month on Sym). Upgrade to Motion Maker Pro for up to 100 videos.';
const STORAGE_LIMIT = 'Storage limit reached (1 GB on Sym). Upgrade to Motion Maker Pro for up to 50 GB.';

/** Earlier generations of this month, written straight into the ledger as free reservations of their kind. */
async function seedGenerations(server: TestServer, userId: string, kind: string, count: number) {
  await server.database.db.insert(creditEntries).values(
    Array.from({ length: count }, () => ({
      userId,
      kind: 'reservation',
      amount: 0,
      jobId: randomUUID(),
      generationKind: kind,
      description: `test: earlier ${kind}`,
    })),
  );
}

/** Files the user stores already, written straight into stored_files (no bytes on disk needed). */
async function seedStoredBytes(server: TestServer, userId: string, sizeBytes: number) {
  await server.database.db.insert(storedFiles).values({ key: `${randomUUID()}.bin`, userId, sizeBytes });
}

/** A shot of tier-usage's episodes. */
const dawnShot = (index: number) => ({ description: `A pier at dawn ${index}` });

async function usageOf(server: TestServer, token: string) {
  const subscription = dataOf<Subscription>(await server.request('GET', '/api/credits/subscription', { token }));
  if (!subscription.usage) throw new Error('the subscription carries no usage');
  return subscription.usage;
}

describe('tier usage with generations that run', () => {
  const server = useTestServer();

  it('counts a completed image and its stored files, and shows the base limits on the subscription', async () => {
    const account = await server.register();
    const token = account.accessToken;
    expect(await usageOf(server, token)).toMatchObject({
      imagesPerMonth: { used: 0, limit: 100 },
      videosPerMonth: { used: 0, limit: 10 },
      storageBytes: { used: 0, limit: BYTES_PER_GB },
    });
    const { base, shots } = await scenarioWithShots(server, account, 1, dawnShot);
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shots[0]!.id}/generate`, { token, body: {} }),
    );
    expect(await waitForJob(server, token, ticket)).toMatchObject({ status: 'completed' });
    const usage = await usageOf(server, token);
    expect(usage.imagesPerMonth).toEqual({ used: 1, limit: 100 });
    expect(usage.storageBytes.used).toBeGreaterThan(0);

    // Deleting the image frees the storage of the files it removes.
    dataOf(await server.request('DELETE', `${base}/generations/${ticket.targetId}`, { token }));
    expect((await usageOf(server, token)).storageBytes.used).toBeLessThan(usage.storageBytes.used);
  });

  it('gives the professional limits to a professional user', async () => {
    const account = await server.register();
    await rowFixtures(server).setUserTier(account.user.id, 'motionmaker');
    expect(await usageOf(server, account.accessToken)).toMatchObject({
      imagesPerMonth: { limit: 1000 },
      videosPerMonth: { limit: 100 },
      storageBytes: { limit: 50 * BYTES_PER_GB },
    });
  });
});

describe('tier limits at the edge (jobs stay queued: API role only)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ROLES: 'api' });
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses a base user's 101st image of the month with the limit's text; a refunded one does not count", async () => {
    const account = await server.register();
    const token = account.accessToken;
    await seedGenerations(server, account.user.id, 'image', 99);
    const { base, shots } = await scenarioWithShots(server, account, 3, dawnShot);
    const generate = (shot: Shot) => server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} });

    const hundredth = dataOf<JobTicket>(await generate(shots[0]!));
    const cancelled = dataOf<Job>(
      await server.request('DELETE', `/api/jobs/${hundredth.queue}/${hundredth.jobId}`, { token }),
    );
    expect(cancelled).toMatchObject({ status: 'failed', error: 'Cancelled' });
    expect((await usageOf(server, token)).imagesPerMonth).toEqual({ used: 99, limit: 100 });

    dataOf<JobTicket>(await generate(shots[1]!));
    expect((await usageOf(server, token)).imagesPerMonth).toEqual({ used: 100, limit: 100 });
    const refused = errorOf(await generate(shots[2]!), 403);
    expect(refused.message).toBe(IMAGE_LIMIT);
  });

  it('lets exactly one of 6 concurrent image requests through at one image below the limit', async () => {
    const account = await server.register();
    const token = account.accessToken;
    await seedGenerations(server, account.user.id, 'image', 99);
    const { base, shots } = await scenarioWithShots(server, account, 6, dawnShot);
    const answers = await Promise.all(
      shots.map((shot) => server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 403);
    expect(refused).toHaveLength(5);
    for (const answer of refused) expect(errorOf(answer, 403).message).toBe(IMAGE_LIMIT);
    expect((await usageOf(server, token)).imagesPerMonth.used).toBe(100);
  });

  it("refuses a base user's 11th video of the month; images do not count towards it", async () => {
    const account = await server.register();
    const token = account.accessToken;
    await seedGenerations(server, account.user.id, 'video', 10);
    await seedGenerations(server, account.user.id, 'image', 5);
    const { scenario, base } = await scenarioWithShots(server, account, 0, dawnShot);
    const shot = await rowFixtures(server).shot(scenario.id, 1, {
      description: 'A pier at dawn',
      imageUrl: '/media/0123456789abcdef0123456789abcdef.png',
      animationInstructions: 'slow pan',
    });
    const refused = errorOf(
      await server.request('POST', `${base}/shots/${shot.id}/generate-video`, { token, body: {} }),
      403,
    );
    expect(refused.message).toBe(VIDEO_LIMIT);
    expect(await usageOf(server, token)).toMatchObject({
      imagesPerMonth: { used: 5 },
      videosPerMonth: { used: 10, limit: 10 },
    });
    // The image limit is not reached: an image still starts.
    dataOf<JobTicket>(await server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} }));
  });

  it('refuses uploads, generations and exports with the storage text when the storage is full', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { scenario, base, shots } = await scenarioWithShots(server, account, 1, dawnShot);

    const upload = await uploadPng(server, STYLE_REFERENCE_UPLOAD_PATH, token);
    expect(upload.status).toBe(200);
    const stored = (await usageOf(server, token)).storageBytes.used;
    expect(stored).toBeGreaterThan(0);

    await seedStoredBytes(server, account.user.id, BYTES_PER_GB - stored);
    expect((await usageOf(server, token)).storageBytes).toEqual({ used: BYTES_PER_GB, limit: BYTES_PER_GB });
    const full = await uploadPng(server, STYLE_REFERENCE_UPLOAD_PATH, token, 'b.png');
    expect(errorOf(full, 403).message).toBe(STORAGE_LIMIT);
    const audio = await uploadFile(
      server,
      `/api/upload/scenario/${scenario.id}/audio`,
      { bytes: wavBytes(1), name: 'voice.wav', type: 'audio/wav', field: AUDIO_UPLOAD_FIELD },
      token,
    );
    expect(errorOf(audio, 403).message).toBe(STORAGE_LIMIT);
    const image = await server.request('POST', `${base}/shots/${shots[0]!.id}/generate`, { token, body: {} });
    expect(errorOf(image, 403).message).toBe(STORAGE_LIMIT);
    const exported = await server.request('POST', `${base}/export`, { token, body: { kind: 'animatic' } });
    expect(errorOf(exported, 403).message).toBe(STORAGE_LIMIT);
    expect((await usageOf(server, token)).storageBytes.used).toBe(BYTES_PER_GB);
  });

  it('lets exactly one of two concurrent uploads fill the last bytes of the storage', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const probe = await uploadPng(server, STYLE_REFERENCE_UPLOAD_PATH, token, 'p.png');
    expect(probe.status).toBe(200);
    const one = (await usageOf(server, token)).storageBytes.used;
    await seedStoredBytes(server, account.user.id, BYTES_PER_GB - 2 * one);
    const answers = await Promise.all(
      [0, 1].map((index) => uploadPng(server, STYLE_REFERENCE_UPLOAD_PATH, token, `${index}.png`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect((await usageOf(server, token)).storageBytes.used).toBe(BYTES_PER_GB);
  });
});
