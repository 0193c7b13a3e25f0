import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResult, Job, JobTicket, Scenario, Shot, UsageEntry } from '@sym/contracts';
import { creditEntries } from '../src/db/schema.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import type { PresentedVariant } from '../src/modules/asset-variants/variant.presenter.ts';
import { dataOf, errorOf, PNG_BYTES, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { balanceOf, waitForJob } from './helpers/jobs.ts';
import { startTestServer } from './helpers/test-server.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);

async function assetOf(account: AuthResult, body: Record<string, unknown> = {}) {
  const project = await fixtures.project(account.user.id);
  const asset = dataOf<PresentedAsset>(
    await server.request('POST', '/api/assets', {
      token: account.accessToken,
      body: { name: 'Old Fisherman', description: 'an old fisherman with a torn net', projectId: project.id, ...body },
    }),
  );
  return { project, asset };
}

async function scenarioWithShot(account: AuthResult, shot: Record<string, unknown> = {}) {
  const token = account.accessToken;
  const project = await fixtures.project(account.user.id);
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep 1', projectId: project.id } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const created = dataOf<Shot>(
    await server.request('POST', `${base}/shots`, {
      token,
      body: { description: 'A fisherman on the pier at dawn', duration: 2, cameraMotion: 'zoom_in', ...shot },
    }),
  );
  return { project, scenario, base, shot: created };
}

async function shotsOf(token: string, base: string) {
  return dataOf<Shot[]>(await server.request('GET', `${base}/shots`, { token }));
}

