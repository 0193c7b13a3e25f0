import { describe, expect, it } from 'vitest';
import { ScenePlan } from '@sym/contracts';
import { planScene } from './plan-scene.ts';
import { scenePrompt } from './scene-prompt.ts';

/** A plan as the planner would write it, with only what a case needs spelled out. */
const plan = (changes: Record<string, unknown>): ScenePlan =>
  ScenePlan.parse({
    version: 1,
    setting: { place: 'field', interior: false, source: { from: 'default' } },
    time: 'day',
    weather: 'clear',
    light: 'bright',
    figures: [],
    props: [],
    framing: { shotType: 'medium' },
    style: {},
    ...changes,
  });

describe('scenePrompt', () => {
  it('writes framing, place, weather and light, each figure with looks, action, held prop and place, then the shot text', () => {
    const lighthouse = plan({
      setting: {
        place: 'stairs',
        interior: true,
        name: 'the old lighthouse',
        details: ['spiral stairs'],
        source: { from: 'text' },
      },
      time: 'night',
      weather: 'storm',
      light: 'dim',
      figures: [
        {
          key: 'mara',
          assetId: 'mara',
          name: 'Mara',
          kind: 'person',
          traits: ['young', 'woman', 'red scarf'],
          action: 'climb',
          holds: 'text:lantern',
          depth: 'front',
          source: { from: 'asset' },
        },
      ],
      props: [{ key: 'text:lantern', name: 'a lantern', kind: 'lantern', heldBy: 'mara', source: { from: 'text' } }],
      framing: { shotType: 'medium', subject: 'mara' },
    });
    expect(scenePrompt(lighthouse, 'Mara climbs the stairs.')).toBe(
      'Medium shot of Mara at eye level. Inside the old lighthouse, spiral stairs, night, storm, dim lamp light. ' +
        'Mara, a young woman in a red scarf, climbs the stairs holding a lantern, in the centre in the foreground. ' +
        'Shot: Mara climbs the stairs.',
    );
  });

  it('frames a prop subject, names animals and groups, and lists loose props where they stand', () => {
    const scene = plan({
      setting: { place: 'harbour', interior: false, name: 'the harbour', source: { from: 'text' } },
      time: 'dawn',
      weather: 'fog',
      light: 'golden',
      figures: [
        {
          key: 'text:pip',
          name: 'Pip',
          kind: 'animal',
          species: 'dog',
          traits: ['scruffy', 'terrier'],
          action: 'talk',
          lookAt: 'text:boat',
          position: 'left',
          source: { from: 'text' },
        },
        {
          key: 'text:sailors',
          name: 'the sailors',
          kind: 'group',
          count: 3,
          action: 'wave',
          position: 'right',
          depth: 'back',
          source: { from: 'text' },
        },
      ],
      props: [
        {
          key: 'text:box',
          name: 'a small tin box',
          kind: 'box',
          traits: ['small', 'tin', 'tied with string'],
          depth: 'front',
          source: { from: 'text' },
        },
        { key: 'text:boat', name: 'a rowing boat', kind: 'boat', depth: 'back', source: { from: 'text' } },
      ],
      framing: { shotType: 'extreme_close', cameraMotion: 'zoom_in', angle: 'low', subject: 'text:box' },
    });
    expect(scenePrompt(scene, '')).toBe(
      'Extreme close-up of a small tin box tied with string from a low angle, slow zoom in. ' +
        'The harbour, dawn, fog, golden light. ' +
        'Pip, a scruffy terrier, barks at the boat, on the left. ' +
        'The sailors, a group of 3, wave, on the right in the background. ' +
        'Also in the frame: a rowing boat in the background.',
    );
  });

  it('leaves out a place nothing named (the local default is a guess)', () => {
    expect(scenePrompt(plan({ time: 'night', light: 'dark' }), 'Someone waits')).toBe(
      'Medium shot at eye level. Night, darkness. Shot: Someone waits.',
    );
  });

  it('describes what the planner read from the text', () => {
    const planned = planScene({
      shotType: 'medium',
      description: 'Tobias opens the tin box: the other half of the map and a photograph',
      assets: [
        { id: 'cave', name: 'Sea Cave', type: 'location', description: 'a dark cave' },
        { id: 'tobias', name: 'Old Tobias', type: 'character', description: 'a retired fisherman with a grey beard' },
      ],
    });
    const prompt = scenePrompt(planned, 'Tobias opens the tin box');
    expect(prompt).toContain('Inside Sea Cave');
    expect(prompt).toContain('Old Tobias, a retired fisherman with a grey beard, holds the tin box');
    expect(prompt).toContain('Also in the frame: the map in the foreground, a photograph in the foreground.');
    expect(scenePrompt(planned, 'Tobias opens the tin box')).toBe(prompt);
  });
});
