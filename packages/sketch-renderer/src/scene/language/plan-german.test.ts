import { describe, expect, it } from 'vitest';
import { planScene, type PlanAsset } from '../plan-scene.ts';

// A German shot is planned from what it says, as an English one is: before the glossary, every capitalised noun
// became a person ("Treppe", "Keller", "Kerze"), umlauts split words ("Bäckerin" gave a figure "B") and no
// German place, prop, time or weather word was read.

const greta: PlanAsset = {
  id: 'greta',
  name: 'Greta',
  type: 'character',
  description: 'eine junge Bäckerin mit roten Zöpfen',
};
const cellar: PlanAsset = {
  id: 'keller',
  name: 'Keller',
  type: 'location',
  description: 'ein dunkler Keller voller Mehlsäcke',
};

const plan = (description: string, assets: PlanAsset[] = []) => planScene({ shotType: 'wide', description, assets });
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('planning a German shot', () => {
  it('finds the figure, the place, the held prop, and no people made of nouns', () => {
    const scene = plan('Greta nimmt eine Kerze und steigt die steile Treppe in den dunklen Keller hinunter.', [
      greta,
      cellar,
    ]);
    expect(names(scene.figures)).toEqual(['Greta']);
    expect(scene.figures[0]!.action).toBe('climb');
    expect(scene.props.map((prop) => [prop.kind, prop.name, prop.heldBy])).toEqual([['lantern', 'Kerze', 'greta']]);
    expect(scene.setting.interior).toBe(true);
  });

  it('keeps words with umlauts whole and reads the bakery as the place', () => {
    const scene = plan(
      'Greta, eine junge Bäckerin mit roten Zöpfen und einer weißen Schürze, öffnet die kleine Bäckerei.',
      [greta],
    );
    expect(names(scene.figures)).toEqual(['Greta']);
    expect(scene.figures[0]!.traits).toEqual(expect.arrayContaining(['white apron']));
    expect(scene.setting.place).toBe('kitchen');
    expect(scene.setting.name).toBe('kleine Bäckerei');
  });

  it('reads the time, the weather and the place of a stormy night, and names them in German', () => {
    const scene = plan('Eines Nachts geht die große Lampe oben im Leuchtturm aus. Regen peitscht gegen die Fenster.');
    expect([scene.setting.place, scene.setting.name, scene.time, scene.weather]).toEqual([
      'lighthouse',
      'Leuchtturm',
      'night',
      'rain',
    ]);
    expect(scene.figures).toEqual([]);
    expect(scene.props.map((prop) => prop.kind)).toEqual(['lantern']);
  });

  it('takes a compound by its last noun and an animal by its noun', () => {
    const scene = plan('Der Kater schläft zwischen den Mehlsäcken neben dem Sauerteigtopf.');
    expect(scene.figures.map((figure) => [figure.kind, figure.species, figure.action])).toEqual([
      ['animal', 'cat', 'lie'],
    ]);
    expect(scene.props.map((prop) => prop.kind).sort()).toEqual(['bag', 'bucket']);
  });

  it('tells a short German line by its assets’ words: the linked tomcat is a cat', () => {
    const moritz: PlanAsset = {
      id: 'moritz',
      name: 'Moritz',
      type: 'character',
      description: 'ein dicker grauer Kater mit weißen Pfoten',
    };
    const scene = plan('Moritz schläft.', [moritz]);
    expect(scene.figures.map((figure) => [figure.name, figure.kind, figure.species])).toEqual([
      ['Moritz', 'animal', 'cat'],
    ]);
  });

  it('leaves an English shot as it was', () => {
    const scene = plan('Elsa climbs the spiral stairs with a lantern.');
    expect(names(scene.figures)).toEqual(['Elsa']);
    expect(scene.setting.place).toBe('stairs');
  });
});
