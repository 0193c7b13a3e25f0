import { describe, expect, it } from 'vitest';
import type { Scenario, Scene, Shot } from '@sym/contracts';
import { dataOf, errorOf, rowFixtures, useEventLog, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
const events = useEventLog(server);

/** A user with a project, an episode and `count` shots described s1..sN. */
async function scenarioWithShots(count: number) {
  const account = await server.register();
  const token = account.accessToken;
  const project = await fixtures.project(account.user.id);
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep', projectId: project.id } }),
  );
  const shots: Shot[] = [];
  for (let index = 1; index <= count; index += 1) {
    shots.push(
      dataOf<Shot>(
        await server.request('POST', `/api/scenarios/${scenario.id}/shots`, {
          token,
          body: { description: `s${index}`, duration: index },
        }),
      ),
    );
  }
  return { account, token, project, scenario, shots, base: `/api/scenarios/${scenario.id}` };
}

const listShots = async (token: string, base: string) =>
  dataOf<Shot[]>(await server.request('GET', `${base}/shots`, { token }));
const order = (shots: Shot[]) => shots.map((shot) => [shot.description, shot.sequence]);

describe('shot creation', () => {
  it('appends by default with defaults filled in, and inserts in the middle keeping sequences dense', async () => {
    const { token, base, shots } = await scenarioWithShots(3);
    expect(shots[0]).toMatchObject({
      sequence: 1,
      type: 'medium',
      cameraMotion: 'auto',
      action: '',
      assetIds: [],
      metadata: {},
      imageUrl: null,
      videoUrl: null,
    });
    expect(shots.map((shot) => shot.sequence)).toEqual([1, 2, 3]);
    const inserted = dataOf<Shot>(
      await server.request('POST', `${base}/shots`, {
        token,
        body: {
          sequence: 2,
          description: 'new',
          type: 'close',
          cameraMotion: 'zoom_in',
          animationInstructions: 'slowly',
          modificationPrompt: 'brighter',
          referenceImageUrl: 'https://example.com/ref.png',
          metadata: { mood: 'calm' },
        },
      }),
    );
    expect(inserted).toMatchObject({
      sequence: 2,
      type: 'close',
      cameraMotion: 'zoom_in',
      animationInstructions: 'slowly',
      modificationPrompt: 'brighter',
      referenceImageUrl: 'https://example.com/ref.png',
      metadata: { mood: 'calm' },
    });
    expect(order(await listShots(token, base))).toEqual([
      ['s1', 1],
      ['new', 2],
      ['s2', 3],
      ['s3', 4],
    ]);
    const far = dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body: { sequence: 99 } }));
    expect(far.sequence).toBe(5);
    expect(
      events.some((event) => event.type === 'shot.created' && (event.data as { shot: Shot }).shot.id === far.id),
    ).toBe(true);
  });

  it('answers 422 for duration 0, a bad type, a bad camera motion and sequence 0', async () => {
    const { token, base } = await scenarioWithShots(0);
    const cases: [Record<string, unknown>, string][] = [
      [{ duration: 0 }, 'duration'],
      [{ duration: -2 }, 'duration'],
      [{ type: 'huge' }, 'type'],
      [{ cameraMotion: 'spin' }, 'cameraMotion'],
      [{ sequence: 0 }, 'sequence'],
      [{ sequence: 1.5 }, 'sequence'],
      [{ assetIds: ['nope'] }, 'assetIds.0'],
      [{ referenceImageUrl: 'not a url' }, 'referenceImageUrl'],
    ];
    for (const [body, field] of cases) {
      const error = errorOf(await server.request('POST', `${base}/shots`, { token, body }), 422);
      expect(error.details?.map((detail) => detail.field)).toEqual([field]);
    }
    const error = errorOf(await server.request('POST', `${base}/shots`, { token, body: { duration: 0 } }), 422);
    expect(error.details).toEqual([{ field: 'duration', message: 'Duration must be greater than 0' }]);
    expect(await listShots(token, base)).toEqual([]);
  });

  it('links assets of the same project and refuses an asset of another project with 422', async () => {
    const { token, base, project, account } = await scenarioWithShots(0);
    const own = await fixtures.asset(project.id, account.user.id, { name: 'Hero' });
    const otherProject = await fixtures.project(account.user.id);
    const foreign = await fixtures.asset(otherProject.id, account.user.id);
    const shot = dataOf<Shot>(
      await server.request('POST', `${base}/shots`, { token, body: { assetIds: [own.id, own.id] } }),
    );
    expect(shot.assetIds).toEqual([own.id]);
    const error = errorOf(
      await server.request('POST', `${base}/shots`, { token, body: { assetIds: [own.id, foreign.id] } }),
      422,
    );
    expect(error.details).toEqual([{ field: 'assetIds', message: "Every asset must belong to the episode's project" }]);
    expect(await listShots(token, base)).toHaveLength(1);
  });
});

