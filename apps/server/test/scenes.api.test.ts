import { describe, expect, it } from 'vitest';
import type { ProjectView, Scenario, Scene, SceneArrangement, Shot } from '@sym/contracts';
import { dataOf, errorOf, recordEvents, rowFixtures, useTestServer } from './helpers/fixtures.ts';

// Scenes (scene grouping, professional): headings over consecutive shots, changed as a whole arrangement.
const server = useTestServer();
const fixtures = rowFixtures(server);

/** A professional user with an episode of `count` shots described s1..sN. */
async function episode(count: number) {
  const account = await server.register();
  await fixtures.setUserTier(account.user.id, 'motionmaker');
  const token = account.accessToken;
  const project = await fixtures.project(account.user.id);
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep', projectId: project.id } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const shots: Shot[] = [];
  for (let index = 1; index <= count; index += 1)
    shots.push(
      dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body: { description: `s${index}` } })),
    );
  const call = async <T>(method: string, path: string, body?: unknown) =>
    dataOf<T>(await server.request(method, `${base}${path}`, { token, body }));
  const names = new Map(shots.map((shot) => [shot.id, shot.description]));
  /** The arrangement as "place: s1 s2" lines, checked against the shots' own order and scene ids. */
  const layout = async () => {
    const scenes = await call<Scene[]>('GET', '/scenes');
    const listed = await call<Shot[]>('GET', '/shots');
    expect(listed.map((shot) => shot.id)).toEqual(scenes.flatMap((scene) => scene.shotIds));
    for (const scene of scenes)
      for (const id of scene.shotIds) expect(listed.find((s) => s.id === id)!.sceneId).toBe(scene.id);
    return scenes.map((scene) =>
      `${scene.place}: ${scene.shotIds.map((id) => names.get(id) ?? 'new').join(' ')}`.trim(),
    );
  };
  return { account, token, project, scenario, base, shots, call, layout, names };
}

describe('scenes', () => {
  it('are made, split, renamed, merged, reordered and deleted, their shots staying together', async () => {
    const { call, layout, shots, project, account, base, token } = await episode(5);
    const cliff = await fixtures.asset(project.id, account.user.id, { name: 'Cliff', type: 'location' });
    const first = await call<SceneArrangement>('POST', '/scenes', {
      interior: 'EXT',
      place: 'Cliff',
      timeOfDay: 'Night',
      locationAssetId: cliff.id,
    });
    expect(first.scenes).toHaveLength(1);
    expect(first.scenes[0]).toMatchObject({ name: 'EXT. CLIFF — NIGHT', locationAssetId: cliff.id, index: 1 });
    expect(await layout()).toEqual(['Cliff: s1 s2 s3 s4 s5']);

    const split = await call<SceneArrangement>('POST', '/scenes/split', {
      shotId: shots[2]!.id,
      interior: 'INT',
      place: 'Hut',
    });
    await call('POST', '/scenes/split', { shotId: shots[4]!.id, place: 'Roof' });
    expect(await layout()).toEqual(['Cliff: s1 s2', 'Hut: s3 s4', 'Roof: s5']);

    const [cliffScene, hut, roof] = (await call<Scene[]>('GET', '/scenes')).map((scene) => scene.id!);
    expect(split.scenes[1]!.id).toBe(hut);
    const renamed = await call<Scene>('PATCH', `/scenes/${hut}`, {
      timeOfDay: 'Dawn',
      notes: 'Fire low',
      expectedUpdatedAt: split.scenes[1]!.updatedAt,
    });
    expect(renamed).toMatchObject({
      name: 'INT. HUT — DAWN',
      notes: 'Fire low',
      shotIds: [shots[2]!.id, shots[3]!.id],
    });
    // An edit made on the old version is a conflict that shows the scene as it now is.
    const conflict = await server.request('PATCH', `${base}/scenes/${hut}`, {
      token,
      body: { notes: 'Fire out', expectedUpdatedAt: split.scenes[1]!.updatedAt },
    });
    expect(errorOf(conflict, 409).code).toBe('CONFLICT');
    expect((await call<Scene>('PATCH', `/scenes/${hut}`, {})).notes).toBe('Fire low');

    const reordered = await call<SceneArrangement>('PUT', '/scenes/reorder', { sceneIds: [roof, cliffScene, hut] });
    expect(reordered.shotIds).toEqual([4, 0, 1, 2, 3].map((index) => shots[index]!.id));
    expect(await layout()).toEqual(['Roof: s5', 'Cliff: s1 s2', 'Hut: s3 s4']);

    // Moved in their current order (s5 before s4), to the front of the hut's shots; the roof stays, empty.
    await call('POST', `/scenes/${hut}/shots`, { shotIds: [shots[3]!.id, shots[4]!.id], index: 0 });
    expect(await layout()).toEqual(['Roof:', 'Cliff: s1 s2', 'Hut: s5 s4 s3']);

    await call('POST', '/scenes/merge', { sceneIds: [hut, cliffScene] });
    expect(await layout()).toEqual(['Roof:', 'Cliff: s1 s2 s5 s4 s3']);
    await call('DELETE', `/scenes/${roof}`);
    expect(await layout()).toEqual(['Cliff: s1 s2 s5 s4 s3']);
    const none = await call<SceneArrangement>('DELETE', `/scenes/${cliffScene}`);
    expect(none).toEqual({ scenes: [], shotIds: [0, 1, 4, 3, 2].map((index) => shots[index]!.id) });
    // Without stored scenes the episode is shown grouped as before (no id), and its shots are in none.
    expect((await call<Scene[]>('GET', '/scenes'))[0]).toMatchObject({ id: null, name: 'Scene 1' });
    expect((await call<Shot[]>('GET', '/shots')).every((shot) => shot.sceneId === null)).toBe(true);
  });
});
