import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['Elsa climbs the spiral stairs with a lantern and looks left and right.', 'en'],
    ['Greta nimmt eine Kerze und steigt die steile Treppe in den dunklen Keller hinunter.', 'de'],
    ['La vieille femme allume la lanterne et regarde la mer depuis le phare.', 'fr'],
    ['El viejo pescador rema hacia el puerto con su perro en la barca.', 'es'],
    ['La ragazza accende la lanterna e guarda il mare dalla finestra della torre.', 'it'],
    ['花子は灯台の上で提灯を持っている。', 'ja'],
  ])('tells the language of %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('answers the hint when the text is too short to tell, else English', () => {
    expect(detectLanguage('Greta lacht.', 'de')).toBe('de');
    expect(detectLanguage('Greta lacht.')).toBe('en');
  });
});
