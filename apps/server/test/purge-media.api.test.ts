import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Export,
  type JobTicket,
  type ProjectView,
  type Scenario,
  type Shot,
  type ShotGeneration,
  type Track,
  type VoiceClip,
} from '@sym/contracts';
import { exports, scenarios, shotGenerations, shots, tracks, voiceClips } from '../src/db/schema.ts';
import { mediaKeyOfUrl } from '../src/media/media-storage.ts';
import { uploadAudio, wavBytes } from './helpers/audio.ts';
import { isStored, storedKeyOf } from './helpers/media-fixtures.ts';
import { dataOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';
import { settledExport as settledExportOf } from './helpers/exports.ts';

// Purging from the Recycle Bin removes every stored file the purged rows used, except files another row still uses.
const server = useTestServer();
const fixtures = rowFixtures(server);

/** Every stored file the episodes of a project point at, read straight from the tables. */
async function mediaKeysOfProject(projectId: string): Promise<Set<string>> {
  const { db } = server.database;
  const scenarioIds = (
    await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.projectId, projectId))
  ).map((row) => row.id);
  if (scenarioIds.length === 0) return new Set();
  const shotRows = await db.select().from(shots).where(inArray(shots.scenarioId, scenarioIds));
  const generationRows = shotRows.length
    ? await db
        .select()
        .from(shotGenerations)
        .where(
          inArray(
            shotGenerations.shotId,
            shotRows.map((row) => row.id),
          ),
        )
    : [];
  const trackRows = await db.select().from(tracks).where(inArray(tracks.scenarioId, scenarioIds));
  const clipRows = await db.select().from(voiceClips).where(inArray(voiceClips.scenarioId, scenarioIds));
  const exportRows = await db.select().from(exports).where(inArray(exports.scenarioId, scenarioIds));
  const urls = [
    ...shotRows.flatMap((row) => [row.imageUrl, row.videoUrl, row.referenceImageUrl]),
    ...generationRows.flatMap((row) => [row.url, row.thumbUrl]),
    ...trackRows.map((row) => row.audioUrl),
    ...clipRows.map((row) => row.audioUrl),
  ];
  const keys = [
    ...urls.flatMap((url) => mediaKeyOfUrl(url) ?? []),
    ...exportRows.flatMap((row) => [row.videoKey, ...(row.posterKey ? [row.posterKey] : [])]),
  ];
  return new Set(keys);
}

const settledExport = (token: string, base: string, exportId: string) =>
  settledExportOf(server, token, base, exportId, 60_000);

/** A project whose episode has a generated shot image, an uploaded track, an uploaded voice clip and an export. */
async function projectWithMedia() {
  const owner = await server.register();
  const token = owner.accessToken;
  const project = await fixtures.project(owner.user.id);
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep 1', projectId: project.id } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const shot = dataOf<Shot>(
    await server.request('POST', `${base}/shots`, { token, body: { description: 'A pier at dawn', duration: 1 } }),
  );
  const ticket = dataOf<JobTicket>(
    await server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} }),
  );
  expect((await waitForJob(server, token, ticket)).status).toBe('completed');
  const music = await uploadAudio(server, token, scenario.id, wavBytes(2));
  dataOf<Track>(
    await server.request('POST', `${base}/tracks`, { token, body: { kind: 'audio', audioUrl: music.url } }),
  );
  const voice = await uploadAudio(server, token, scenario.id);
  const clip = await server.request('POST', `${base}/voice-clips`, { token, body: { audioUrl: voice.url } });
  expect(dataOf<VoiceClip>(clip, clip.status).status).toBe('ready');
  const created = await server.request('POST', `${base}/export`, { token, body: { kind: 'animatic' } });
  const done = await settledExport(token, base, dataOf<Export>(created, created.status).exportId);
  expect(done.status).toBe('completed');
  return { owner, token, project, scenario, music, voice, done };
}

