import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets } from '../src/db/schema.ts';
import type { ProjectView, Scenario, Scene, SceneArrangement, ScriptApplyResult, Shot } from '@sym/contracts';
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

  it('keep their shots together through shot creation, moves, reorders, copies and deletes, and tell the room', async () => {
    const { call, layout, shots, names, scenario } = await episode(4);
    await call('POST', '/scenes', { place: 'Cliff' });
    await call('POST', '/scenes/split', { shotId: shots[2]!.id, place: 'Hut' });
    const log = recordEvents(server);
    // A new shot joins the scene of the shot before it (first place: the one after it).
    const added = await call<Shot>('POST', '/shots', { description: 'n1', sequence: 3 });
    names.set(added.id, 'n1');
    const atStart = await call<Shot>('POST', '/shots', { description: 'n0', sequence: 1 });
    names.set(atStart.id, 'n0');
    const copy = await call<Shot>('POST', `/shots/${shots[3]!.id}/duplicate`);
    names.set(copy.id, 'c4');
    expect(await layout()).toEqual(['Cliff: n0 s1 s2 n1', 'Hut: s3 s4 c4']);
    // A shot moved on its own goes with the shot now before it.
    await call('PUT', `/shots/${shots[0]!.id}`, { sequence: 6 });
    expect(await layout()).toEqual(['Cliff: n0 s2 n1', 'Hut: s3 s4 s1 c4']);
    // A full reorder that splits a scene: each scene's shots end up together again.
    const order = [shots[2]!.id, atStart.id, shots[3]!.id, shots[1]!.id, added.id, shots[0]!.id, copy.id];
    const reordered = await call<Shot[]>('PUT', '/shots/reorder', { shotIds: order });
    expect(reordered.map((shot) => shot.id)).toEqual(order);
    const together = await layout();
    expect(together).toHaveLength(2);
    await call('DELETE', `/shots/${shots[2]!.id}`);
    expect((await layout()).join(' | ')).not.toContain('s3');
    const changed = log.events.filter((event) => event.type === 'scenes.changed');
    log.stop();
    expect(changed.length).toBeGreaterThanOrEqual(2);
    expect(changed.at(-1)!.data).toMatchObject({ scenarioId: scenario.id });
  });

  it('take a new shot into the scene it names, among that scene’s shots, and refuse a scene of another episode', async () => {
    const { call, layout, shots, names, base, token } = await episode(3);
    await call('POST', '/scenes', { place: 'Cliff' });
    const { scenes } = await call<SceneArrangement>('POST', '/scenes/split', { shotId: shots[1]!.id, place: 'Hut' });
    const [cliff, hut] = scenes.map((scene) => scene.id!);
    // Asked for the first place of the episode, it stays in the hut: first among its shots.
    const first = await call<Shot>('POST', '/shots', { description: 'h0', sequence: 1, sceneId: hut });
    names.set(first.id, 'h0');
    const last = await call<Shot>('POST', '/shots', { description: 'c9', sceneId: cliff });
    names.set(last.id, 'c9');
    expect(await layout()).toEqual(['Cliff: s1 c9', 'Hut: h0 s2 s3']);
    expect([first.sceneId, first.sequence, last.sequence]).toEqual([hut, 2, 2]);
    const other = await episode(1);
    const [elsewhere] = (await other.call<SceneArrangement>('POST', '/scenes', {})).scenes;
    const refused = await server.request('POST', `${base}/shots`, { token, body: { sceneId: elsewhere!.id } });
    expect(errorOf(refused, 422).details?.[0]).toEqual({
      field: 'sceneId',
      message: 'The scene must be a scene of this episode',
    });
    expect(await layout()).toHaveLength(2);
  });

  it('tell collaborators of every arrangement change, and come back with undo by setting the old arrangement', async () => {
    const { call, layout, shots, scenario, project } = await episode(3);
    const log = recordEvents(server);
    const made = await call<SceneArrangement>('POST', '/scenes', { place: 'Cliff' });
    const split = await call<SceneArrangement>('POST', '/scenes/split', { shotId: shots[1]!.id, place: 'Hut' });
    const [event] = log.events.filter((entry) => entry.type === 'scenes.changed').slice(-1);
    expect(event).toMatchObject({ projectId: project.id, data: { scenarioId: scenario.id, scenes: split.scenes } });
    log.stop();
    // The undo of the split: the arrangement before it, written back whole.
    const before = made.scenes.map(({ id, shotIds, interior, place, timeOfDay, locationAssetId, notes }) => ({
      sceneId: id!,
      ...{ interior, place, timeOfDay, locationAssetId, notes },
      shotIds,
    }));
    await call('PUT', '/scenes', { scenes: before });
    expect(await layout()).toEqual(['Cliff: s1 s2 s3']);
    // And the first scene's creation undone: no scenes, the shots in their order.
    await call('PUT', '/scenes', { scenes: [], shotIds: shots.map((shot) => shot.id) });
    expect((await call<Shot[]>('GET', '/shots')).map((shot) => shot.sceneId)).toEqual([null, null, null]);
  });

  it('answer 422, 404, 403 and 401 without writing anything', async () => {
    const { call, layout, shots, base, token } = await episode(2);
    const [cliff] = (await call<SceneArrangement>('POST', '/scenes', { place: 'Cliff' })).scenes;
    const refused: [string, string, unknown, number][] = [
      ['POST', '/scenes', { interior: 'INSIDE' }, 422],
      ['POST', '/scenes', { place: 'x'.repeat(201) }, 422],
      ['POST', '/scenes', { locationAssetId: '00000000-0000-4000-8000-000000000000' }, 422],
      ['PATCH', `/scenes/${cliff!.id}`, { notes: 5 }, 422],
      ['PATCH', '/scenes/00000000-0000-4000-8000-000000000000', { notes: 'x' }, 404],
      ['PATCH', '/scenes/not-an-id', { notes: 'x' }, 404],
      ['POST', '/scenes/split', { shotId: '00000000-0000-4000-8000-000000000000' }, 404],
      ['POST', '/scenes/merge', { sceneIds: [cliff!.id] }, 422],
      ['POST', `/scenes/${cliff!.id}/shots`, { shotIds: ['00000000-0000-4000-8000-000000000000'] }, 422],
      ['PUT', '/scenes/reorder', { sceneIds: [] }, 422],
      [
        'PUT',
        '/scenes',
        {
          scenes: [
            { place: 'x', interior: null, timeOfDay: '', locationAssetId: null, notes: '', shotIds: [shots[0]!.id] },
          ],
        },
        422,
      ],
      ['DELETE', '/scenes/00000000-0000-4000-8000-000000000000', undefined, 404],
    ];
    for (const [method, path, body, status] of refused)
      errorOf(await server.request(method, `${base}${path}`, { token, body }), status);
    expect(await layout()).toEqual(['Cliff: s1 s2']);

    const stranger = await server.register();
    await fixtures.setUserTier(stranger.user.id, 'motionmaker');
    const notFound = await server.request('GET', `${base}/scenes`, { token: stranger.accessToken });
    expect(errorOf(notFound, 404).message).toBe('Episode not found');
    errorOf(await server.request('POST', `${base}/scenes`, { body: {} }), 401);
    // Scene grouping is the professional edition's.
    const basic = await server.register();
    const project = await fixtures.project(basic.user.id);
    const own = await fixtures.scenario(project.id, basic.user.id);
    const gated = await server.request('POST', `/api/scenarios/${own.id}/scenes`, {
      token: basic.accessToken,
      body: {},
    });
    expect(errorOf(gated, 403).code).toBe('FORBIDDEN');
  });

  it('are copied with a cloned project, and lose a deleted location but not their shots', async () => {
    const { call, layout, project, account, token, shots } = await episode(3);
    const cliff = await fixtures.asset(project.id, account.user.id, { name: 'Cliff', type: 'location' });
    await call('POST', '/scenes', { place: 'Cliff', locationAssetId: cliff.id });
    await call('POST', '/scenes/split', { shotId: shots[2]!.id, place: 'Hut' });
    const clone = dataOf<ProjectView>(await server.request('POST', `/api/projects/${project.id}/clone`, { token }));
    const [copied] = dataOf<Scenario[]>(await server.request('GET', `/api/scenarios/project/${clone.id}`, { token }));
    const copiedScenes = dataOf<Scene[]>(await server.request('GET', `/api/scenarios/${copied!.id}/scenes`, { token }));
    expect(copiedScenes.map((scene) => [scene.place, scene.shotIds.length])).toEqual([
      ['Cliff', 2],
      ['Hut', 1],
    ]);
    const original = await call<Scene[]>('GET', '/scenes');
    expect(copiedScenes.map((scene) => scene.id)).not.toContain(original[0]!.id);
    expect(copiedScenes[0]!.locationAssetId).not.toBe(cliff.id);
    expect(copiedScenes[0]!.locationAssetId).toBeTruthy();

    // Binned, the location stays linked (a restore brings it back); purged, the scene keeps its shots without it.
    dataOf(await server.request('DELETE', `/api/assets/${cliff.id}`, { token }));
    expect((await call<Scene[]>('GET', '/scenes'))[0]!.locationAssetId).toBe(cliff.id);
    await server.database.db.delete(assets).where(eq(assets.id, cliff.id));
    expect((await call<Scene[]>('GET', '/scenes'))[0]!.locationAssetId).toBeNull();
    expect(await layout()).toEqual(['Cliff: s1 s2', 'Hut: s3']);
  });

  it('survive the script round trip: written as headings, kept, re-headed and added from the script, and undone', async () => {
    const { call, layout, shots } = await episode(3);
    await call('POST', '/scenes', { interior: 'INT', place: 'Hut', timeOfDay: 'Dawn', notes: 'Fire low' });
    await call('POST', '/scenes/split', { shotId: shots[2]!.id, interior: 'EXT', place: 'Pier', timeOfDay: 'Night' });
    const before = await call<Scene[]>('GET', '/scenes');
    const { script } = await call<{ script: string }>('POST', '/script/generate', {});
    expect(script).toContain('INT. HUT — DAWN');
    expect(script).toContain('EXT. PIER — NIGHT');

    const same = await call<ScriptApplyResult>('POST', '/script/apply', { script });
    expect(same.summary).toMatchObject({ added: 0, deleted: 0 });
    expect(await call<Scene[]>('GET', '/scenes')).toEqual(before);

    // The pier becomes a lighthouse, and a cellar scene is written over the second shot.
    const second = script.indexOf('SHOT 2');
    const edited = `${script.slice(0, second)}INT. CELLAR — NIGHT\n\n${script.slice(second)}`.replace(
      'EXT. PIER — NIGHT',
      'EXT. LIGHTHOUSE — NIGHT',
    );
    const applied = await call<ScriptApplyResult>('POST', '/script/apply', { script: edited });
    const after = await call<Scene[]>('GET', '/scenes');
    expect(after.map((scene) => [scene.name, scene.shotIds.length])).toEqual([
      ['INT. HUT — DAWN', 1],
      ['INT. CELLAR — NIGHT', 1],
      ['EXT. LIGHTHOUSE — NIGHT', 1],
    ]);
    expect(after[0]).toMatchObject({ id: before[0]!.id, notes: 'Fire low', place: 'Hut' });
    expect(after[2]!.id).toBe(before[1]!.id);
    expect(applied.shots.map((shot) => shot.sceneId)).toEqual(after.map((scene) => scene.id));

    await call('POST', '/script/undo', { undo: applied.undo });
    expect(await layout()).toEqual(['Hut: s1 s2', 'Pier: s3']);
    expect((await call<Scene[]>('GET', '/scenes')).map((scene) => scene.name)).toEqual([
      'INT. HUT — DAWN',
      'EXT. PIER — NIGHT',
    ]);
  });

  it('are proposed by the breakdown where the place or the time of day changes, storing nothing', async () => {
    const { call, shots, project, account, base } = await episode(4);
    const garden = await fixtures.asset(project.id, account.user.id, { name: 'Garden', type: 'location' });
    const pier = await fixtures.asset(project.id, account.user.id, { name: 'Pier', type: 'location' });
    const texts = ['The garden gate at dawn', 'The gate creaks open', 'The garden at night', 'Lanterns on the pier'];
    for (const [index, shot] of shots.entries()) {
      await call('PUT', `/shots/${shot.id}`, { description: texts[index] });
      await fixtures.shotAsset(shot.id, index < 3 ? garden.id : pier.id);
    }
    const proposal = await call<Scene[]>('GET', '/scenes/proposal');
    expect(proposal.map((scene) => [scene.name, scene.timeOfDay, scene.shotIds.length])).toEqual([
      ['Garden', 'Dawn', 2],
      ['Garden', 'Night', 1],
      ['Pier', 'Night', 1],
    ]);
    expect(proposal.every((scene) => scene.id === null)).toBe(true);
    expect((await call<Scene[]>('GET', '/scenes')).every((scene) => scene.id === null)).toBe(true);
    errorOf(await server.request('GET', `${base}/scenes/proposal`), 401);
    const stranger = await server.register();
    await fixtures.setUserTier(stranger.user.id, 'motionmaker');
    errorOf(await server.request('GET', `${base}/scenes/proposal`, { token: stranger.accessToken }), 404);
  });
});
