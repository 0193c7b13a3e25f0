// A series' bible: assets every project of the series uses, a change reaching all of them (stale marks, live events),
// a project's own assets moved in with duplicates merged by choice, and what happens when a project leaves.
import { afterEach, describe, expect, it } from 'vitest';
import {
  SERVER_EVENTS,
  type AssetFreshness,
  type AssetView,
  type BibleMoveResult,
  type BibleProposal,
  type JobTicket,
  type Project,
  type Scenario,
  type ScenarioFreshness,
  type Shot,
} from '@sym/contracts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { tabsOf } from './helpers/collab-tabs.ts';
import { waitForJob } from './helpers/jobs.ts';

const server = useTestServer();
const tabs = tabsOf(server);
const fixtures = rowFixtures(server);
afterEach(() => tabs.closeAll());

type Token = string;

async function projectIn(token: Token, name: string, seriesId: string | null) {
  const project = dataOf<Project>(await server.request('POST', '/api/projects', { token, body: { name } }));
  if (seriesId) dataOf(await server.request('PATCH', `/api/projects/${project.id}`, { token, body: { seriesId } }));
  return project;
}

async function episodeOf(token: Token, projectId: string, descriptions: readonly string[]) {
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'Ep', projectId } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const shots: Shot[] = [];
  for (const description of descriptions) {
    shots.push(dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body: { description } })));
  }
  return { base, ids: shots.map((shot) => shot.id) };
}

const assetsOf = async (token: Token, projectId: string) =>
  dataOf<AssetView[]>(await server.request('GET', `/api/assets/project/${projectId}`, { token }));

const createAsset = (token: Token, body: Record<string, unknown>) =>
  server.request('POST', '/api/assets', { token, body });

const addLook = async (token: Token, assetId: string, variant_name: string, description: string) =>
  dataOf<{ id: string }>(
    await server.request('POST', `/api/assets/${assetId}/generations`, { token, body: { variant_name, description } }),
  );

async function wear(token: Token, base: string, shotId: string, assetId: string, variantId: string) {
  dataOf(await server.request('PUT', `${base}/shots/${shotId}/assets`, { token, body: { assets: [assetId] } }));
  return dataOf<Shot>(
    await server.request('PUT', `${base}/shots/${shotId}/looks`, { token, body: { assetId, variantId } }),
  );
}

