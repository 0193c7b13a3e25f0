import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeStoryText } from './story-analysis.ts';

const story = (file: string) =>
  readFileSync(new URL(`../../../../bench/contact-sheet/${file}`, import.meta.url), 'utf8');
const byName = (assets: ReturnType<typeof analyzeStoryText>) => new Map(assets.map((asset) => [asset.name, asset]));

describe('story analysis corrections', () => {
  it('makes the role a story names a sentence later that person ("ein kleiner Junge … Er heißt Paul")', () => {
    const assets = byName(analyzeStoryText(story('bakery.de.txt')));
    expect(assets.get('Paul')?.description).toBe('Paul — ein kleiner Junge mit einer blauen Mütze');
    expect(assets.has('Junge')).toBe(false);
    const english = byName(
      analyzeStoryText('A tall stranger with a grey hat waits at the station. His name is Victor. Victor smiles.'),
    );
    expect(english.get('Victor')?.description).toMatch(/^Victor — a tall stranger/);
    expect([...english.keys()].filter((name) => /stranger/i.test(name))).toEqual([]);
  });

  it('keeps what a character wears in its description, not as a prop of its own', () => {
    const lighthouse = analyzeStoryText(story('lighthouse.en.txt'));
    const props = lighthouse.filter((asset) => asset.type === 'prop').map((asset) => asset.name);
    expect(props).toContain('Lantern');
    expect(props).not.toContain('Oilskin Coat');
    expect(props).not.toContain('Cap');
    // "Elsa and Tom drink tea" has no prop "Drink Tea".
    expect(props).not.toContain('Drink Tea');
    const bakery = analyzeStoryText(story('bakery.de.txt'));
    expect(bakery.filter((asset) => asset.type === 'prop').map((asset) => asset.name)).not.toEqual(
      expect.arrayContaining(['Schürze']),
    );
    expect(bakery.map((asset) => asset.name)).not.toContain('Mütze');
  });

  it('keeps a counted mark in the description ("with one white ear")', () => {
    const assets = byName(analyzeStoryText(story('lighthouse.en.txt')));
    expect(assets.get('Biscuit')?.description).toBe('Biscuit — a scruffy brown terrier dog with one white ear');
  });
});

describe('descriptions written as phrases', () => {
  const describe = (story: string, name: string) =>
    analyzeStoryText(story).find((asset) => asset.name === name)?.description;

  it('leaves out what a picture cannot show and what a thing is not', () => {
    expect(describe('The crow was left alone on her branch. The crow cried.', 'Crow')).not.toMatch(/left|alone/);
    expect(describe('The sea was no longer clear but green and yellow. The sea roared.', 'Sea')).toBe(
      'Sea — green, yellow',
    );
  });

  it('gives no bare verb as a description', () => {
    expect(describe('The crow found a piece of cheese. Then the crow thought.', 'Crow')).not.toMatch(/— \w+$/);
  });
});
