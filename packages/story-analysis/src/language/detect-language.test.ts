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
    // One-sentence shots, with the small words the Romance languages share ("la", "il", "en").
    ['La vieille femme en robe rouge regarde la mer depuis la falaise.', 'fr'],
    ["Marie prend la lanterne et monte l'escalier du vieux phare.", 'fr'],
    ['Le chat noir dort près du four.', 'fr'],
    ['El gato negro duerme junto al horno.', 'es'],
    ['La anciana mira el mar desde el acantilado.', 'es'],
    ['De noche, una tormenta ruge sobre el puerto.', 'es'],
    ['Il gatto nero dorme vicino al forno.', 'it'],
    ["L'anziana in vestito rosso guarda il mare dall'alto della scogliera.", 'it'],
    ['Di notte, una tempesta infuria sul faro.', 'it'],
    ['ケンさんは犬と浜辺を歩いている。', 'ja'],
  ])('tells the language of %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('answers the hint when the text is too short to tell, else English', () => {
    expect(detectLanguage('Greta lacht.', 'de')).toBe('de');
    expect(detectLanguage('Greta lacht.')).toBe('en');
    // Only words all three Romance languages share: no winner.
    expect(detectLanguage('La vieille femme regarde la mer.', 'fr')).toBe('fr');
  });
});
