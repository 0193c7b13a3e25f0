import { describe, expect, it } from 'vitest';
import type {
  ConsistencyReport,
  JobTicket,
  ScenarioFreshness,
  Shot,
  ShotBatchQuote,
  ShotVersion,
} from '@sym/contracts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { balanceOf, waitForJob } from './helpers/jobs.ts';
import { scenarioWithShots } from './helpers/scenarios.ts';

// With a worker: images are really drawn (local renderer), and each records what it was made from.
const server = useTestServer();
const fixtures = rowFixtures(server);

type Token = string;

async function drawAll(token: Token, base: string, shotIds: readonly string[]) {
  for (const shotId of shotIds) {
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shotId}/generate`, { token, body: {} }),
    );
    expect(await waitForJob(server, token, ticket)).toMatchObject({ status: 'completed' });
  }
}

const freshness = async (token: Token, base: string) =>
  dataOf<ScenarioFreshness>(await server.request('GET', `${base}/freshness`, { token }));

const versionsOf = async (token: Token, base: string, shotId: string) =>
  dataOf<ShotVersion[]>(await server.request('GET', `${base}/shots/${shotId}/versions`, { token }));

const imageStates = (state: ScenarioFreshness) => state.shots.map((shot) => shot.image.state);

/** An episode of three shots: Mara alone, Mara at the pier, the pier alone; every image drawn. */
async function drawnEpisode() {
  const account = await server.register();
  const token = account.accessToken;
  const episode = await scenarioWithShots(server, account, 3, (index) => ({
    description: ['Mara waves', 'Mara walks on the pier', 'Waves under the pier'][index],
    animationInstructions: 'slow push in',
  }));
  const asset = (body: Record<string, unknown>) =>
    server.request('POST', '/api/assets', { token, body: { projectId: episode.project.id, ...body } });
  const mara = dataOf<{ id: string }>(
    await asset({ name: 'Mara', type: 'character', description: 'a girl in a red scarf' }),
  );
  const pier = dataOf<{ id: string }>(
    await asset({ name: 'Old pier', type: 'location', description: 'a wooden pier' }),
  );
  const links = [[mara.id], [mara.id, pier.id], [pier.id]];
  for (const [index, shot] of episode.shots.entries()) {
    dataOf(
      await server.request('PUT', `${episode.base}/shots/${shot.id}/assets`, { token, body: { assets: links[index] } }),
    );
  }
  await fixtures.setUserTier(account.user.id, 'sym');
  const ids = episode.shots.map((shot) => shot.id);
  await drawAll(token, episode.base, ids);
  return { account, token, mara, pier, ids, ...episode };
}

describe('stale marking', () => {
  it('marks exactly the shots whose linked look changed, says what changed, and nothing else', async () => {
    const { token, base, mara, pier, ids } = await drawnEpisode();
    const fresh = await freshness(token, base);
    expect(imageStates(fresh)).toEqual(['current', 'current', 'current']);
    expect(fresh.shots.map((shot) => shot.video.state)).toEqual(['missing', 'missing', 'missing']);
    expect(fresh.counts.image).toEqual({ current: 3, stale: 0, missing: 0 });

    dataOf(
      await server.request('PATCH', `/api/assets/${mara.id}`, {
        token,
        body: { description: 'a girl in a blue scarf' },
      }),
    );
    const after = await freshness(token, base);
    expect(imageStates(after)).toEqual(['stale', 'stale', 'current']);
    expect(after.shots[0]!.image.reasons).toEqual([{ part: 'look', name: 'Mara' }]);
    expect(after.counts.image).toEqual({ current: 1, stale: 2, missing: 0 });

    // The shot's own words, and an asset unlinked, say so too.
    dataOf(
      await server.request('PUT', `${base}/shots/${ids[2]}`, { token, body: { description: 'Gulls over the pier' } }),
    );
    dataOf(await server.request('PUT', `${base}/shots/${ids[1]}/assets`, { token, body: { assets: [mara.id] } }));
    const words = await freshness(token, base);
    expect(words.shots[2]!.image.reasons).toEqual([{ part: 'text' }]);
    expect(words.shots[1]!.image.reasons).toEqual([
      { part: 'look', name: 'Mara' },
      { part: 'assetRemoved', name: 'Old pier' },
    ]);
    expect(pier.id).toBeTruthy();
  });

  it('a new take with another seed, or going back to an older take of the same inputs, marks nothing', async () => {
    const { token, base, ids } = await drawnEpisode();
    const first = await versionsOf(token, base, ids[0]!);
    await drawAll(token, base, [ids[0]!]);
    expect(imageStates(await freshness(token, base))).toEqual(['current', 'current', 'current']);
    const older = first.find((take) => take.kind === 'image')!;
    dataOf(
      await server.request('POST', `${base}/shots/${ids[0]}/versions/${older.generationId}/use`, { token, body: {} }),
    );
    expect(imageStates(await freshness(token, base))).toEqual(['current', 'current', 'current']);
  });

  it('"bring up to date" quotes and generates exactly the stale ones, charges exactly them, and keeps the old takes', async () => {
    const { token, base, mara, ids } = await drawnEpisode();
    dataOf(
      await server.request('PATCH', `/api/assets/${mara.id}`, {
        token,
        body: { description: 'a girl in a green coat' },
      }),
    );
    const quote = dataOf<ShotBatchQuote>(
      await server.request('POST', `${base}/up-to-date/quote`, { token, body: { kind: 'image' } }),
    );
    expect(quote).toMatchObject({ toStart: [ids[0], ids[1]], inFlight: [], skipped: [], cost: 2 });
    // Of the shots named (a scene, a selection), only the stale ones.
    const named = dataOf<ShotBatchQuote>(
      await server.request('POST', `${base}/up-to-date/quote`, {
        token,
        body: { kind: 'image', shotIds: [ids[1], ids[2]] },
      }),
    );
    expect(named.toStart).toEqual([ids[1]]);
    const before = await balanceOf(server, token);
    const started = dataOf<{ jobs: JobTicket[] }>(
      await server.request('POST', `${base}/up-to-date`, { token, body: { kind: 'image' } }),
    );
    expect(started.jobs.map((job) => job.targetKey)).toEqual([`shot:${ids[0]}:image`, `shot:${ids[1]}:image`]);
    expect(await balanceOf(server, token)).toBe(before - 2);
    for (const job of started.jobs) await waitForJob(server, token, job);
    expect(imageStates(await freshness(token, base))).toEqual(['current', 'current', 'current']);
    // Nothing is left to do: a second call starts nothing and charges nothing.
    const again = dataOf<{ jobs: JobTicket[] }>(
      await server.request('POST', `${base}/up-to-date`, { token, body: { kind: 'image' } }),
    );
    expect(again.jobs).toEqual([]);
    expect(await balanceOf(server, token)).toBe(before - 2);
    // The stale take stays a version of its shot, and can be brought back (stale again, as it is).
    const images = (await versionsOf(token, base, ids[0]!)).filter((take) => take.kind === 'image');
    expect(images.map((take) => take.isCurrent)).toEqual([true, false]);
    dataOf(
      await server.request('POST', `${base}/shots/${ids[0]}/versions/${images[1]!.generationId}/use`, {
        token,
        body: {},
      }),
    );
    expect(imageStates(await freshness(token, base))).toEqual(['stale', 'current', 'current']);
  });

  it('answers 401, 404 and 422 as every episode operation does', async () => {
    const { token, base, scenario } = await drawnEpisode();
    const stranger = await server.register();
    errorOf(await server.request('GET', `${base}/freshness`), 401);
    errorOf(await server.request('GET', `${base}/freshness`, { token: stranger.accessToken }), 404);
    errorOf(await server.request('GET', `/api/scenarios/nope/freshness`, { token }), 404);
    errorOf(await server.request('POST', `${base}/up-to-date`, { token, body: { kind: 'audio' } }), 422);
    errorOf(
      await server.request('POST', `/api/scenarios/${scenario.id}/up-to-date`, {
        token,
        body: { kind: 'image', shotIds: [crypto.randomUUID()] },
      }),
      404,
    );
  });
});

describe('looks', () => {
  it('a shot names the look its character wears; changing that look marks exactly the shots wearing it', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const { base, project, shots } = await scenarioWithShots(server, account, 3, (index) => ({
      description: ['Mara at school', 'Mara in the snow', 'Mara at home'][index],
    }));
    const mara = dataOf<{ id: string }>(
      await server.request('POST', '/api/assets', {
        token,
        body: { projectId: project.id, name: 'Mara', type: 'character', description: 'a girl of twelve' },
      }),
    );
    const variant = (variant_name: string, description: string) =>
      server.request('POST', `/api/assets/${mara.id}/generations`, { token, body: { variant_name, description } });
    const uniform = dataOf<{ id: string }>(await variant('School uniform', 'navy blazer and tie'));
    const coat = dataOf<{ id: string }>(await variant('Winter coat', 'a long red coat'));
    const ids = shots.map((shot) => shot.id);
    for (const id of ids) {
      dataOf(await server.request('PUT', `${base}/shots/${id}/assets`, { token, body: { assets: [mara.id] } }));
    }
    const wear = (shotId: string, variantId: string | null, assetId = mara.id) =>
      server.request('PUT', `${base}/shots/${shotId}/looks`, { token, body: { assetId, variantId } });
    const worn = dataOf<Shot>(await wear(ids[0]!, uniform.id));
    expect(worn.looks).toEqual({ [mara.id]: uniform.id });
    dataOf(await wear(ids[1]!, coat.id));
    await drawAll(token, base, ids);
    expect(imageStates(await freshness(token, base))).toEqual(['current', 'current', 'current']);

    dataOf(
      await server.request('PUT', `/api/assets/${mara.id}/generations/${coat.id}`, {
        token,
        body: { description: 'a long green coat' },
      }),
    );
    const after = await freshness(token, base);
    expect(imageStates(after)).toEqual(['current', 'stale', 'current']);
    expect(after.shots[1]!.image.reasons).toEqual([{ part: 'look', name: 'Mara' }]);
    // Another look for the shot is a change of what it is made from too; back to the default likewise.
    dataOf(await wear(ids[0]!, null));
    expect(imageStates(await freshness(token, base))).toEqual(['stale', 'stale', 'current']);

    // Only a linked asset's own variant can be worn.
    const other = dataOf<{ id: string }>(
      await server.request('POST', '/api/assets', {
        token,
        body: { projectId: project.id, name: 'Tom', type: 'character' },
      }),
    );
    const unlinked = errorOf(await wear(ids[2]!, null, other.id), 422);
    expect(unlinked.details).toContainEqual({
      field: 'assetId',
      message: 'Link the asset to the shot before choosing its look',
    });
    const tomsLook = dataOf<{ id: string }>(
      await server.request('POST', `/api/assets/${other.id}/generations`, { token, body: { variant_name: 'Hat' } }),
    );
    const foreign = errorOf(await wear(ids[2]!, tomsLook.id), 422);
    expect(foreign.details).toContainEqual({
      field: 'variantId',
      message: "The look must be one of the asset's variants",
    });
  });
});

describe('the consistency check', () => {
  it('lists contradicting colours, a look changed since drawing, and a character named but not linked', async () => {
    const { token, base, mara, ids } = await drawnEpisode();
    const update = (shotId: string, description: string) =>
      server.request('PUT', `${base}/shots/${shotId}`, { token, body: { description } });
    dataOf(await update(ids[1]!, 'Mara pulls her blue scarf tight on the pier'));
    dataOf(await update(ids[2]!, 'Mara watches the waves under the pier'));
    dataOf(
      await server.request('PATCH', `/api/assets/${mara.id}`, {
        token,
        body: { description: 'a girl in a red scarf, older' },
      }),
    );
    const report = dataOf<ConsistencyReport>(await server.request('GET', `${base}/consistency`, { token }));
    expect(report.findings).toEqual([
      {
        kind: 'contradiction',
        assetId: mara.id,
        name: 'Mara',
        thing: 'scarf',
        values: [
          { value: 'red', shotIds: [], inLook: true },
          { value: 'blue', shotIds: [ids[1]], inLook: false },
        ],
      },
      { kind: 'lookChanged', assetId: mara.id, name: 'Mara', shotIds: [ids[0], ids[1]] },
      { kind: 'unlinked', assetId: mara.id, name: 'Mara', shotIds: [ids[2]] },
    ]);
    const stranger = await server.register();
    errorOf(await server.request('GET', `${base}/consistency`, { token: stranger.accessToken }), 404);
    errorOf(await server.request('GET', `${base}/consistency`), 401);
  });
});