describe('asset image generation', () => {
  it('generates the Default variant image as a job: progress to completed, image with renditions, 1 credit', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { asset } = await assetOf(account);
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `/api/assets/${asset.id}/generate`, { token, body: {} }),
    );
    expect(ticket).toMatchObject({ queue: 'image-generation', cost: 1 });
    expect(await balanceOf(server, token)).toBe(99);
    const job = await waitForJob(server, token, ticket);
    expect(job).toMatchObject({ status: 'completed', progress: 100, cost: 1, error: null });
    const [variant] = dataOf<PresentedVariant[]>(
      await server.request('GET', `/api/assets/${asset.id}/generations`, { token }),
    );
    expect(variant!.id).toBe(ticket.targetId);
    expect(variant!.status).toBe('completed');
    const image = variant!.variant_images[0]!;
    expect(image.is_primary).toBe(true);
    for (const url of [image.image_url, image.image_url_thumb, image.image_url_small]) {
      const file = await server.request('GET', url!);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\//);
    }
    expect(await balanceOf(server, token)).toBe(99);
    const usage = dataOf<UsageEntry[]>(await server.request('GET', '/api/credits/usage', { token }));
    expect(usage[0]).toMatchObject({ amount: -1, type: 'usage' });
  });

  it('applies a modification: a new primary image of the variant made from its current one', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { asset } = await assetOf(account);
    const first = dataOf<JobTicket>(
      await server.request('POST', `/api/assets/${asset.id}/generate`, { token, body: {} }),
    );
    await waitForJob(server, token, first);
    const variantPath = `/api/assets/${asset.id}/generations/${first.targetId}`;
    const modification = dataOf<{ id: string }>(
      await server.request('POST', `${variantPath}/modifications`, {
        token,
        body: { instructions: 'add a red scarf' },
      }),
    );
    const applied = dataOf<JobTicket>(
      await server.request('POST', `${variantPath}/modifications/${modification.id}/apply`, { token }),
    );
    expect((await waitForJob(server, token, applied)).status).toBe('completed');
    const [variant] = dataOf<PresentedVariant[]>(
      await server.request('GET', `/api/assets/${asset.id}/generations`, { token }),
    );
    expect(variant!.variant_images).toHaveLength(2);
    expect(variant!.variant_images.filter((image) => image.is_primary)).toHaveLength(1);
    const mods = dataOf<{ id: string; applied_at: string | null }[]>(
      await server.request('GET', `${variantPath}/modifications`, { token }),
    );
    expect(mods[0]!.applied_at).not.toBeNull();
    errorOf(await server.request('POST', `${variantPath}/modifications/${first.jobId}/apply`, { token }), 404);
  });

  it('asks for a description first, and 404s a stranger', async () => {
    const account = await server.register();
    const { asset } = await assetOf(account, { description: '' });
    const refused = errorOf(
      await server.request('POST', `/api/assets/${asset.id}/generate`, { token: account.accessToken, body: {} }),
      422,
    );
    expect(refused.details).toContainEqual({ field: 'description', message: 'Image generation needs a description' });
    const stranger = await server.register();
    errorOf(
      await server.request('POST', `/api/assets/${asset.id}/generate`, { token: stranger.accessToken, body: {} }),
      404,
    );
    expect(await balanceOf(server, account.accessToken)).toBe(100);
  });

  it('runs the variant suite on locations only: five named variants, one credit each', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { asset: person } = await assetOf(account);
    const refused = errorOf(await server.request('POST', `/api/assets/${person.id}/variant-suite`, { token }), 422);
    expect(refused.message).toBe('Variant suite is only available for location assets');
    const { asset } = await assetOf(account, { name: 'Harbor', type: 'location', description: 'a harbor at night' });
    const suite = dataOf<{ jobs: JobTicket[]; stoppedReason: string | null }>(
      await server.request('POST', `/api/assets/${asset.id}/variant-suite`, { token }),
    );
    expect(suite.jobs).toHaveLength(5);
    expect(suite.stoppedReason).toBeNull();
    await Promise.all(suite.jobs.map((ticket) => waitForJob(server, token, ticket)));
    const variants = dataOf<PresentedVariant[]>(
      await server.request('GET', `/api/assets/${asset.id}/generations`, { token }),
    );
    const names = variants.map((variant) => variant.variant_name);
    expect(names).toEqual(
      expect.arrayContaining(['Reverse Angle', '45° Right Angle', 'Low Angle', 'Exterior View', 'Super Wide Exterior']),
    );
    expect(await balanceOf(server, token)).toBe(95);
  });

  it('stops a batch when credits run out and says why', async () => {
    const account = await server.register();
    const token = account.accessToken;
    await server.services.generation.credits.grant({ id: account.user.id, tier: 'sym' }, -97, 'test: leave 3');
    const { asset } = await assetOf(account, { name: 'Harbor', type: 'location', description: 'a harbor' });
    const suite = dataOf<{ jobs: JobTicket[]; stoppedReason: string | null }>(
      await server.request('POST', `/api/assets/${asset.id}/variant-suite`, { token }),
    );
    expect(suite.jobs).toHaveLength(3);
    expect(suite.stoppedReason).toBe('Not enough credits. You need 1 credits and have 0.');
    const none = errorOf(await server.request('POST', `/api/assets/${asset.id}/generate`, { token, body: {} }), 403);
    expect(none.message).toBe('Not enough credits. You need 1 credits and have 0.');
  });
});

