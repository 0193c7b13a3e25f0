import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResult, JobTicket, Scenario, Shot, Track, VoiceClip } from '@sym/contracts';
import { generationJobs, shotGenerations, voiceClips } from '../src/db/schema.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { balanceOf, waitForJob } from './helpers/jobs.ts';

// An id in a body that points at another record (a variant, an asset, a track, a style module) must name one of
// the target's project or episode, or of the caller's own library; anything else is a 422 on that field and
// nothing is stored, queued or charged. A voice must be one the speech provider offers.

const server = useTestServer();
const fixtures = rowFixtures(server);
const db = () => server.database.db;

const jobsOf = (userId: string) => db().select().from(generationJobs).where(eq(generationJobs.userId, userId));

/** An episode of the account's own project with one described shot. */
async function scenarioOf(account: AuthResult) {
  const token = account.accessToken;
  const project = await fixtures.project(account.user.id);
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep 1', projectId: project.id } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const shot = dataOf<Shot>(
    await server.request('POST', `${base}/shots`, { token, body: { description: 'A lighthouse at dusk' } }),
  );
  return { token, project, scenario, base, shot };
}

/** What a stranger owns: a project with an asset and its variant, a library style module, an episode's voice track. */
async function strangersRecords() {
  const stranger = await server.register();
  const project = await fixtures.project(stranger.user.id);
  const asset = await fixtures.asset(project.id, stranger.user.id);
  const variant = await fixtures.variant(asset.id, stranger.user.id);
  const style = await fixtures.styleModule(stranger.user.id);
  const scenario = await fixtures.scenario(project.id, stranger.user.id);
  const track = dataOf<Track>(
    await server.request('POST', `/api/scenarios/${scenario.id}/tracks`, {
      token: stranger.accessToken,
      body: { kind: 'voice' },
    }),
  );
  return { asset, variant, style, track };
}