describe('shot update, delete, reorder, duplicate, assets', () => {
  it('updates fields and moves a shot when its sequence changes', async () => {
    const { token, base, shots } = await scenarioWithShots(4);
    const moved = dataOf<Shot>(
      await server.request('PUT', `${base}/shots/${shots[0]!.id}`, {
        token,
        body: { sequence: 3, description: 'moved', duration: null, type: 'wide' },
      }),
    );
    expect(moved).toMatchObject({ sequence: 3, description: 'moved', duration: null, type: 'wide' });
    expect(order(await listShots(token, base))).toEqual([
      ['s2', 1],
      ['s3', 2],
      ['moved', 3],
      ['s4', 4],
    ]);
    errorOf(await server.request('PUT', `${base}/shots/${shots[1]!.id}`, { token, body: { duration: 0 } }), 422);
    expect(
      events.some((event) => event.type === 'shot.updated' && (event.data as { shot: Shot }).shot.id === moved.id),
    ).toBe(true);
  });

  it('deletes a shot and closes the gap', async () => {
    const { token, base, shots } = await scenarioWithShots(3);
    expect(dataOf(await server.request('DELETE', `${base}/shots/${shots[1]!.id}`, { token }))).toEqual({
      id: shots[1]!.id,
    });
    expect(order(await listShots(token, base))).toEqual([
      ['s1', 1],
      ['s3', 2],
    ]);
    expect(errorOf(await server.request('DELETE', `${base}/shots/${shots[1]!.id}`, { token }), 404).message).toBe(
      'Shot not found',
    );
    expect(
      events.some((event) => event.type === 'shot.deleted' && (event.data as { id: string }).id === shots[1]!.id),
    ).toBe(true);
  });

  it('reorders with a permutation and refuses any other id set with 422', async () => {
    const { token, base, shots } = await scenarioWithShots(3);
    const [a, b, c] = shots.map((shot) => shot.id) as [string, string, string];
    const reordered = dataOf<Shot[]>(
      await server.request('PUT', `${base}/shots/reorder`, { token, body: { shotIds: [c, a, b] } }),
    );
    expect(order(reordered)).toEqual([
      ['s3', 1],
      ['s1', 2],
      ['s2', 3],
    ]);
    const other = await scenarioWithShots(1);
    for (const shotIds of [
      [a, b],
      [a, b, c, c],
      [a, b, other.shots[0]!.id],
      [a, b, c, other.shots[0]!.id],
    ]) {
      const error = errorOf(await server.request('PUT', `${base}/shots/reorder`, { token, body: { shotIds } }), 422);
      expect(error.details).toEqual([
        { field: 'shotIds', message: "Shot ids must list each of the episode's shots exactly once" },
      ]);
    }
    expect(order(await listShots(token, base))).toEqual(order(reordered));
    expect(
      events.find((event) => event.type === 'shot.reordered' && (event.data as { shotIds: string[] }).shotIds[0] === c),
    ).toBeDefined();
  });

  it('duplicates a shot right after it, with its asset links', async () => {
    const { token, base, shots, project, account } = await scenarioWithShots(3);
    const asset = await fixtures.asset(project.id, account.user.id);
    await server.request('PUT', `${base}/shots/${shots[0]!.id}/assets`, { token, body: { assets: [asset.id] } });
    const copy = dataOf<Shot>(await server.request('POST', `${base}/shots/${shots[0]!.id}/duplicate`, { token }));
    expect(copy).toMatchObject({ sequence: 2, description: 's1', duration: 1, assetIds: [asset.id] });
    expect(copy.id).not.toBe(shots[0]!.id);
    expect(order(await listShots(token, base))).toEqual([
      ['s1', 1],
      ['s1', 2],
      ['s2', 3],
      ['s3', 4],
    ]);
    expect(
      events.some((event) => event.type === 'shot.duplicated' && (event.data as { shot: Shot }).shot.id === copy.id),
    ).toBe(true);
  });

  it('replaces a shot’s assets and refuses assets of another project', async () => {
    const { token, base, shots, project, account } = await scenarioWithShots(1);
    const [one, two] = [
      await fixtures.asset(project.id, account.user.id),
      await fixtures.asset(project.id, account.user.id),
    ];
    const url = `${base}/shots/${shots[0]!.id}/assets`;
    const first = dataOf<Shot>(await server.request('PUT', url, { token, body: { assets: [one.id, two.id] } }));
    expect([...first.assetIds].sort()).toEqual([one.id, two.id].sort());
    const second = dataOf<Shot>(await server.request('PUT', url, { token, body: { assets: [two.id] } }));
    expect(second.assetIds).toEqual([two.id]);
    const foreign = await fixtures.asset((await fixtures.project(account.user.id)).id, account.user.id);
    const deleted = await fixtures.asset(project.id, account.user.id, { status: 'deleted', deletedAt: new Date() });
    for (const assets of [[foreign.id], [deleted.id]]) {
      expect(errorOf(await server.request('PUT', url, { token, body: { assets } }), 422).details?.[0]?.field).toBe(
        'assets',
      );
    }
  });
});

