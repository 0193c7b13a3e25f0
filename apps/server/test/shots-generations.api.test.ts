import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { JobTicket, Scenario, Shot, ShotGeneration } from '@sym/contracts';
import { shotGenerations } from '../src/db/schema.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { dataOf, errorOf, rowFixtures, useEventLog, useTestServer } from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
const events = useEventLog(server);

const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 12, minutes));

/** An episode with one shot holding three images (t=1,2,3 min; the middle one failed) and one video. */
async function shotWithHistory() {
  const account = await server.register();
  const token = account.accessToken;
  const project = await fixtures.project(account.user.id);
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep', projectId: project.id } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const shot = dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body: { description: 'a' } }));
  const images = [
    await fixtures.shotGeneration(shot.id, { url: 'https://cdn.test/1.png', createdAt: at(1), isPrimary: true }),
    await fixtures.shotGeneration(shot.id, { url: null, status: 'failed', createdAt: at(2) }),
    await fixtures.shotGeneration(shot.id, { url: 'https://cdn.test/3.png', createdAt: at(3) }),
  ];
  const video = await fixtures.shotGeneration(shot.id, {
    kind: 'video',
    url: 'https://cdn.test/v.mp4',
    createdAt: at(4),
  });
  return { account, token, project, scenario, base, shot, images, video };
}

