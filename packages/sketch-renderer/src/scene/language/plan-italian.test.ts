import { describe, expect, it } from 'vitest';
import { planScene, type PlanAsset } from '../plan-scene.ts';

// An Italian shot is planned from what it says, through the Italian glossary: articled prepositions ("della",
// "sul", "dall'") read as preposition and article, plurals by their own forms ("reti"), describing words after
// their noun as looks, and what the plan shows is named in Italian.

const giulia: PlanAsset = {
  id: 'giulia',
  name: 'Giulia',
  type: 'character',
  description: 'una giovane guardiana del faro',
};

const plan = (description: string, assets: PlanAsset[] = []) => planScene({ shotType: 'wide', description, assets });
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('planning an Italian shot', () => {
  it('finds the figure, what she climbs and the lantern in her hand', () => {
    const scene = plan('Giulia prende la lanterna e sale le scale del vecchio faro.', [giulia]);
    expect(names(scene.figures)).toEqual(['Giulia']);
    expect(scene.figures[0]!.action).toBe('climb');
    expect(scene.props.map((prop) => [prop.kind, prop.name, prop.heldBy])).toEqual([['lantern', 'lanterna', 'giulia']]);
    expect([scene.setting.place, scene.setting.name, scene.setting.interior]).toEqual(['stairs', 'vecchio faro', true]);
  });

  it('reads the time, the weather and the place of a stormy night, and names them in Italian', () => {
    const scene = plan('Di notte, una tempesta infuria sul faro e piove sul mare.');
    expect([scene.setting.place, scene.setting.name, scene.time, scene.weather]).toEqual([
      'lighthouse',
      'faro',
      'night',
      'storm',
    ]);
    expect(scene.figures).toEqual([]);
  });

  it('reads a sleeping animal by its noun', () => {
    const scene = plan('Il gatto nero dorme vicino al forno della panetteria.');
    expect(scene.figures.map((figure) => [figure.kind, figure.species, figure.action])).toEqual([
      ['animal', 'cat', 'lie'],
    ]);
    expect(scene.figures[0]!.traits).toContain('black');
    expect(scene.setting.place).toBe('kitchen');
  });

  it('makes a figure of a role noun and gives it the nets it mends', () => {
    const scene = plan('Il pescatore, con una cerata gialla, ripara le reti sul molo.');
    expect(names(scene.figures)).toEqual(['pescatore']);
    expect(scene.figures[0]!.traits).toEqual(expect.arrayContaining(['fisherman', 'yellow oilskin']));
    expect(scene.props.map((prop) => [prop.kind, prop.name, prop.heldBy])).toEqual([['net', 'reti', 'text:fisherman']]);
    expect([scene.setting.place, scene.setting.name]).toEqual(['harbour', 'molo']);
  });

  it('splits an elided article and names a group', () => {
    const scene = plan("All'alba i pescatori spingono la barca verso l'isola.");
    expect(scene.time).toBe('dawn');
    expect(scene.figures.map((figure) => [figure.name, figure.kind])).toEqual([['pescatori', 'group']]);
    expect(scene.props.map((prop) => [prop.kind, prop.name])).toEqual([['boat', 'barca']]);
  });
});
