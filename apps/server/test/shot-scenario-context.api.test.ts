import { describe, expect, it } from 'vitest';
import type { JobTicket, Scenario, Shot, ShotGeneration } from '@sym/contracts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { dataOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);

/** The lighthouse story as an episode: its characters and harbour linked to the shots that name them. */
async function lighthouseScenario() {
  const account = await server.register();
  const token = account.accessToken;
  const project = await fixtures.project(account.user.id);
  const asset = async (body: Record<string, unknown>) =>
    dataOf<PresentedAsset>(
      await server.request('POST', '/api/assets', { token, body: { projectId: project.id, ...body } }),
    );
  const elsa = await asset({
    name: 'Elsa',
    type: 'character',
    description: 'an old lighthouse keeper with a grey braid and a yellow oilskin coat',
  });
  const biscuit = await asset({
    name: 'Biscuit',
    type: 'character',
    description: 'Biscuit, a scruffy brown terrier dog with one white ear',
  });
  const tom = await asset({ name: 'Tom', type: 'character', description: 'a young fisherman in a red cap' });
  const harbour = await asset({ name: 'Harrow Harbour', type: 'location', description: 'a small fishing harbour' });
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', { token, body: { name: 'The Lamp', projectId: project.id } }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  const addShot = async (description: string, assetIds: string[] = []) =>
    dataOf<Shot>(await server.request('POST', `${base}/shots`, { token, body: { description, assetIds } }));
  await addShot('Elsa lives in the lighthouse on the cliffs with her terrier Biscuit.', [elsa.id, biscuit.id]);
  await addShot('One stormy night the great lamp at the top of the lighthouse goes dark.');
  await addShot('Down at the harbour, Elsa waits by the rowboat.', [elsa.id, harbour.id]);
  const generate = async (shot: Shot) => {
    const ticket = dataOf<JobTicket>(
      await server.request('POST', `${base}/shots/${shot.id}/generate`, { token, body: {} }),
    );
    expect((await waitForJob(server, token, ticket)).status).toBe('completed');
    const [generation] = dataOf<ShotGeneration[]>(
      await server.request('GET', `${base}/shots/${shot.id}/generations`, { token }),
    );
    return generation!;
  };
  return { elsa, biscuit, tom, harbour, addShot, generate };
}

describe("a shot's figures and place come from its episode", () => {
  it('draws "the old woman" of shot 4 as Elsa, at the harbour of shot 3, still at night', async () => {
    const { elsa, harbour, addShot, generate } = await lighthouseScenario();
    const shot4 = await addShot('The old woman pulls her shawl tight.');
    const generation = await generate(shot4);
    const scene = generation.scene!;
    expect(scene.figures.map((figure) => [figure.assetId, figure.name, figure.kind, figure.source])).toEqual([
      [elsa.id, 'Elsa', 'person', { from: 'text', evidence: 'The old woman pulls' }],
    ]);
    expect(scene.setting).toMatchObject({
      place: 'harbour',
      interior: false,
      assetId: harbour.id,
      name: 'Harrow Harbour',
      source: { from: 'episode', evidence: 'Harrow Harbour' },
    });
    expect(scene.time).toBe('night');
    // What was drawn lists the pictures it was drawn from: Elsa's and the harbour's, though neither is linked here.
    const drawnFrom = generation.metadata.referenceImages as Array<{ assetId: string }>;
    expect(drawnFrom.map((reference) => reference.assetId).sort()).toEqual([elsa.id, harbour.id].sort());
  });

  it('draws Biscuit of an earlier shot as the dog he is, asleep, in a shot added without links', async () => {
    const { biscuit, addShot, generate } = await lighthouseScenario();
    const scene = (await generate(await addShot('Biscuit sleeps by the lantern.'))).scene!;
    expect(scene.figures.map((figure) => [figure.assetId, figure.kind, figure.species, figure.action])).toEqual([
      [biscuit.id, 'animal', 'dog', 'lie'],
    ]);
    expect(scene.setting.place).toBe('harbour');
  });
});
