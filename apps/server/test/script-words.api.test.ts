import { describe, expect, it } from 'vitest';
import type { Scenario, ScriptApplyResult, ScriptPlanSummary, Shot } from '@sym/contracts';
import { dataOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);

/** Shots without their versions (updatedAt), to compare content. */
const withoutVersions = (shots: readonly Shot[]) => shots.map(({ updatedAt: _version, ...content }) => content);

// The lighthouse story of issue 30, as the user wrote its shots.
const TEXTS = [
  {
    type: 'establishing',
    description: 'One stormy night the great lamp at the top of the lighthouse goes dark.',
    cameraMotion: 'drone',
  },
  {
    type: 'medium',
    description: 'Elsa climbed the spiral stairs and looked slowly left and right, the way her father taught her.',
    action: 'Climbs, looks',
  },
  { type: 'wide', description: 'Waves crash against the cliffs of Harrow Bay while the ships wait in the dark.' },
  {
    type: 'close',
    description: "Elsa lights the lamp with her father's old matches.",
    action: 'Strikes a match',
    metadata: { dialogue: 'I will keep the light burning, Papa.' },
  },
];

describe('generate script keeps the words of the shots', () => {
  it('writes the shots word for word without markers, and applying it unchanged keeps the same shots', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id);
    const base = `/api/scenarios/${scenario.id}`;
    for (const [index, values] of TEXTS.entries()) {
      const shot = await fixtures.shot(scenario.id, index + 1, { duration: 4, ...values });
      await fixtures.shotGeneration(shot.id, { url: `https://images.example/${index + 1}.png`, isPrimary: true });
    }
    const shotsNow = async () => dataOf<Shot[]>(await server.request('GET', `${base}/shots`, { token }));
    const before = await shotsNow();

    const { script } = dataOf<{ script: string }>(
      await server.request('POST', `${base}/script/generate`, { token, body: { prompt: 'make it tense' } }),
    );
    const lines = script.split('\n');
    for (const { description, action } of TEXTS) {
      expect(lines).toContain(description);
      if (action) expect(lines).toContain(action);
    }
    expect(script).toMatch(/^ +ELSA\n +I will keep the light burning, Papa\.$/m);
    expect(script).not.toMatch(/\[(?:ref|sum):/);
    expect(script).not.toMatch(/\blefts\b|\bteaches\b|HARROW/);
    // The episode keeps the script as the user sees it, and shows no links in its metadata.
    const saved = dataOf<Scenario>(await server.request('GET', base, { token }));
    expect(saved.script).toBe(script);
    expect(saved.metadata).toEqual({});

    const preview = dataOf<ScriptPlanSummary>(
      await server.request('POST', `${base}/script/preview`, { token, body: { script } }),
    );
    expect(preview).toMatchObject({ added: 0, updated: 0, unchanged: 4, deleted: 0, matchedByText: [] });
    const applied = dataOf<ScriptApplyResult>(
      await server.request('POST', `${base}/script/apply`, { token, body: { script } }),
    );
    expect(applied.shots).toEqual(before);
    expect(await shotsNow()).toEqual(before);

    // A client saving the episode's metadata does not drop the links: the script still finds its shots.
    dataOf(await server.request('PATCH', base, { token, body: { metadata: { mood: 'stormy' } } }));
    // One block rewritten in place, in other words entirely: it keeps its shot (and image), the others stay.
    const edited = script.replace(TEXTS[2]!.description, 'Gulls scream over the black rocks.');
    const editedResult = dataOf<ScriptApplyResult>(
      await server.request('POST', `${base}/script/apply`, { token, body: { script: edited } }),
    );
    expect(editedResult.summary).toMatchObject({ added: 0, updated: 1, unchanged: 3, deleted: 0 });
    expect(withoutVersions(editedResult.shots)).toEqual(
      withoutVersions([
        before[0]!,
        before[1]!,
        { ...before[2]!, description: 'Gulls scream over the black rocks.' },
        before[3]!,
      ]),
    );
    // Applied again as it stands, the script changes nothing.
    const again = dataOf<ScriptPlanSummary>(
      await server.request('POST', `${base}/script/preview`, { token, body: { script: edited } }),
    );
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 4, deleted: 0 });
    const stored = dataOf<Scenario>(await server.request('GET', base, { token }));
    expect(stored.metadata).toEqual({ mood: 'stormy' });
  });
});
