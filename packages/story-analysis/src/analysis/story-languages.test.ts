import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StoryAsset } from '../types.ts';
import { analyzeStoryText } from './story-analysis.ts';

// Issue 30, item 9: the analysis reads every language of the wizard, not only English.
const BAKERY = readFileSync(new URL('../../../../bench/contact-sheet/bakery.de.txt', import.meta.url), 'utf8');
const named = (assets: StoryAsset[], name: string) => assets.find((asset) => asset.name === name);

describe('a German story', () => {
  const assets = analyzeStoryText(BAKERY);

  it('types places as locations and people and animals as characters, capital letters notwithstanding', () => {
    expect(named(assets, 'Bäckerei')?.type).toBe('location');
    expect(named(assets, 'Keller')?.type).toBe('location');
    expect(named(assets, 'Backstube')?.type).toBe('location');
    expect(named(assets, 'Greta')?.type).toBe('character');
    expect(named(assets, 'Moritz')?.type).toBe('character');
    expect(named(assets, 'Paul')?.type).toBe('character');
    expect(named(assets, 'Kerze')?.type).toBe('prop');
    // "Morgen", "Zwischen", "Sauerteigtopf" are no characters.
    const characters = assets.filter((asset) => asset.type === 'character').map((asset) => asset.name);
    expect(characters).not.toEqual(expect.arrayContaining([expect.stringMatching(/Morgen|Zwischen|topf|Keller/)]));
  });

  it('describes with German phrases from the story, not the bare name', () => {
    expect(named(assets, 'Greta')?.description).toBe(
      'Greta — eine junge Bäckerin mit roten Zöpfen und einer weißen Schürze',
    );
    expect(named(assets, 'Moritz')?.description).toBe('Moritz — ein dicker grauer Kater mit weißen Pfoten');
    expect(named(assets, 'Bäckerei')?.description).toBe('Die kleine Bäckerei am Marktplatz von Lindenau');
  });

  it('keeps the name and not the article inside a German compound ("Mehlsäcken" is a Mehlsack)', () => {
    expect(named(assets, 'Mehlsack')?.type).toBe('prop');
    expect(named(assets, 'Mehlsack')?.aliases).toContain('mehlsäcken');
  });
});

describe('French, Spanish, Italian and Japanese stories', () => {
  it('French: a named fisherman with his description, a harbour and a lantern', () => {
    const assets = analyzeStoryText(
      'Le vieux Yann, un pêcheur aux mains calleuses, vit dans une cabane près du port. Chaque soir, Yann allume ' +
        'une lanterne rouge et regarde la mer. Un soir, une petite fille frappe à la porte de la cabane. Yann ' +
        'lui donne la lanterne et la fille court vers le port.',
    );
    expect(named(assets, 'Yann')?.type).toBe('character');
    expect(named(assets, 'Yann')?.description).toMatch(/^Yann — un pêcheur/);
    expect(named(assets, 'Cabane')?.type).toBe('location');
    expect(named(assets, 'Port')?.type).toBe('location');
    expect(named(assets, 'Lanterne')?.type).toBe('prop');
    expect(named(assets, 'Fille')?.description).toBe('Une petite fille');
  });

  it('Spanish: a shepherdess, her dog, a mountain and a bell', () => {
    const assets = analyzeStoryText(
      'Lucía, una pastora joven con un pañuelo rojo, sube cada mañana a la montaña con su perro Trueno. ' +
        'Un día Trueno encuentra una campana vieja entre las piedras. Lucía lleva la campana a la iglesia del pueblo.',
    );
    expect(named(assets, 'Lucía')?.description).toBe('Lucía — una pastora joven con un pañuelo rojo');
    expect(named(assets, 'Trueno')?.type).toBe('character');
    expect(named(assets, 'Montaña')?.type).toBe('location');
    expect(named(assets, 'Campana')?.type).toBe('prop');
  });

  it('Italian: a baker, her bakery and a basket', () => {
    const assets = analyzeStoryText(
      'Giulia, una fornaia con un grembiule bianco, apre ogni mattina la panetteria in piazza. ' +
        'Un giorno Giulia trova un gatto nero nel cesto del pane. Giulia porta il cesto in cucina.',
    );
    expect(named(assets, 'Giulia')?.description).toBe('Giulia — una fornaia con un grembiule bianco');
    expect(named(assets, 'Panetteria')?.type).toBe('location');
    expect(named(assets, 'Cesto')?.type).toBe('prop');
  });

  it('Japanese: segmented words, katakana names with the phrase before them, particles telling places', () => {
    const assets = analyzeStoryText(
      '年老いた灯台守のエルサは、白い耳の小さなテリアのビスケットと一緒に、岬の古い灯台に住んでいる。' +
        'ある嵐の夜、エルサはランタンを持って階段を上った。ビスケットはエルサの後をついていった。' +
        '港では、若い漁師のトムさんが小舟で沖に出ていた。トムさんは光を見て、港に戻った。',
    );
    expect(named(assets, 'エルサ')?.type).toBe('character');
    expect(named(assets, 'ビスケット')?.description).toBe('ビスケット — 白い耳の小さなテリア');
    expect(named(assets, 'トム')?.description).toBe('トム — 若い漁師');
    expect(named(assets, '灯台')?.type).toBe('location');
    expect(named(assets, '灯台')?.description).toBe('岬の古い灯台');
    expect(named(assets, '港')?.type).toBe('location');
    expect(named(assets, 'ランタン')?.type).toBe('prop');
  });
});