async function draw(token: Token, base: string, ids: readonly string[]) {
  for (const shotId of ids) {
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shotId}/generate`, { token, body: {} }),
    );
    expect(await waitForJob(server, token, ticket)).toMatchObject({ status: 'completed' });
  }
}

const imageStates = async (token: Token, base: string) =>
  dataOf<ScenarioFreshness>(await server.request('GET', `${base}/freshness`, { token })).shots.map(
    (shot) => shot.image.state,
  );

/** A series of two projects with a two-look character in its bible. */
async function seriesWithBible() {
  const account = await server.register();
  const token = account.accessToken;
  const series = dataOf<{ id: string }>(
    await server.request('POST', '/api/series', { token, body: { name: 'Harbour' } }),
  );
  const first = await projectIn(token, 'Episode one', series.id);
  const second = await projectIn(token, 'Episode two', series.id);
  const mara = dataOf<AssetView>(
    await createAsset(token, {
      projectId: first.id,
      inSeriesBible: true,
      name: 'Mara',
      type: 'character',
      description: 'a girl of twelve',
    }),
  );
  const uniform = await addLook(token, mara.id, 'School uniform', 'navy blazer and tie');
  const coat = await addLook(token, mara.id, 'Winter coat', 'a long red coat');
  return { account, token, series, first, second, mara, uniform, coat };
}

describe('the series bible', () => {
  it('is used by every project of the series; changing a look marks exactly the shots wearing it in both', async () => {
    const { account, token, first, second, mara, uniform, coat } = await seriesWithBible();
    expect(mara.seriesId).toBeTruthy();
    expect((await assetsOf(token, second.id)).map((asset) => asset.name)).toEqual(['Mara']);

    const one = await episodeOf(token, first.id, ['Mara at school', 'Mara in the snow']);
    const two = await episodeOf(token, second.id, ['Mara walks to school', 'Mara by the frozen lake']);
    await wear(token, one.base, one.ids[0]!, mara.id, uniform.id);
    await wear(token, one.base, one.ids[1]!, mara.id, coat.id);
    await wear(token, two.base, two.ids[0]!, mara.id, uniform.id);
    await wear(token, two.base, two.ids[1]!, mara.id, coat.id);
    await fixtures.setUserTier(account.user.id, 'sym');
    await draw(token, one.base, one.ids);
    await draw(token, two.base, two.ids);
    expect(await imageStates(token, one.base)).toEqual(['current', 'current']);

    // Someone working in the second project hears the change made from the first.
    const tab = await tabs.joined(token, second.id);
    const since = tab.mark();
    dataOf(
      await server.request('PUT', `/api/assets/${mara.id}/generations/${coat.id}`, {
        token,
        body: { description: 'a long green coat' },
      }),
    );
    await tab.waitFor(SERVER_EVENTS.variantUpdated, () => true, since);
    expect(await imageStates(token, one.base)).toEqual(['current', 'stale']);
    expect(await imageStates(token, two.base)).toEqual(['current', 'stale']);
    // The asset's page lists the shots of both projects that use it, with their states.
    const usage = dataOf<AssetFreshness>(await server.request('GET', `/api/assets/${mara.id}/freshness`, { token }));
    expect(usage.shots.map((shot) => [shot.projectName, shot.scenarioName, shot.position, shot.image.state])).toEqual([
      ['Episode one', 'Ep', 1, 'current'],
      ['Episode one', 'Ep', 2, 'stale'],
      ['Episode two', 'Ep', 1, 'current'],
      ['Episode two', 'Ep', 2, 'stale'],
    ]);
    expect(usage.shots[1]!.image.reasons).toEqual([{ part: 'look', name: 'Mara' }]);
    expect(usage.counts.image).toEqual({ current: 2, stale: 2, missing: 0 });
    const stranger = await server.register();
    errorOf(await server.request('GET', `/api/assets/${mara.id}/freshness`, { token: stranger.accessToken }), 404);

    dataOf(await server.request('PATCH', `/api/assets/${mara.id}`, { token, body: { name: 'Mara Vale' } }));
    const renamed = await tab.waitFor<AssetView>(SERVER_EVENTS.assetUpdated, (asset) => asset.id === mara.id, since);
    expect(renamed.name).toBe('Mara Vale');
  });

  it('refuses a bible asset outside a series, and strangers cannot reach one', async () => {
    const { token, mara } = await seriesWithBible();
    const alone = await projectIn(token, 'Loose', null);
    const refused = errorOf(
      await createAsset(token, { projectId: alone.id, inSeriesBible: true, name: 'Tom', type: 'character' }),
      422,
    );
    expect(refused.details).toContainEqual({ field: 'inSeriesBible', message: 'This project is not in a series' });
    expect(await assetsOf(token, alone.id)).toEqual([]);
    // A project outside the series cannot link the bible's asset.
    const loose = await episodeOf(token, alone.id, ['Tom waits']);
    errorOf(
      await server.request('PUT', `${loose.base}/shots/${loose.ids[0]}/assets`, { token, body: { assets: [mara.id] } }),
      422,
    );
    const stranger = await server.register();
    errorOf(await server.request('GET', `/api/assets/${mara.id}`, { token: stranger.accessToken }), 404);
    errorOf(
      await server.request('PATCH', `/api/assets/${mara.id}`, { token: stranger.accessToken, body: { name: 'X' } }),
      404,
    );
  });

  it("moves a project's assets in, merging a duplicate by choice: its shots wear the bible's look of the same name", async () => {
    const { token, series, first, second, mara, coat } = await seriesWithBible();
    const own = (body: Record<string, unknown>) => createAsset(token, { projectId: second.id, ...body });
    const copy = dataOf<AssetView>(await own({ name: 'mara', type: 'character', description: 'twelve' }));
    const copyCoat = await addLook(token, copy.id, 'Winter coat', 'a red coat');
    const pier = dataOf<AssetView>(await own({ name: 'Old pier', type: 'location' }));
    const ep = await episodeOf(token, second.id, ['mara on the pier']);
    dataOf(
      await server.request('PUT', `${ep.base}/shots/${ep.ids[0]}/assets`, {
        token,
        body: { assets: [copy.id, pier.id] },
      }),
    );
    dataOf(
      await server.request('PUT', `${ep.base}/shots/${ep.ids[0]}/looks`, {
        token,
        body: { assetId: copy.id, variantId: copyCoat.id },
      }),
    );

    const proposal = dataOf<BibleProposal>(
      await server.request('GET', `/api/projects/${second.id}/bible/proposal`, { token }),
    );
    expect(proposal).toMatchObject({ seriesId: series.id, seriesName: 'Harbour' });
    expect(proposal.candidates).toEqual([
      { assetId: copy.id, name: 'mara', type: 'character', matches: [{ assetId: mara.id, name: 'Mara' }] },
      { assetId: pier.id, name: 'Old pier', type: 'location', matches: [] },
    ]);

    // A merge into an asset of another type, or an asset that is not the project's own, changes nothing.
    const move = (items: unknown) =>
      server.request('POST', `/api/projects/${second.id}/bible/move`, { token, body: { items } });
    const wrongType = errorOf(await move([{ assetId: pier.id }, { assetId: copy.id, mergeInto: pier.id }]), 422);
    expect(wrongType.details).toContainEqual({
      field: 'items.1.mergeInto',
      message: 'Merge only into an asset of the same type in the series bible',
    });
    const notOwn = errorOf(await move([{ assetId: mara.id }]), 422);
    expect(notOwn.details).toContainEqual({
      field: 'items.0.assetId',
      message: "Only the project's own assets can move to the series bible",
    });
    expect((await assetsOf(token, first.id)).map((asset) => asset.name)).toEqual(['Mara']);

    const result = dataOf<BibleMoveResult>(
      await move([{ assetId: copy.id, mergeInto: mara.id }, { assetId: pier.id }]),
    );
    expect(result).toEqual({ moved: [pier.id], merged: [{ assetId: copy.id, into: mara.id }], relinkedShots: 1 });
    const shot = dataOf<Shot[]>(await server.request('GET', `${ep.base}/shots`, { token }))[0]!;
    expect([...shot.assetIds].sort()).toEqual([mara.id, pier.id].sort());
    expect(shot.looks).toEqual({ [mara.id]: coat.id });
    errorOf(await server.request('GET', `/api/assets/${copy.id}`, { token }), 404);
    // The pier is the whole series' now.
    expect((await assetsOf(token, first.id)).map((asset) => asset.name)).toEqual(['Mara', 'Old pier']);
  });

  it('a project leaving the series hands its bible assets to the others; a copy in the series keeps using them', async () => {
    const { token, first, second, mara } = await seriesWithBible();
    const ep = await episodeOf(token, second.id, ['Mara waves']);
    dataOf(await server.request('PUT', `${ep.base}/shots/${ep.ids[0]}/assets`, { token, body: { assets: [mara.id] } }));

    const copy = dataOf<Project>(await server.request('POST', `/api/projects/${second.id}/clone`, { token, body: {} }));
    expect((await assetsOf(token, copy.id)).map((asset) => asset.id)).toEqual([mara.id]);

    // Mara's home project goes to the Recycle Bin: she stays in the bible, at home in another project.
    dataOf(await server.request('DELETE', `/api/projects/${first.id}`, { token }));
    const moved = dataOf<AssetView>(await server.request('GET', `/api/assets/${mara.id}`, { token }));
    expect(moved.seriesId).toBeTruthy();
    expect(moved.projectId).toBe(second.id);
    expect((await assetsOf(token, copy.id)).map((asset) => asset.id)).toEqual([mara.id]);
  });

  it('deleting the series leaves each project using a bible asset with its own, its shots and looks kept', async () => {
    const { token, series, first, second, mara, coat } = await seriesWithBible();
    const one = await episodeOf(token, first.id, ['Mara in the snow']);
    const two = await episodeOf(token, second.id, ['Mara on the ice']);
    await wear(token, one.base, one.ids[0]!, mara.id, coat.id);
    await wear(token, two.base, two.ids[0]!, mara.id, coat.id);

    dataOf(await server.request('DELETE', `/api/series/${series.id}`, { token }));
    const home = await assetsOf(token, first.id);
    expect(home.map((asset) => [asset.id, asset.seriesId])).toEqual([[mara.id, null]]);
    const [copy] = await assetsOf(token, second.id);
    expect(copy).toMatchObject({ name: 'Mara', description: 'a girl of twelve', seriesId: null });
    expect(copy!.id).not.toBe(mara.id);
    const looks = dataOf<Array<{ id: string; variant_name: string }>>(
      await server.request('GET', `/api/assets/${copy!.id}/generations`, { token }),
    );
    const copiedCoat = looks.find((look) => look.variant_name === 'Winter coat')!;
    const [shotTwo] = dataOf<Shot[]>(await server.request('GET', `${two.base}/shots`, { token }));
    expect(shotTwo!.assetIds).toEqual([copy!.id]);
    expect(shotTwo!.looks).toEqual({ [copy!.id]: copiedCoat.id });
    const [shotOne] = dataOf<Shot[]>(await server.request('GET', `${one.base}/shots`, { token }));
    expect(shotOne!.looks).toEqual({ [mara.id]: coat.id });
  });
});
