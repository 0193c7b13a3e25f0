import { describe, expect, it } from 'vitest';
import { planScene, type PlanAsset } from '../plan-scene.ts';

// A Spanish shot is planned from what it says, through the Spanish glossary: contractions ("del", "al") read as
// article and preposition, describing words after their noun as looks ("un chubasquero amarillo"), and what the
// plan shows is named in Spanish.

const lucia: PlanAsset = {
  id: 'lucia',
  name: 'Lucía',
  type: 'character',
  description: 'una niña valiente con un vestido azul',
};

const plan = (description: string, assets: PlanAsset[] = []) => planScene({ shotType: 'wide', description, assets });
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('planning a Spanish shot', () => {
  it('finds the figure, what she climbs and the lantern in her hand', () => {
    const scene = plan('Lucía toma la linterna y sube la escalera del viejo faro.', [lucia]);
    expect(names(scene.figures)).toEqual(['Lucía']);
    expect(scene.figures[0]!.action).toBe('climb');
    expect(scene.props.map((prop) => [prop.kind, prop.name, prop.heldBy])).toEqual([['lantern', 'linterna', 'lucia']]);
    expect([scene.setting.place, scene.setting.name, scene.setting.interior]).toEqual(['stairs', 'viejo faro', true]);
  });

  it('reads the time, the weather and the place of a stormy night, and names them in Spanish', () => {
    const scene = plan('De noche, una tormenta ruge sobre el puerto y llueve sobre los barcos.');
    expect([scene.setting.place, scene.setting.name, scene.time, scene.weather]).toEqual([
      'harbour',
      'puerto',
      'night',
      'storm',
    ]);
    expect(scene.figures).toEqual([]);
  });

  it('reads a sleeping animal by its noun', () => {
    const scene = plan('El perro duerme junto a la chimenea.');
    expect(scene.figures.map((figure) => [figure.kind, figure.species, figure.action])).toEqual([
      ['animal', 'dog', 'lie'],
    ]);
  });

  it('makes a figure of a role noun, with the looks written after their nouns', () => {
    const scene = plan('El pescador, con un chubasquero amarillo, remienda sus redes en el muelle.');
    expect(names(scene.figures)).toEqual(['pescador']);
    expect(scene.figures[0]!.traits).toEqual(expect.arrayContaining(['fisherman', 'yellow oilskin']));
    expect(scene.props.map((prop) => [prop.kind, prop.name, prop.heldBy])).toEqual([
      ['net', 'redes', 'text:fisherman'],
    ]);
    expect([scene.setting.place, scene.setting.name]).toEqual(['harbour', 'muelle']);
  });

  it('names an old woman by the word the text has', () => {
    const scene = plan('La anciana mira el mar desde el acantilado.');
    expect(names(scene.figures)).toEqual(['anciana']);
    expect(scene.figures[0]!.traits).toEqual(expect.arrayContaining(['woman', 'old']));
    expect([scene.setting.place, scene.setting.name]).toEqual(['cliff', 'acantilado']);
  });
});