describe('concurrent shot changes', () => {
  it('keeps sequences dense when shots are added and duplicated at the same time', async () => {
    const { token, base, shots } = await scenarioWithShots(2);
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, (_, index) =>
        server.request('POST', `${base}/shots`, { token, body: { description: `p${index}`, sequence: 1 } }),
      ),
      server.request('POST', `${base}/shots/${shots[0]!.id}/duplicate`, { token }),
    ]);
    for (const response of responses) dataOf(response);
    expect((await listShots(token, base)).map((shot) => shot.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('shot lists', () => {
  it('pages shots with limit, offset and before', async () => {
    const { token, base } = await scenarioWithShots(5);
    type Page = { items: Shot[]; total: number };
    const page = dataOf<Page>(await server.request('GET', `${base}/shots-external?limit=2&offset=1`, { token }));
    expect(page.total).toBe(5);
    expect(page.items.map((shot) => shot.sequence)).toEqual([2, 3]);
    const before = dataOf<Page>(await server.request('GET', `${base}/shots-external?before=4`, { token }));
    expect(before).toMatchObject({ total: 3 });
    expect(before.items.map((shot) => shot.sequence)).toEqual([1, 2, 3]);
    const all = dataOf<Page>(await server.request('GET', `${base}/shots-external`, { token }));
    expect(all.items).toHaveLength(5);
    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'before=0', 'limit=abc']) {
      errorOf(await server.request('GET', `${base}/shots-external?${query}`, { token }), 422);
    }
  });

  it('groups shots into scenes by location asset or metadata.scene', async () => {
    const { token, base, project, account } = await scenarioWithShots(0);
    // Scenes are scene grouping, the professional edition's (feature-gates.api.test.ts).
    await fixtures.setUserTier(account.user.id, 'motionmaker');
    const forest = await fixtures.asset(project.id, account.user.id, { name: 'Forest', type: 'location' });
    const castle = await fixtures.asset(project.id, account.user.id, { name: 'Castle', type: 'location' });
    const hero = await fixtures.asset(project.id, account.user.id, { name: 'Hero', type: 'character' });
    const bodies = [
      { assetIds: [forest.id, hero.id], duration: 2 },
      { assetIds: [hero.id], duration: 1 },
      { assetIds: [castle.id], duration: 3 },
      { metadata: { scene: 'Finale' }, assetIds: [castle.id] },
    ];
    const created: Shot[] = [];
    for (const body of bodies)
      created.push(dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body })));
    const scenes = dataOf<Scene[]>(await server.request('GET', `${base}/scenes`, { token }));
    expect(scenes).toMatchObject([
      { index: 1, name: 'Forest', shotIds: [created[0]!.id, created[1]!.id], duration: 3 },
      { index: 2, name: 'Castle', shotIds: [created[2]!.id], duration: 3 },
      { index: 3, name: 'Finale', shotIds: [created[3]!.id], duration: 4 },
    ]);
  });
});