describe('shot generation history', () => {
  it('lists image generations newest first with limit, before and status, and videos separately', async () => {
    const { token, base, shot, images, video, scenario } = await shotWithHistory();
    const url = `${base}/shots/${shot.id}/generations`;
    const all = dataOf<ShotGeneration[]>(await server.request('GET', url, { token }));
    expect(all.map((generation) => generation.id)).toEqual([images[2]!.id, images[1]!.id, images[0]!.id]);
    expect(all[2]).toMatchObject({
      shotId: shot.id,
      scenarioId: scenario.id,
      kind: 'image',
      status: 'completed',
      isPrimary: true,
      url: 'https://cdn.test/1.png',
      createdAt: at(1).toISOString(),
    });
    const limited = dataOf<ShotGeneration[]>(await server.request('GET', `${url}?limit=1`, { token }));
    expect(limited.map((generation) => generation.id)).toEqual([images[2]!.id]);
    const before = dataOf<ShotGeneration[]>(
      await server.request('GET', `${url}?before=${encodeURIComponent(at(3).toISOString())}`, { token }),
    );
    expect(before.map((generation) => generation.id)).toEqual([images[1]!.id, images[0]!.id]);
    const failed = dataOf<ShotGeneration[]>(await server.request('GET', `${url}?status=failed`, { token }));
    expect(failed.map((generation) => generation.id)).toEqual([images[1]!.id]);
    const videos = dataOf<ShotGeneration[]>(
      await server.request('GET', `${base}/shots/${shot.id}/video-generations`, { token }),
    );
    expect(videos.map((generation) => [generation.id, generation.kind])).toEqual([[video.id, 'video']]);
    for (const query of ['limit=101', 'limit=0', 'before=yesterday', 'status=weird']) {
      errorOf(await server.request('GET', `${url}?${query}`, { token }), 422);
    }
  });

  it('gets one generation of the episode, 404 for one of another episode', async () => {
    const { token, base, images } = await shotWithHistory();
    const other = await shotWithHistory();
    expect(
      dataOf<ShotGeneration>(await server.request('GET', `${base}/generations/${images[0]!.id}`, { token })).id,
    ).toBe(images[0]!.id);
    expect(
      errorOf(await server.request('GET', `${base}/generations/${other.images[0]!.id}`, { token }), 404).message,
    ).toBe('Generation not found');
    errorOf(await server.request('GET', `${base}/generations/garbage`, { token }), 404);
  });

  it('makes a generation primary, the others of the shot not, and shows it as the shot image', async () => {
    const { token, base, shot, images, video, scenario } = await shotWithHistory();
    const updated = dataOf<ShotGeneration>(
      await server.request('PUT', `${base}/generations/${images[2]!.id}`, { token, body: { isPrimary: true } }),
    );
    expect(updated.isPrimary).toBe(true);
    const rows = await server.database.db.select().from(shotGenerations).where(eq(shotGenerations.shotId, shot.id));
    const primaryIds = rows.filter((row) => row.isPrimary).map((row) => row.id);
    expect(primaryIds).toEqual([images[2]!.id]);
    const read = dataOf<Scenario>(await server.request('GET', `/api/scenarios/${scenario.id}`, { token }));
    expect(read.shots[0]!.imageUrl).toBe('https://cdn.test/3.png');
    // The video keeps its own primary flag.
    await server.request('PUT', `${base}/generations/${video.id}`, { token, body: { isPrimary: true } });
    const after = await server.database.db.select().from(shotGenerations).where(eq(shotGenerations.shotId, shot.id));
    expect(
      after
        .filter((row) => row.isPrimary)
        .map((row) => row.id)
        .sort(),
    ).toEqual([images[2]!.id, video.id].sort());
    const unset = dataOf<ShotGeneration>(
      await server.request('PUT', `${base}/generations/${images[2]!.id}`, { token, body: { isPrimary: false } }),
    );
    expect(unset.isPrimary).toBe(false);
    errorOf(await server.request('PUT', `${base}/generations/${images[2]!.id}`, { token, body: {} }), 422);
    expect(events.some((event) => event.type === 'shot.generation.updated')).toBe(true);
  });

  it('deletes image and video generations by their own routes; the shot falls back to another image', async () => {
    const { token, base, images, video, scenario } = await shotWithHistory();
    await server.request('PUT', `${base}/generations/${images[2]!.id}`, { token, body: { isPrimary: true } });
    errorOf(await server.request('DELETE', `${base}/generations/${video.id}`, { token }), 404);
    errorOf(await server.request('DELETE', `${base}/video-generations/${images[0]!.id}`, { token }), 404);
    expect(dataOf(await server.request('DELETE', `${base}/generations/${images[2]!.id}`, { token }))).toEqual({
      id: images[2]!.id,
    });
    const read = dataOf<Scenario>(await server.request('GET', `/api/scenarios/${scenario.id}`, { token }));
    expect(read.shots[0]!.imageUrl).toBe('https://cdn.test/1.png');
    dataOf(await server.request('DELETE', `${base}/video-generations/${video.id}`, { token }));
    errorOf(await server.request('GET', `${base}/generations/${video.id}`, { token }), 404);
    expect(events.filter((event) => event.type === 'shot.generation.deleted').length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 Episode not found to a stranger and lets a collaborator choose the primary', async () => {
    const { base, images, project, shot } = await shotWithHistory();
    const stranger = (await server.register()).accessToken;
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/shots/${shot.id}/generations`],
      ['GET', `${base}/generations/${images[0]!.id}`],
      ['PUT', `${base}/generations/${images[0]!.id}`, { isPrimary: true }],
      ['DELETE', `${base}/generations/${images[0]!.id}`],
      ['DELETE', `${base}/video-generations/${images[0]!.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect(errorOf(await server.request(method, url, { token: stranger, body }), 404).message).toBe(
        'Episode not found',
      );
    }
    const collaborator = await server.register();
    await fixtures.collaborator(project.id, collaborator.user.id);
    dataOf(
      await server.request('PUT', `${base}/generations/${images[2]!.id}`, {
        token: collaborator.accessToken,
        body: { isPrimary: true },
      }),
    );
  });

  it('keeps the scene plan of a generated image and returns it as scene; videos and older images have none', async () => {
    const { token, project, base } = await shotWithHistory();
    const asset = async (body: Record<string, unknown>) =>
      dataOf<PresentedAsset>(
        await server.request('POST', '/api/assets', { token, body: { projectId: project.id, ...body } }),
      );
    const mara = await asset({ name: 'Mara', type: 'character', description: 'a young woman in a red scarf' });
    const lighthouse = await asset({ name: 'The Lighthouse', type: 'location', description: 'an old lighthouse' });
    const shot = dataOf<Shot>(
      await server.request('POST', `${base}/shots`, {
        token,
        body: {
          description: 'Mara climbs the spiral stairs at night, holding a lantern. Pip barks below',
          assetIds: [mara.id, lighthouse.id],
        },
      }),
    );
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} }),
    );
    expect((await waitForJob(server, token, ticket)).status).toBe('completed');
    const [generation] = dataOf<ShotGeneration[]>(
      await server.request('GET', `${base}/shots/${shot.id}/generations`, { token }),
    );
    expect(generation!.scene).toMatchObject({
      setting: { place: 'stairs', interior: true, assetId: lighthouse.id, name: 'The Lighthouse' },
      time: 'night',
      framing: { shotType: 'medium', subject: mara.id },
    });
    expect(
      generation!.scene!.figures.map((figure) => [
        figure.key,
        figure.kind,
        figure.species,
        figure.action,
        figure.holds,
      ]),
    ).toEqual([
      [mara.id, 'person', 'human', 'climb', 'text:lantern'],
      ['text:pip', 'animal', 'dog', 'talk', null],
    ]);
    expect(generation!.scene!.props.map((prop) => [prop.kind, prop.heldBy])).toEqual([['lantern', mara.id]]);
    // Given once: as scene, not again inside metadata.
    expect(generation!.metadata).not.toHaveProperty('scene');
    const one = dataOf<ShotGeneration>(await server.request('GET', `${base}/generations/${generation!.id}`, { token }));
    expect(one.scene).toEqual(generation!.scene);

    const old = await shotWithHistory();
    const images = dataOf<ShotGeneration[]>(
      await server.request('GET', `${old.base}/shots/${old.shot.id}/generations`, { token: old.token }),
    );
    expect(images.map((image) => image.scene)).toEqual([null, null, null]);
    const videos = dataOf<ShotGeneration[]>(
      await server.request('GET', `${old.base}/shots/${old.shot.id}/video-generations`, { token: old.token }),
    );
    expect(videos.map((video) => video.scene)).toEqual([null]);
  });
});