describe('ids that point at other records', () => {
  it("refuses a stranger's variant as a shot's chosen look: 422, no job, no generation, no charge", async () => {
    const owner = await server.register();
    const { token, project, base, shot } = await scenarioOf(owner);
    const strangers = await strangersRecords();
    const ownAsset = await fixtures.asset(project.id, owner.user.id);
    const own = await fixtures.variant(ownAsset.id, owner.user.id);
    const binnedAsset = await fixtures.asset(project.id, owner.user.id, { status: 'deleted', deletedAt: new Date() });
    const binned = await fixtures.variant(binnedAsset.id, owner.user.id);
    const refusal = {
      field: 'selectedVariants',
      message: "Every selected variant must be a variant of an asset of the episode's project",
    };
    for (const selected of [[strangers.variant.id], [own.id, strangers.variant.id], [binned.id], ['not-a-variant']]) {
      const refused = errorOf(
        await server.request('POST', `${base}/shots/${shot.id}/generate`, {
          token,
          body: { selectedVariants: selected },
        }),
        422,
      );
      expect(refused.details).toEqual([refusal]);
    }
    expect(await jobsOf(owner.user.id)).toHaveLength(0);
    expect(await db().select().from(shotGenerations).where(eq(shotGenerations.shotId, shot.id))).toHaveLength(0);
    expect(await balanceOf(server, token)).toBe(100);

    // A variant of one of the project's own assets is a chosen look.
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shot.id}/generate`, {
        token,
        body: { selectedVariants: [own.id] },
      }),
    );
    const [job] = await jobsOf(owner.user.id);
    expect(job!.input).toMatchObject({ selectedVariants: [own.id] });
    expect((await waitForJob(server, token, ticket)).status).toBe('completed');
  });

  it("refuses a stranger's asset on a shot (create, update, assets): 422 and the shots stay as they were", async () => {
    const owner = await server.register();
    const { token, project, base, shot } = await scenarioOf(owner);
    const strangers = await strangersRecords();
    const ownAsset = await fixtures.asset(project.id, owner.user.id);
    const refusal = { message: "Every asset must belong to the episode's project" };
    const created = errorOf(
      await server.request('POST', `${base}/shots`, { token, body: { assetIds: [ownAsset.id, strangers.asset.id] } }),
      422,
    );
    expect(created.details).toEqual([{ field: 'assetIds', ...refusal }]);
    const updated = errorOf(
      await server.request('PUT', `${base}/shots/${shot.id}`, { token, body: { assetIds: [strangers.asset.id] } }),
      422,
    );
    expect(updated.details).toEqual([{ field: 'assetIds', ...refusal }]);
    const linked = errorOf(
      await server.request('PUT', `${base}/shots/${shot.id}/assets`, { token, body: { assets: [strangers.asset.id] } }),
      422,
    );
    expect(linked.details).toEqual([{ field: 'assets', ...refusal }]);
    const shots = dataOf<Shot[]>(await server.request('GET', `${base}/shots`, { token }));
    expect(shots.map((row) => [row.id, row.assetIds])).toEqual([[shot.id, []]]);
  });

  it("refuses a stranger's track for a voice clip and in a track order: 422, nothing stored", async () => {
    const owner = await server.register();
    // Reordering tracks is the advanced editor's, the professional edition's (feature-gates.api.test.ts).
    await fixtures.setUserTier(owner.user.id, 'motionmaker');
    const { token, scenario, base } = await scenarioOf(owner);
    const strangers = await strangersRecords();
    const own = dataOf<Track>(await server.request('POST', `${base}/tracks`, { token, body: { kind: 'voice' } }));
    const onTrack = errorOf(
      await server.request('POST', `${base}/voice-clips`, { token, body: { text: 'Hi', trackId: strangers.track.id } }),
      422,
    );
    expect(onTrack.details).toEqual([
      { field: 'trackId', message: 'Voice clips sit on a voice track of the same episode' },
    ]);
    const order = errorOf(
      await server.request('PUT', `${base}/tracks/reorder`, { token, body: { tracks: [strangers.track.id, own.id] } }),
      422,
    );
    expect(order.details?.[0]?.field).toBe('tracks');
    expect(await db().select().from(voiceClips).where(eq(voiceClips.scenarioId, scenario.id))).toHaveLength(0);
    expect(await jobsOf(owner.user.id)).toHaveLength(0);
    const tracks = dataOf<Track[]>(await server.request('GET', `${base}/tracks`, { token }));
    expect(tracks.map((track) => track.id)).toEqual([own.id]);
  });

  it("refuses a stranger's style module for a project, an episode and an asset: 422, nothing stored", async () => {
    const owner = await server.register();
    const { token, project, scenario, base } = await scenarioOf(owner);
    const strangers = await strangersRecords();
    const otherProject = await fixtures.project(owner.user.id);
    const otherProjects = await fixtures.styleModule(owner.user.id, { projectId: otherProject.id });
    const notFound = 'Style module not found';
    for (const moduleId of [strangers.style.id, otherProjects.id]) {
      const projectStyle = errorOf(
        await server.request('PATCH', `/api/projects/${project.id}`, { token, body: { style: { moduleId } } }),
        422,
      );
      expect(projectStyle.details).toEqual([{ field: 'style.moduleId', message: notFound }]);
      const newProject = errorOf(
        await server.request('POST', '/api/projects', { token, body: { name: 'New', style: { moduleId } } }),
        422,
      );
      expect(newProject.details).toEqual([{ field: 'style.moduleId', message: notFound }]);
      const scenario = errorOf(await server.request('PATCH', base, { token, body: { styleModuleId: moduleId } }), 422);
      expect(scenario.details).toEqual([{ field: 'styleModuleId', message: notFound }]);
      const asset = errorOf(
        await server.request('POST', '/api/assets', {
          token,
          body: { name: 'Keeper', projectId: project.id, attachedStyleModules: [moduleId] },
        }),
        422,
      );
      expect(asset.details).toEqual([{ field: 'attachedStyleModules', message: notFound }]);
    }
    const stored = dataOf<{ style: { moduleId: string | null } }>(
      await server.request('GET', `/api/projects/${project.id}`, { token }),
    );
    expect(stored.style.moduleId).toBeNull();
    expect(dataOf<Scenario>(await server.request('GET', base, { token })).styleModuleId).toBeNull();
    const assets = dataOf<PresentedAsset[]>(
      await server.request('GET', `/api/assets/project/${project.id}`, { token }),
    );
    expect(assets).toHaveLength(0);
    expect(scenario.styleModuleId ?? null).toBeNull();
    // The owner's own library module is usable everywhere.
    const library = await fixtures.styleModule(owner.user.id);
    const attached = dataOf<Scenario>(
      await server.request('PATCH', base, { token, body: { styleModuleId: library.id } }),
    );
    expect(attached.styleModuleId).toBe(library.id);
  });
});

describe('the voice of a spoken line', () => {
  const offeredEnglish = /^Unknown voice "narrator-warm"\. Voices for en: en\+m1, en\+f2, .*en-us\+f2/;

  it('refuses a voice the speech provider does not offer: 422 listing its voices, no clip, no job, no charge', async () => {
    const owner = await server.register();
    // Choosing a voice is custom voices, the professional edition's (feature-gates.api.test.ts).
    await fixtures.setUserTier(owner.user.id, 'motionmaker');
    const { token, scenario, base } = await scenarioOf(owner);
    const clips = `${base}/voice-clips`;
    const before = await balanceOf(server, token);
    const refused = errorOf(
      await server.request('POST', clips, { token, body: { text: 'Keep the light burning.', voice: 'narrator-warm' } }),
      422,
    );
    expect(refused.details).toHaveLength(1);
    expect(refused.details![0]!.field).toBe('voice');
    expect(refused.details![0]!.message).toMatch(offeredEnglish);
    // The list follows the line's language.
    const german = errorOf(
      await server.request('POST', clips, { token, body: { text: 'Hallo', voice: 'narrator-warm', language: 'de' } }),
      422,
    );
    expect(german.details![0]!.message).toBe(
      'Unknown voice "narrator-warm". Voices for de: de+m1, de+f2, de+m3, de+f4',
    );
    expect(await db().select().from(voiceClips).where(eq(voiceClips.scenarioId, scenario.id))).toHaveLength(0);
    expect(await jobsOf(owner.user.id)).toHaveLength(0);
    expect(await balanceOf(server, token)).toBe(before);

    // An offered voice speaks the line; changing it to an unknown one changes nothing.
    const clip = dataOf<VoiceClip>(
      await server.request('POST', clips, { token, body: { text: 'Keep the light burning.', voice: 'en-us+f2' } }),
    );
    expect(clip.voice).toBe('en-us+f2');
    const change = errorOf(
      await server.request('PUT', `${clips}/${clip.id}`, { token, body: { voice: 'narrator-warm' } }),
      422,
    );
    expect(change.details![0]!.message).toMatch(offeredEnglish);
    const [kept] = dataOf<VoiceClip[]>(await server.request('GET', clips, { token }));
    expect(kept).toMatchObject({ id: clip.id, voice: 'en-us+f2', jobId: clip.jobId });
    expect(await jobsOf(owner.user.id)).toHaveLength(1);
    expect(await balanceOf(server, token)).toBe(before - 1);
  });

  it('refuses an unknown voice for a lip-sync before anything is queued', async () => {
    const account = await server.register();
    await fixtures.setUserTier(account.user.id, 'motionmaker');
    const professional = dataOf<AuthResult>(
      await server.request('POST', '/api/auth/login', {
        body: { email: account.user.email, password: account.password },
      }),
    );
    const { token, base, shot } = await scenarioOf(professional);
    const before = await balanceOf(server, token);
    const refused = errorOf(
      await server.request('POST', `${base}/shots/${shot.id}/lipsync`, {
        token,
        body: { text: 'The light is still burning.', voice: 'narrator-warm', language: 'en' },
      }),
      422,
    );
    expect(refused.details![0]).toMatchObject({ field: 'voice', message: expect.stringMatching(offeredEnglish) });
    expect(await jobsOf(account.user.id)).toHaveLength(0);
    expect(await balanceOf(server, token)).toBe(before);
  });
});
