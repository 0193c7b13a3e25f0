import { describe, expect, it } from 'vitest';
import { colorsIn } from './color.ts';
import { figureTraits } from './figure-traits.ts';

const ID = '7c0a4a52-3c1e-4c53-9d8e-0a6a0c1b2f10';

describe('figureTraits identity', () => {
  it('keeps face, hair, height and build when a variant names clothes and colours', () => {
    const base = figureTraits({ id: ID, name: 'Mara', description: 'twelve-year-old girl, curly brown hair' });
    for (const description of [
      'twelve-year-old girl, curly brown hair. Soaked in rain — yellow oilskin coat, holding a lantern',
      'twelve-year-old girl, curly brown hair, red scarf and a green dress',
      'twelve-year-old girl, curly brown hair, wearing a blue hat',
    ]) {
      const variant = figureTraits({ id: ID, name: 'Mara', description });
      expect(variant.skin).toEqual(base.skin);
      expect(variant.eyeColor).toEqual(base.eyeColor);
      expect(variant.hairColor).toEqual(base.hairColor);
      expect(variant.hair).toEqual(base.hair);
      expect(variant.heightFactor).toBe(base.heightFactor);
      expect(variant.build).toBe(base.build);
    }
  });

  it('still gives different characters different looks', () => {
    const looks = Array.from({ length: 12 }, (_, index) =>
      JSON.stringify(figureTraits({ id: `id-${index}`, name: 'Someone', description: 'a traveller' })),
    );
    expect(new Set(looks).size).toBeGreaterThan(8);
  });
});

describe('figureTraits age', () => {
  it('reads "twelve-year-old" as an age, not as old', () => {
    const girl = figureTraits({ id: 'mara', name: 'Mara', description: 'twelve-year-old girl, red scarf' });
    const gran = figureTraits({ id: 'mara', name: 'Gran', description: 'an old woman, eighty years old' });
    expect(girl.hairColor).not.toEqual([220, 5, 82]);
    expect(girl.heightFactor).toBeLessThan(0.8);
    expect(gran.hairColor).toEqual([220, 5, 82]);
  });
});

describe('figureTraits accessories', () => {
  it('gives a red scarf and a blue hat their colours, not the coat', () => {
    const red = colorsIn('red')[0];
    const blue = colorsIn('blue')[0];
    const mara = figureTraits({ id: 'mara', name: 'Mara', description: 'twelve-year-old girl, red scarf, blue hat' });
    expect(mara.scarf).toBe(true);
    expect(mara.trimColor).toEqual(red);
    expect(mara.hatColor).toEqual(blue);
    expect(mara.outfitColor).not.toEqual(red);
    // A colour said of the clothes still dresses them.
    const coat = figureTraits({ id: 'mara', name: 'Mara', description: 'a yellow oilskin coat and a red scarf' });
    expect(coat.outfitColor).toEqual(colorsIn('yellow')[0]);
    expect(coat.trimColor).toEqual(red);
  });
});

describe('figureTraits sex, beard and hair', () => {
  const ids = Array.from({ length: 20 }, (_, index) => `keeper-${index}`);
  const keeper = 'an old lighthouse keeper with a grey braid and a yellow oilskin coat';

  it('draws Elsa, an old keeper with a braid, as a woman with her hair tied back and no beard', () => {
    for (const id of ids) {
      const elsa = figureTraits({ id, name: 'Elsa', description: keeper });
      expect(elsa.beard).toBe(false);
      expect(elsa.hair).toBe('ponytail');
    }
  });

  it('gives nobody a beard that neither the words nor a man’s name or role asks for', () => {
    for (const id of ids) {
      expect(figureTraits({ id, name: 'The Keeper', description: 'an old lighthouse keeper' }).beard).toBe(false);
      expect(figureTraits({ id, name: 'Stranger', description: 'a bearded stranger' }).beard).toBe(true);
    }
    const fishermen = ids.map((id) => figureTraits({ id, name: 'Tobias', description: 'an old fisherman' }));
    expect(fishermen.some((fisherman) => fisherman.beard)).toBe(true);
  });

  it('reads a woman or a man from common given names of every product language', () => {
    for (const name of ['Greta', 'Camille', 'Lucia', 'Giulia', 'Hanako']) {
      expect(ids.some((id) => figureTraits({ id, name, description: 'an old baker' }).beard)).toBe(false);
    }
    for (const name of ['Moritz', 'Pierre', 'Diego', 'Matteo', 'Kenji']) {
      expect(ids.some((id) => figureTraits({ id, name, description: 'an old baker' }).beard)).toBe(true);
    }
  });

  it('never shaves a character whose hair the words name', () => {
    for (const id of ids) {
      expect(figureTraits({ id, name: 'Tobias', description: 'an old man with curly white hair' }).hair).not.toBe(
        'bald',
      );
    }
  });
});

describe('figureTraits in other languages', () => {
  it('reads a German description as it reads an English one: red braids, a child with a blue cap', () => {
    const greta = figureTraits({ id: 'g', name: 'Greta', description: 'eine junge Bäckerin mit roten Zöpfen' });
    expect(greta.hair).toBe('ponytail');
    // Red hair (a colour said of braids is the hair's, for every id).
    expect(greta.hairColor[0]).toBeLessThan(30);
    for (const id of ['a', 'b', 'c', 'd']) {
      const hair = figureTraits({ id, name: 'Greta', description: 'eine junge Bäckerin mit roten Zöpfen' }).hairColor;
      expect(hair).toEqual(colorsIn('red')[0]);
    }
    const paul = figureTraits({ id: 'p', name: 'Paul', description: 'ein kleiner Junge mit einer blauen Mütze' });
    expect(paul.heightFactor).toBeLessThan(0.8);
    expect([paul.hat, paul.hatColor]).toEqual(['cap', colorsIn('blue')[0]]);
  });
});
