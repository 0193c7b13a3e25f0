import { describe, expect, it } from 'vitest';
import { sceneBefore } from './plan-scenario.ts';
import { planScene, type PlanAsset, type ScenePlanInput } from './plan-scene.ts';

const ELSA: PlanAsset = {
  id: 'a-elsa',
  name: 'Elsa',
  type: 'character',
  description: 'an old lighthouse keeper with a grey braid and a yellow oilskin coat',
};
const TOM: PlanAsset = { id: 'a-tom', name: 'Tom', type: 'character', description: 'a young fisherman in a red cap' };
const BISCUIT: PlanAsset = {
  id: 'a-biscuit',
  name: 'Biscuit',
  type: 'character',
  description: 'Biscuit, a scruffy brown terrier dog with one white ear',
};
const HARBOUR: PlanAsset = { id: 'a-harbour', name: 'Harrow Harbour', type: 'location', description: 'a harbour' };

const ofScenario = (asset: PlanAsset): PlanAsset => ({ ...asset, reach: 'scenario' });
const ofProject = (asset: PlanAsset): PlanAsset => ({ ...asset, reach: 'project' });

const shot = (description: string, assets: PlanAsset[] = [], more: Partial<ScenePlanInput> = {}): ScenePlanInput => ({
  shotType: 'wide',
  description,
  assets,
  ...more,
});
const figuresOf = (input: ScenePlanInput) =>
  planScene(input).figures.map((figure) => [figure.key, figure.kind, figure.species, figure.action]);

describe('a figure the words refer to by role or pronoun', () => {
  it('is the linked character it fits, not a new figure', () => {
    expect(figuresOf(shot('The old woman pulls her shawl tight.', [ELSA]))).toEqual([
      [ELSA.id, 'person', 'human', 'stand'],
    ]);
    expect(figuresOf(shot('The old woman pulls her shawl tight. Tom waves.', [TOM, ELSA]))).toEqual([
      [ELSA.id, 'person', 'human', 'stand'],
      [TOM.id, 'person', 'human', 'wave'],
    ]);
  });

  it("is the episode's character of an earlier shot: by role, by pronoun, by name, by its own noun", () => {
    const cast = [ofScenario(TOM), ofScenario(ELSA), ofScenario(BISCUIT)];
    const plan = planScene(shot('The old woman pulls her shawl tight.', cast));
    expect(plan.figures.map((figure) => [figure.key, figure.assetId, figure.name])).toEqual([
      [ELSA.id, ELSA.id, 'Elsa'],
    ]);
    // What was drawn says why: the words that meant her.
    expect(plan.figures[0]!.source).toEqual({ from: 'text', evidence: 'The old woman pulls' });
    expect(figuresOf(shot('She rows out towards the rocks.', cast))).toEqual([[ELSA.id, 'person', 'human', 'walk']]);
    expect(figuresOf(shot('He waves from the deck.', cast))).toEqual([[TOM.id, 'person', 'human', 'wave']]);
    expect(figuresOf(shot('The keeper lights the lamp.', cast))).toEqual([[ELSA.id, 'person', 'human', 'hold']]);
    expect(figuresOf(shot('Biscuit sleeps by the lantern.', cast))).toEqual([[BISCUIT.id, 'animal', 'dog', 'lie']]);
    expect(figuresOf(shot('The dog sleeps by the lantern.', cast))).toEqual([[BISCUIT.id, 'animal', 'dog', 'lie']]);
    // A character only of the project comes in by its name alone.
    expect(figuresOf(shot('Biscuit sleeps by the lantern.', [ofProject(BISCUIT)]))).toEqual([
      [BISCUIT.id, 'animal', 'dog', 'lie'],
    ]);
  });

  it('stays someone new when the words introduce someone or say otherwise', () => {
    const cast = [ofScenario(ELSA), ofScenario(BISCUIT)];
    const keys = (input: ScenePlanInput) => planScene(input).figures.map((figure) => figure.key);
    expect(keys(shot('A woman waves from the quay.', cast))).toEqual(['text:woman']);
    expect(keys(shot('The young woman waves from the quay.', cast))).toEqual(['text:woman']);
    expect(keys(shot('The fisherman waves from the quay.', cast))).toEqual(['text:fisherman']);
    expect(keys(shot('A dog barks on the quay.', cast))).toEqual(['text:dog']);
    expect(keys(shot('Elsa greets the old woman.', [ELSA]))).toEqual([ELSA.id, 'text:woman']);
    expect(keys(shot('She waves.', [ofProject(ELSA)]))).toEqual(['text:woman']);
    expect(keys(shot('The dog barks.', [ofProject(BISCUIT)]))).toEqual(['text:dog']);
    // Nobody meant: the episode's characters stay out of the picture, even when a word is one of their names.
    expect(keys(shot('Waves crash against the rocks.', cast))).toEqual([]);
    const rain: PlanAsset = { id: 'a-rain', name: 'Rain', type: 'character', description: 'a girl' };
    expect(keys(shot('The lamp goes dark and rain lashes the windows.', [ofScenario(rain)]))).toEqual([]);
    expect(keys(shot('Rain smiles.', [ofScenario(rain)]))).toEqual([rain.id]);
  });
});

describe('a shot with no place of its own', () => {
  const scenario = [
    shot('One stormy night the great lamp at the top of the lighthouse goes dark.'),
    shot('Elsa climbs the spiral stairs with a lantern.', [ELSA]),
    shot('Down at the harbour, Elsa waits by the rowboat.', [ELSA]),
  ];

  it('takes the place of the shot before it, and the time of day, and says so', () => {
    const before = sceneBefore(scenario);
    expect(before).toMatchObject({ setting: { place: 'harbour' }, time: 'night' });
    const plan = planScene(shot('The old woman pulls her shawl tight.', [ofScenario(ELSA)], { before }));
    expect(plan.setting).toMatchObject({
      place: 'harbour',
      interior: false,
      source: { from: 'episode', evidence: 'Down at the harbour' },
    });
    expect(plan.time).toBe('night');
    expect(plan.figures.map((figure) => figure.key)).toEqual([ELSA.id]);
    // Without the episode the same words were drawn nowhere in particular, in daylight.
    expect(planScene(shot('The old woman pulls her shawl tight.')).setting.source.from).toBe('default');
  });

  it('holds the place through shots that name none, until one names another; the words change the time', () => {
    const longer = [...scenario, shot('She unties the rope.', [ELSA]), shot('Rain hammers the boat.')];
    expect(sceneBefore(longer)).toMatchObject({ setting: { place: 'harbour' }, time: 'night' });
    const before = sceneBefore([...longer, shot('At dawn Elsa walks along the beach.', [ELSA])]);
    expect(before).toMatchObject({ setting: { place: 'beach' }, time: 'dawn' });
    const own = planScene(shot('In the cave, she lights a fire.', [ELSA], { before }));
    expect([own.setting.place, own.setting.source.from, own.time]).toEqual(['cave', 'text', 'dawn']);
    expect(planScene(shot('Tom waves at noon.', [TOM], { before })).time).toBe('day');
    expect(sceneBefore([])).toBeUndefined();
  });

  it("carries a linked location of the earlier shot, with the asset's id", () => {
    const before = sceneBefore([shot('Elsa waits.', [ELSA, HARBOUR])]);
    const plan = planScene(shot('She pulls her shawl tight.', [], { before }));
    expect(plan.setting).toMatchObject({ assetId: HARBOUR.id, name: 'Harrow Harbour', source: { from: 'episode' } });
  });
});
