import type { Language } from '@sym/contracts';

/**
 * The few words the breakdown adds to a shot's own sentences, in the story's language: an establishing shot names
 * its place, and a line of dialogue (kept in `dialogue`) leaves "who speaks to whom" in the description.
 */
export interface ShotPhrasing {
  establishing(place: string): string;
  speaks(speaker: string, listener?: string): string;
  talk(names: readonly string[]): string;
}

const phrasing = (establishing: string, speaks: string, speaksTo: string, talk: string, and: string): ShotPhrasing => ({
  establishing: (place) => `${establishing}: ${place}.`,
  speaks: (speaker, listener) =>
    listener ? `${speaker} ${speaksTo.replace('{to}', listener)}.` : `${speaker} ${speaks}.`,
  talk: (names) => `${names.join(` ${and} `)} ${talk}.`,
});

export const SHOT_PHRASING: Record<Language, ShotPhrasing> = {
  en: phrasing('Establishing view', 'speaks', 'speaks to {to}', 'talk', 'and'),
  de: phrasing('Totale', 'spricht', 'spricht mit {to}', 'unterhalten sich', 'und'),
  fr: phrasing("Plan d'ensemble", 'parle', 'parle à {to}', 'parlent', 'et'),
  es: phrasing('Plano general', 'habla', 'habla con {to}', 'hablan', 'y'),
  it: phrasing('Campo lungo', 'parla', 'parla con {to}', 'parlano', 'e'),
  ja: {
    establishing: (place) => `全景：${place}。`,
    speaks: (speaker, listener) => (listener ? `${speaker}が${listener}に話す。` : `${speaker}が話す。`),
    talk: (names) => `${names.join('と')}が話す。`,
  },
};