async function purgeProject(token: string, projectId: string): Promise<void> {
  dataOf(await server.request('DELETE', `/api/projects/${projectId}`, { token }));
  dataOf(await server.request('DELETE', `/api/recycle-bin/project/${projectId}`, { token }));
}

describe('purging releases stored files', () => {
  it('removes the shot images, audio, voice clips and exports of a purged project, keeping what a clone shares', async () => {
    const { token, project, music, voice, done } = await projectWithMedia();
    const keys = await mediaKeysOfProject(project.id);
    // The generated image (and its renditions), both uploads, the export's MP4 and its poster.
    for (const url of [music.url, voice.url, done.videoUrl, done.posterUrl]) {
      expect(keys).toContain(storedKeyOf(url));
    }
    expect(keys.size).toBeGreaterThanOrEqual(6);
    for (const key of keys) expect(await isStored(server, key)).toBe(true);

    const copy = dataOf<ProjectView>(await server.request('POST', `/api/projects/${project.id}/clone`, { token }));
    const shared = await mediaKeysOfProject(copy.id);
    expect(shared.size).toBeGreaterThan(0);
    for (const key of shared) expect(keys).toContain(key);

    await purgeProject(token, project.id);
    for (const key of keys) expect(await isStored(server, key), key).toBe(shared.has(key));

    await purgeProject(token, copy.id);
    for (const key of shared) expect(await isStored(server, key), key).toBe(false);
  });

  it('removes the files of a purged episode but not those another episode still plays', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const [first, second] = await Promise.all(
      ['One', 'Two'].map(async (name) =>
        dataOf<Scenario>(
          await server.request('POST', '/api/scenarios', { token, body: { name, projectId: project.id } }),
        ),
      ),
    );
    const own = await uploadAudio(server, token, first!.id);
    const both = await uploadAudio(server, token, first!.id, wavBytes(2));
    for (const [scenario, urls] of [
      [first!, [own.url, both.url]],
      [second!, [both.url]],
    ] as const) {
      for (const audioUrl of urls) {
        dataOf(await server.request('POST', `/api/scenarios/${scenario.id}/tracks`, { token, body: { audioUrl } }));
      }
    }
    dataOf(await server.request('DELETE', `/api/scenarios/${first!.id}`, { token }));
    dataOf(await server.request('DELETE', `/api/recycle-bin/scenario/${first!.id}`, { token }));
    expect(await isStored(server, storedKeyOf(own.url)!)).toBe(false);
    expect(await isStored(server, storedKeyOf(both.url)!)).toBe(true);
  });

  it('deleting a shot generation removes its image and thumbnail unless a clone still shows them', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = dataOf<Scenario>(
      await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep', projectId: project.id } }),
    );
    const base = `/api/scenarios/${scenario.id}`;
    const shot = dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body: { description: 'Pier' } }));
    const generate = async () => {
      const ticket = dataOf<JobTicket>(
        await server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} }),
      );
      expect((await waitForJob(server, token, ticket)).status).toBe('completed');
      const [newest] = dataOf<ShotGeneration[]>(
        await server.request('GET', `${base}/shots/${shot.id}/generations`, { token }),
      );
      return { id: newest!.id, keys: [newest!.url, newest!.thumbUrl].map((url) => storedKeyOf(url)!) };
    };
    const cloned = await generate();
    dataOf(await server.request('POST', `/api/projects/${project.id}/clone`, { token }));
    const own = await generate();
    for (const key of [...cloned.keys, ...own.keys]) expect(await isStored(server, key)).toBe(true);

    dataOf(await server.request('DELETE', `${base}/generations/${own.id}`, { token }));
    for (const key of own.keys) expect(await isStored(server, key), key).toBe(false);
    dataOf(await server.request('DELETE', `${base}/generations/${cloned.id}`, { token }));
    for (const key of cloned.keys) expect(await isStored(server, key), key).toBe(true);
  });
});
