import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  mediaPathOf,
  type AuthResult,
  type JobTicket,
  type Scenario,
  type ScenarioFreshness,
  type Shot,
} from '@sym/contracts';
import { eq } from 'drizzle-orm';
import { generationJobs } from '../src/db/schema.ts';
import { probeMedia } from '../src/media/ffmpeg/media-probe.ts';
import { mediaKeyOfUrl } from '../src/media/media-storage.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';

// Lip-sync through the local provider: the spoken line is put on the shot's clip by the ffmpeg in use (also the
// build shipped with the app, which CI runs this file with a second time).

const server = useTestServer();
const fixtures = rowFixtures(server);

async function professionalUser(): Promise<AuthResult> {
  const account = await server.register();
  await fixtures.setUserTier(account.user.id, 'motionmaker');
  return dataOf<AuthResult>(
    await server.request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
    }),
  );
}

/** Probes a stored media file (copied out of storage to a temporary folder, removed after). */
async function probeStored(address: string) {
  // Answers carry the address signed (media-access.ts); storage knows the path.
  const url = mediaPathOf(address);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-lipsync-probe-'));
  try {
    const object = await server.services.files.get(mediaKeyOfUrl(url)!);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const file = path.join(dir, path.basename(url));
    await fs.writeFile(file, Buffer.concat(chunks));
    return await probeMedia(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A professional user's episode with one shot made from `body`, and a way to run that shot's jobs. */
async function professionalShot(body: Record<string, unknown>) {
  const account = await professionalUser();
  const token = account.accessToken;
  const project = await fixtures.project(account.user.id);
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep 1', projectId: project.id } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const shot = dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body }));
  const shotPath = `${base}/shots/${shot.id}`;
  return {
    /** Starts `step` (generate, generate-video, lipsync) and waits until it completed. */
    run: async (step: string, stepBody: Record<string, unknown> = {}) => {
      const ticket = dataOf<JobTicket>(await server.request('POST', `${shotPath}/${step}`, { token, body: stepBody }));
      const job = await waitForJob(server, token, ticket);
      expect(job.status, job.error ?? '').toBe('completed');
      return ticket;
    },
    shots: async () => dataOf<Shot[]>(await server.request('GET', `${base}/shots`, { token })),
    /** The shot's clip state (stale marking). */
    videoState: async () =>
      dataOf<ScenarioFreshness>(await server.request('GET', `${base}/freshness`, { token })).shots[0]!.video,
  };
}

describe('shot lip-sync', () => {
  it('puts a spoken line on the shot clip: one H.264 + AAC clip with the voice', async () => {
    const shot = await professionalShot({
      description: 'A keeper at the lighthouse door',
      duration: 2,
      animationInstructions: 'slow push in',
    });
    await shot.run('generate');
    await shot.run('generate-video');

    const ticket = await shot.run('lipsync', { text: 'The storm is coming tonight.' });
    expect(ticket.queue).toBe('lipsync-generation');

    const [synced] = await shot.shots();
    expect(synced!.videoUrl).toMatch(/^\/media\//);
    const probe = await probeStored(synced!.videoUrl!);
    expect(probe.video?.codec).toBe('h264');
    expect(probe.audio?.codec).toBe('aac');
    // The shot keeps its 2 s whether the spoken line is shorter or longer.
    expect(Math.abs(probe.durationSeconds - 2)).toBeLessThanOrEqual(0.1);

    // The lip-sync records what it was made from: current now, stale once the picture under it is redrawn.
    expect(await shot.videoState()).toEqual({ state: 'current', reasons: [] });
    await shot.run('generate');
    expect(await shot.videoState()).toEqual({ state: 'stale', reasons: [{ part: 'source' }] });
  });

  it('never shortens a shot: a short line on a 6 s shot gives a 6 s clip', async () => {
    const shot = await professionalShot({ description: 'A gull on the rail', duration: 6 });
    await shot.run('generate');
    await shot.run('lipsync', { text: 'Go.' });

    const [synced] = await shot.shots();
    expect(synced!.duration).toBe(6);
    const probe = await probeStored(synced!.videoUrl!);
    expect(probe.audio?.codec).toBe('aac');
    expect(Math.abs(probe.durationSeconds - 6)).toBeLessThanOrEqual(0.1);
  });

  it("speaks the line in the voice of the shot's character, or of the character its words name", async () => {
    const account = await professionalUser();
    const token = account.accessToken;
    const project = await fixtures.project(account.user.id);
    const scenario = await fixtures.scenario(project.id, account.user.id);
    const base = `/api/scenarios/${scenario.id}`;
    const character = async (name: string, voice: Record<string, unknown>) => {
      const asset = await fixtures.asset(project.id, account.user.id, { name, type: 'character' });
      await server.request('PUT', `/api/assets/${asset.id}/voice`, { token, body: voice });
      return asset;
    };
    const keeper = await character('Keeper', { voice: 'en+m3', rate: 0.8, pitch: 0.7 });
    await character('Gull', { voice: 'en-us+f2', rate: 1.5, pitch: 1.3 });
    const shot = await fixtures.shot(scenario.id, 1, { description: 'The keeper at the door', duration: 2 });
    await fixtures.shotAsset(shot.id, keeper.id);
    await server
      .request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} })
      .then((response) => waitForJob(server, token, dataOf<JobTicket>(response)));
    /** What the lip-sync job was asked to speak. */
    const spoken = async (body: Record<string, unknown>) => {
      const ticket = dataOf<JobTicket>(
        await server.request('POST', `${base}/shots/${shot.id}/lipsync`, { token, body }),
      );
      expect((await waitForJob(server, token, ticket)).status).toBe('completed');
      const [job] = await server.database.db.select().from(generationJobs).where(eq(generationJobs.id, ticket.jobId));
      const { text, voice, rate, pitch } = job!.input as Record<string, unknown>;
      return { text, voice, rate, pitch };
    };
    // The shot's one voiced character speaks it.
    expect(await spoken({ text: 'Storm tonight.' })).toEqual({
      text: 'Storm tonight.',
      voice: 'en+m3',
      rate: 0.8,
      pitch: 0.7,
    });
    // A name at the start picks that character, and leaves the words.
    expect(await spoken({ text: 'GULL: Fish!' })).toEqual({ text: 'Fish!', voice: 'en-us+f2', rate: 1.5, pitch: 1.3 });
    // A voice of its own wins over the speaker's, at the speaker's rate and pitch.
    expect(await spoken({ text: 'Storm tonight.', voice: 'en-us+m1' })).toEqual({
      text: 'Storm tonight.',
      voice: 'en-us+m1',
      rate: 0.8,
      pitch: 0.7,
    });
  }, 60_000);

  it('is a professional feature: the base plan gets the spec text', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const project = await fixtures.project(account.user.id);
    const scenario = await fixtures.scenario(project.id, account.user.id);
    const shot = await fixtures.shot(scenario.id, 1, { description: 'A door' });
    const refused = errorOf(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots/${shot.id}/lipsync`, {
        token,
        body: { text: 'Hello' },
      }),
      403,
    );
    expect(refused.code).toBe('FORBIDDEN');
  });
});