describe('shot generation', () => {
  it('generates a shot image then a video from it; the shot shows both; history lists them', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { base, shot } = await scenarioWithShot(account, { animationInstructions: 'the camera pushes in slowly' });
    const image = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} }),
    );
    expect((await waitForJob(server, token, image)).status).toBe('completed');
    const [withImage] = await shotsOf(token, base);
    expect(withImage!.imageUrl).toMatch(/^\/media\//);
    // The list carries the image's 256 px rendition for light storyboard cards.
    expect(withImage!.imageThumbUrl).toMatch(/^\/media\//);
    expect(withImage!.imageThumbUrl).not.toBe(withImage!.imageUrl);
    const thumb = await server.request('GET', withImage!.imageThumbUrl!);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const video = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shot.id}/generate-video`, { token, body: {} }),
    );
    expect(video).toMatchObject({ queue: 'video-generation', cost: 3 });
    const done = await waitForJob(server, token, video);
    expect(done.status, done.error ?? '').toBe('completed');
    const [withVideo] = await shotsOf(token, base);
    const file = await server.request('GET', withVideo!.videoUrl!);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    const videos = dataOf<unknown[]>(
      await server.request('GET', `${base}/shots/${shot.id}/video-generations`, { token }),
    );
    expect(videos).toHaveLength(1);
    expect(await balanceOf(server, token)).toBe(96);
  });

  it('refuses a video without animation instructions or without an image (422, nothing charged)', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { base, shot } = await scenarioWithShot(account);
    const noImage = errorOf(
      await server.request('POST', `${base}/shots/${shot.id}/generate-video`, { token, body: { videoPrompt: 'go' } }),
      422,
    );
    expect(noImage.details).toContainEqual({ field: 'imageUrl', message: 'Generate an image for this shot first' });
    const image = '0123456789abcdef0123456789abcdef.png';
    await server.services.files.put(account.user.id, image, PNG_BYTES, 'image/png');
    dataOf(
      await server.request('PUT', `${base}/shots/${shot.id}`, {
        token,
        body: { imageUrl: server.services.mediaAccess.signedAddress(image) },
      }),
    );
    const noAnimation = errorOf(
      await server.request('POST', `${base}/shots/${shot.id}/generate-video`, { token, body: {} }),
      422,
    );
    expect(noAnimation.details).toContainEqual({
      field: 'animationInstructions',
      message: 'Video generation needs animation instructions',
    });
    expect(await balanceOf(server, token)).toBe(100);
  });

  it('generates all images of an episode, skipping shots without a description', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { base } = await scenarioWithShot(account);
    await server.request('POST', `${base}/shots`, { token, body: { description: 'The sea at night' } });
    await server.request('POST', `${base}/shots`, { token, body: { description: '' } });
    const all = dataOf<{ jobs: JobTicket[]; skipped: number }>(
      // The shots without an image (all of them here): the base edition's "Generate all images".
      await server.request('POST', `${base}/generate/images`, { token, body: { onlyWithoutImage: true } }),
    );
    expect(all.jobs).toHaveLength(2);
    expect(all.skipped).toBe(1);
    await Promise.all(all.jobs.map((ticket) => waitForJob(server, token, ticket)));
    const shots = await shotsOf(token, base);
    expect(shots.filter((shot) => shot.imageUrl).length).toBe(2);
  });

  it('keeps a job private: another user reads not_found and cannot cancel it', async () => {
    const account = await server.register();
    const { base, shot } = await scenarioWithShot(account);
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shot.id}/generate`, { token: account.accessToken, body: {} }),
    );
    const stranger = await server.register();
    const seen = dataOf<Job>(
      await server.request('GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`, { token: stranger.accessToken }),
    );
    expect(seen.status).toBe('not_found');
    const cancel = dataOf<Job>(
      await server.request('DELETE', `/api/jobs/${ticket.queue}/${ticket.jobId}`, { token: stranger.accessToken }),
    );
    expect(cancel.status).toBe('not_found');
    expect((await waitForJob(server, account.accessToken, ticket)).status).toBe('completed');
    errorOf(await server.request('GET', `/api/jobs/nope/${ticket.jobId}`, { token: account.accessToken }), 422);
  });

  it('writes and cleans text: script from shots (422 without shots) and split-text repair', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { base, scenario } = await scenarioWithShot(account, { action: 'He casts his net.' });
    const { script } = dataOf<{ script: string }>(
      await server.request('POST', `${base}/script/generate`, {
        token,
        body: { prompt: 'Make it gentle', targetDuration: 10 },
      }),
    );
    expect(script).toContain('gentle');
    const saved = dataOf<Scenario>(await server.request('GET', `/api/scenarios/${scenario.id}`, { token }));
    expect(saved.script).toBe(script);
    const empty = await fixtures.scenario((await fixtures.project(account.user.id)).id, account.user.id);
    const none = errorOf(
      await server.request('POST', `/api/scenarios/${empty.id}/script/generate`, { token, body: {} }),
      422,
    );
    expect(none.details).toContainEqual({ field: 'shots', message: 'No shots available to generate script from' });
    const text = 'The fox ran. The crow sang.';
    const repaired = dataOf<{ firstPart: string; secondPart: string }>(
      await server.request('POST', `${base}/repair-split-text`, {
        token,
        body: { originalText: text, cutPosition: 12, firstPart: text.slice(0, 12), secondPart: text.slice(12) },
      }),
    );
    expect(repaired).toEqual({ firstPart: 'The fox ran.', secondPart: 'The crow sang.' });
    const bad = errorOf(
      await server.request('POST', `${base}/repair-split-text`, {
        token,
        body: { originalText: text, cutPosition: 0, firstPart: '', secondPart: text },
      }),
      422,
    );
    expect(bad.message).toBe('Cannot cut at this position - both parts must have content');
  });
});

