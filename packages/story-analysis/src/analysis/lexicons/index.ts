import type { Language } from '@sym/contracts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import type { StoryLexicon } from './story-lexicon.ts';

/** The lexicon of every language the lexicon-driven analysis reads; English has its own tagger-based analysis. */
export const STORY_LEXICONS: Readonly<Record<Exclude<Language, 'en'>, StoryLexicon>> = { de, fr, es, it, ja };
export type { StoryLexicon } from './story-lexicon.ts';