describe('shot permissions', () => {
  it('lets a collaborator change shots', async () => {
    const { base, shots, project } = await scenarioWithShots(2);
    const collaborator = await server.register();
    await fixtures.collaborator(project.id, collaborator.user.id);
    const token = collaborator.accessToken;
    dataOf(await server.request('POST', `${base}/shots`, { token, body: { description: 'c' } }));
    dataOf(await server.request('PUT', `${base}/shots/${shots[0]!.id}`, { token, body: { action: 'run' } }));
    dataOf(
      await server.request('PUT', `${base}/shots/reorder`, {
        token,
        body: { shotIds: (await listShots(token, base)).map((s) => s.id).reverse() },
      }),
    );
    dataOf(await server.request('POST', `${base}/shots/${shots[0]!.id}/duplicate`, { token }));
    dataOf(await server.request('DELETE', `${base}/shots/${shots[1]!.id}`, { token }));
    expect((await listShots(token, base)).map((shot) => shot.sequence)).toEqual([1, 2, 3]);
  });

  it('answers 404 Episode not found to a stranger on every shot operation, and 401 without a token', async () => {
    const { token, base, shots } = await scenarioWithShots(2);
    const strangerAccount = await server.register();
    // A professional stranger, so scene grouping's gate lets the scenes call reach the access check.
    await fixtures.setUserTier(strangerAccount.user.id, 'motionmaker');
    const stranger = strangerAccount.accessToken;
    const shot = `${base}/shots/${shots[0]!.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/shots`],
      ['GET', `${base}/shots-external`],
      ['GET', `${base}/scenes`],
      ['POST', `${base}/shots`, { description: 'x' }],
      ['PUT', shot, { description: 'x' }],
      ['DELETE', shot],
      ['PUT', `${base}/shots/reorder`, { shotIds: shots.map((s) => s.id) }],
      ['POST', `${shot}/duplicate`],
      ['PUT', `${shot}/assets`, { assets: [] }],
      ['GET', `${shot}/generations`],
      ['GET', `${shot}/video-generations`],
    ];
    for (const [method, url, body] of calls) {
      const error = errorOf(await server.request(method, url, { token: stranger, body }), 404);
      expect(error.message, `${method} ${url}`).toBe('Episode not found');
      errorOf(await server.request(method, url, { body }), 401);
    }
    expect(order(await listShots(token, base))).toEqual([
      ['s1', 1],
      ['s2', 2],
    ]);
  });

  it('answers 404 Shot not found for a shot of another episode', async () => {
    const { token, base } = await scenarioWithShots(1);
    const other = await scenarioWithShots(1);
    const foreignShot = other.shots[0]!.id;
    for (const [method, url] of [
      ['PUT', `${base}/shots/${foreignShot}`],
      ['DELETE', `${base}/shots/${foreignShot}`],
      ['POST', `${base}/shots/${foreignShot}/duplicate`],
      ['GET', `${base}/shots/not-a-uuid/generations`],
    ] as const) {
      expect(
        errorOf(await server.request(method, url, { token, body: method === 'PUT' ? {} : undefined }), 404).message,
      ).toBe('Shot not found');
    }
  });
});
