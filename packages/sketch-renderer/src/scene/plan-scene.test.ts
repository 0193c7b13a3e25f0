import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScenePlan } from '@sym/contracts';
import { planScene, type PlanAsset, type ScenePlanInput } from './plan-scene.ts';
import { mara, tobias } from './plan-scene.test-support.ts';

describe('planScene details', () => {
  const base: ScenePlanInput = { shotType: 'medium', description: '', assets: [] };

  it('gives the same plan for the same input', () => {
    const input = { ...base, description: 'Mara climbs the stairs, holding a lantern', assets: [mara] };
    expect(planScene(input)).toEqual(planScene(input));
  });

  it('makes a linked asset named in the text one figure, and adds every linked character', () => {
    const plan = planScene({ ...base, description: 'Mara waves from the pier', assets: [mara, tobias] });
    expect(plan.figures.map((figure) => [figure.key, figure.action])).toEqual([
      ['mara', 'wave'],
      ['tobias', 'stand'],
    ]);
    expect(plan.figures.map((figure) => figure.position)).toEqual(['left', 'right']);
  });

  it("reads what a linked character is from its description (the keeper's daughter is a daughter)", () => {
    const daughter: PlanAsset = {
      id: 'd',
      name: 'Mara',
      type: 'character',
      description: "the lighthouse keeper's daughter, a young woman in a red scarf",
    };
    const plan = planScene({ ...base, description: 'Tobias waves. She runs', assets: [daughter, tobias] });
    expect(plan.figures.find((figure) => figure.key === 'd')).toMatchObject({
      kind: 'person',
      traits: ['daughter', 'young', 'red scarf'],
    });
    expect(plan.figures.map((figure) => [figure.key, figure.action])).toEqual([
      ['tobias', 'wave'],
      ['d', 'run'],
    ]);
  });

  it('reads the fisherman of an asset description as that asset', () => {
    const plan = planScene({ ...base, description: 'The fisherman mends a net', assets: [tobias] });
    expect(plan.figures.map((figure) => figure.key)).toEqual(['tobias']);
    expect(plan.props.map((prop) => prop.kind)).toEqual(['net']);
  });

  it('resolves pronouns to the last figure that fits', () => {
    const plan = planScene({
      ...base,
      description: 'Tobias hands Mara the key. She runs to the door while he waits',
      assets: [mara, tobias],
    });
    const figure = (key: string) => plan.figures.find((each) => each.key === key);
    expect(figure('mara')).toMatchObject({ action: 'run', holds: null });
    expect(figure('tobias')).toMatchObject({ action: 'stand', holds: 'text:key', lookAt: 'mara' });
  });

  it('gives what a figure wears to the wearer and leaves out who only made it', () => {
    const plan = planScene({ ...base, description: 'Mara wears a red scarf her mother knitted', assets: [mara] });
    expect(plan.figures.map((figure) => figure.name)).toEqual(['Mara']);
    expect(plan.figures[0]!.traits).toContain('red scarf');
    const unnamed = planScene({ ...base, description: 'She wears a red scarf her mother knitted' });
    expect(unnamed.figures.map((figure) => [figure.name, figure.traits])).toEqual([['a woman', ['red scarf']]]);
  });

  it('wears a garment named as a figure’s own instead of drawing it as a thing', () => {
    const shawl = { id: 'shawl', name: 'Shawl', type: 'prop' as const, description: 'Shawl' };
    const plan = planScene({
      ...base,
      description: 'Down at the harbour, Mara pulls her shawl tight and unties the rowboat',
      assets: [mara, shawl],
    });
    expect(plan.props.map((prop) => prop.name)).not.toContain('Shawl');
    expect(plan.figures.find((figure) => figure.key === 'mara')?.traits).toContain('shawl');
    const scarf = planScene({ ...base, description: 'Mara pulls her red scarf tight', assets: [mara] });
    expect(scarf.props).toEqual([]);
    expect(scarf.figures[0]!.traits).toContain('red scarf');
  });

  it('draws no storm the words say is over', () => {
    const plan = planScene({ ...base, description: 'At dawn the storm is over. Biscuit sleeps on the quay' });
    expect([plan.time, plan.weather]).toEqual(['dawn', 'clear']);
    const raging = planScene({ ...base, description: 'At dawn the storm rages over the quay' });
    expect(raging.weather).toBe('storm');
  });

  it('leaves out a relative who only taught something long ago', () => {
    const plan = planScene({
      ...base,
      description: 'Elsa climbs the spiral stairs and looks slowly left and right, the way her father taught her',
      assets: [mara],
    });
    expect(plan.figures.map((figure) => figure.name)).not.toContain('father');
    expect(plan.figures.some((figure) => figure.name.toLowerCase().includes('father'))).toBe(false);
  });

  it('reads an age as a child, a teenager or an old figure', () => {
    const plan = planScene({ ...base, description: 'The sailor is 80. Tom, who is nine, waves. Ann is sixteen' });
    const traits = (name: string) => plan.figures.find((figure) => figure.name === name)?.traits;
    expect(traits('The sailor')).toContain('old');
    expect(traits('Tom')).toContain('child');
    expect(traits('Ann')).toContain('teenage');
  });

  it('lets the modification decide the weather, clothes and held prop', () => {
    const plan = planScene({
      ...base,
      description: 'Mara stands on the cliff on a sunny day',
      modificationPrompt: 'Soaked in rain — yellow oilskin coat, holding a lantern',
      assets: [mara],
    });
    expect(plan.weather).toBe('rain');
    expect(plan.figures[0]!.traits).toContain('yellow oilskin coat');
    expect(plan.figures[0]!.holds).toBe('text:lantern');
    expect(plan.figures[0]!.action).toBe('stand');
  });

  it('takes the place of a linked location and a room the text names inside it', () => {
    const lighthouse: PlanAsset = {
      id: 'lh',
      name: 'The Lighthouse',
      type: 'location',
      description: 'a tall lighthouse',
    };
    const outside = planScene({ ...base, description: 'Waves crash below', assets: [lighthouse] });
    expect(outside.setting).toMatchObject({ place: 'lighthouse', interior: false, assetId: 'lh' });
    const inside = planScene({ ...base, description: 'Mara climbs the spiral stairs', assets: [lighthouse] });
    expect(inside.setting).toMatchObject({ place: 'stairs', interior: true, assetId: 'lh', name: 'The Lighthouse' });
  });

  it('reads a linked prop asset by its kind and gives it to the figure holding it', () => {
    const telescope: PlanAsset = { id: 'tel', name: 'Brass Telescope', type: 'prop', description: 'an old spyglass' };
    const plan = planScene({ ...base, description: 'Mara raises the telescope', assets: [mara, telescope] });
    expect(plan.props).toMatchObject([{ key: 'tel', kind: 'telescope', heldBy: 'mara', traits: ['brass'] }]);
    expect(plan.figures[0]!.holds).toBe('tel');
  });

  it('keeps the framing, camera motion and style it is given', () => {
    const plan = planScene({
      ...base,
      shotType: 'wide',
      cameraMotion: 'drone',
      description: 'The harbour at dawn',
      style: { presetId: 'watercolor', text: 'teal and amber' },
      assets: [{ id: 's', name: 'Moody', type: 'style', description: 'heavy shadows' }],
    });
    expect(plan.framing).toEqual({ shotType: 'wide', cameraMotion: 'drone', angle: 'high', subject: null });
    expect(plan.style).toEqual({ presetId: 'watercolor', text: 'teal and amber. heavy shadows' });
  });

  it('defaults to a lamp-lit interior at night and a bright field by day', () => {
    expect(planScene({ ...base, description: 'Inside, at night, the clock ticks' })).toMatchObject({
      setting: { place: 'room', interior: true },
      time: 'night',
      light: 'dim',
    });
    expect(planScene({ ...base, description: 'Someone waits' })).toMatchObject({
      setting: { place: 'field', interior: false, source: { from: 'default' } },
      time: 'day',
      weather: 'clear',
      light: 'bright',
    });
  });

  it('names the place as written, with the building an inside place belongs to', () => {
    const market = planScene({
      ...base,
      description: 'At the harbour market, Mara asks the fish seller about the boat',
    });
    expect(market.setting).toMatchObject({ place: 'market', interior: false, name: 'the harbour market' });
    const stairs = planScene({ ...base, description: 'Mara climbs the spiral stairs of the old lighthouse' });
    expect(stairs.setting).toMatchObject({
      place: 'stairs',
      interior: true,
      name: 'the old lighthouse',
      details: ['spiral stairs'],
      source: { from: 'text', evidence: 'Mara climbs the spiral stairs of the old lighthouse' },
    });
  });

  it('keeps every plan within the contract, whatever the text', () => {
    const stories = join(import.meta.dirname, '../../../../e2e/fixtures/stories');
    const texts = readdirSync(stories)
      .filter((file) => file.endsWith('.txt'))
      .flatMap((file) => {
        const story = readFileSync(join(stories, file), 'utf8');
        return [story, ...story.split(/(?<=[.!?])\s+/)];
      });
    texts.push(
      'Captain Alexander Maximilian Bartholomew Fitzgerald-Worthington Johnson Smythe Peabody Montgomery walks',
      'x'.repeat(5000),
      '',
      '…',
      'She',
      '"Listen," said the king. "Isn\'t it late?"',
    );
    expect(texts.length).toBeGreaterThan(100);
    for (const description of texts) {
      const plan = planScene({ ...base, description, assets: [mara, tobias] });
      expect(ScenePlan.safeParse(plan).success, description.slice(0, 80)).toBe(true);
    }
    const dialogue = planScene({ ...base, description: '"Listen," said the king. "Well, Isn\'t it late?"' });
    expect(dialogue.figures.map((figure) => figure.name)).toEqual(['the king']);
  });
});
