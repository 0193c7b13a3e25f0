import { describe, expect, it } from 'vitest';
import { planScene, type PlanAsset } from '../plan-scene.ts';

// A French shot is planned from what it says, through the French glossary: elided articles split ("l'escalier"),
// describing words after their noun read as looks ("une robe rouge"), and what the plan shows is named in French.

const marie: PlanAsset = {
  id: 'marie',
  name: 'Marie',
  type: 'character',
  description: 'une jeune boulangère au tablier blanc',
};

const plan = (description: string, assets: PlanAsset[] = []) => planScene({ shotType: 'wide', description, assets });
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('planning a French shot', () => {
  it('finds the figure, what she climbs and the lantern in her hand', () => {
    const scene = plan("Marie prend une lanterne et monte l'escalier de la vieille tour.", [marie]);
    expect(names(scene.figures)).toEqual(['Marie']);
    expect(scene.figures[0]!.action).toBe('climb');
    expect(scene.props.map((prop) => [prop.kind, prop.name, prop.heldBy])).toEqual([['lantern', 'lanterne', 'marie']]);
    expect([scene.setting.place, scene.setting.interior]).toEqual(['stairs', true]);
  });

  it('reads the time, the weather and the place of a stormy night, and names them in French', () => {
    const scene = plan('La nuit, une tempête gronde autour du phare. La pluie frappe les fenêtres.');
    expect([scene.setting.place, scene.setting.name, scene.time, scene.weather]).toEqual([
      'lighthouse',
      'phare',
      'night',
      'storm',
    ]);
    expect(scene.figures).toEqual([]);
  });

  it('reads a sleeping animal by its noun', () => {
    const scene = plan('Le chat noir dort près du four de la boulangerie.');
    expect(scene.figures.map((figure) => [figure.kind, figure.species, figure.action])).toEqual([
      ['animal', 'cat', 'lie'],
    ]);
    expect(scene.figures[0]!.traits).toContain('black');
    expect(scene.setting.place).toBe('kitchen');
  });

  it('makes a figure of a role noun, with the looks written after their nouns', () => {
    const scene = plan('La vieille femme en robe rouge regarde la mer depuis la falaise.');
    expect(names(scene.figures)).toEqual(['vieille femme']);
    expect(scene.figures[0]!.traits).toEqual(expect.arrayContaining(['woman', 'old', 'red dress']));
    expect(scene.figures[0]!.action).toBe('look');
    expect([scene.setting.place, scene.setting.name]).toEqual(['cliff', 'falaise']);
  });

  it('keeps a capitalised word inside a sentence as a name ("Blanche" is not white), and reads a group', () => {
    const scene = plan("Marie court vers le port avec Blanche et les pêcheurs de l'île.", [marie]);
    expect(names(scene.figures)).toEqual(['Marie', 'Blanche', 'pêcheurs']);
    expect(scene.figures[0]!.action).toBe('run');
    expect(scene.figures[2]!.kind).toBe('group');
    expect([scene.setting.place, scene.setting.name]).toEqual(['harbour', 'port']);
  });
});