describe('cancelling', () => {
  it('stops a running clip: the job fails as Cancelled, its credits come back, no file is kept', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { base, shot } = await scenarioWithShot(account, { duration: 8, animationInstructions: 'slow pan' });
    const image = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} }),
    );
    await waitForJob(server, token, image);
    const video = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shot.id}/generate-video`, { token, body: {} }),
    );
    const jobUrl = `/api/jobs/${video.queue}/${video.jobId}`;
    for (let seen = 'queued'; seen === 'queued';) {
      seen = dataOf<Job>(await server.request('GET', jobUrl, { token })).status;
    }
    dataOf<Job>(await server.request('DELETE', jobUrl, { token }));
    const ended = await waitForJob(server, token, video);
    expect(ended).toMatchObject({ status: 'failed', error: 'Cancelled' });
    expect(await balanceOf(server, token)).toBe(99);
    const usage = dataOf<UsageEntry[]>(await server.request('GET', '/api/credits/usage', { token }));
    expect(usage[0]).toMatchObject({ amount: 3, type: 'refund' });
    const videos = dataOf<{ status: string; url: string | null }[]>(
      await server.request('GET', `${base}/shots/${shot.id}/video-generations`, { token }),
    );
    expect(videos[0]).toMatchObject({ status: 'failed', url: null });
  });
});

describe('cancelling a queued job', () => {
  it('ends it at once: Cancelled, credits back, the shot generation marked failed', async () => {
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
      expect(await balanceOf(apiOnly, token)).toBe(99);
      const cancelled = dataOf<Job>(
        await apiOnly.request('DELETE', `/api/jobs/${ticket.queue}/${ticket.jobId}`, { token }),
      );
      expect(cancelled).toMatchObject({ status: 'failed', error: 'Cancelled' });
      expect(await balanceOf(apiOnly, token)).toBe(100);
      const images = dataOf<{ id: string; status: string }[]>(
        await apiOnly.request('GET', `${base}/shots/${shot.id}/generations`, { token }),
      );
      expect(images).toEqual([expect.objectContaining({ id: ticket.targetId, status: 'failed' })]);
    } finally {
      await apiOnly.close();
    }
  });
});

describe('the ledger under concurrency', () => {
  it('runs exactly as many of 20 concurrent requests as credits pay for, and the ledger sums to the balance', async () => {
    const account = await server.register();
    const token = account.accessToken;
    await server.services.generation.credits.grant({ id: account.user.id, tier: 'sym' }, -90, 'test: leave 10');
    const { base, shot } = await scenarioWithShot(account);
    // One shot each: a second request for a shot already being drawn would get that job, not a new one.
    const shots = [shot];
    while (shots.length < 20) {
      shots.push(
        dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body: { description: 'A pier' } })),
      );
    }
    const answers = await Promise.all(
      shots.map((each) => server.request('POST', `${base}/shots/${each.id}/generate`, { token, body: {} })),
    );
    const started = answers.filter((answer) => answer.status === 200);
    expect(started).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(10);
    await Promise.all(started.map((answer) => waitForJob(server, token, dataOf<JobTicket>(answer))));
    const entries = await server.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, account.user.id));
    const sum = entries.reduce((total, entry) => total + entry.amount, 0);
    expect(sum).toBe(0);
    expect(await balanceOf(server, token)).toBe(0);
    expect(entries.filter((entry) => entry.kind === 'capture')).toHaveLength(10);
  });
});
