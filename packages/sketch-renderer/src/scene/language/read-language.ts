import type { Language, ScenePlan, SceneSource } from '@sym/contracts';
import { detectLanguage } from '@sym/story-analysis';
import type { ScenePlanInput } from '../plan-scene.ts';
import { GERMAN } from './glossary-de.ts';
import { SPANISH } from './glossary-es.ts';
import { FRENCH } from './glossary-fr.ts';
import { ITALIAN } from './glossary-it.ts';
import { JAPANESE } from './glossary-ja.ts';
import type { Glossary } from './glossary.ts';
import { glossText, type GlossedText, type GlossOptions } from './gloss.ts';

/**
 * The planner reads English. A shot in another language (told by its words, else the episode's language) is
 * glossed into English first, its linked assets' names and descriptions too so that they still match; the plan
 * then gets the text's own words back for what it shows the user (names and evidence).
 */
export const GLOSSARIES: Partial<Record<Language, Glossary>> = {
  de: GERMAN,
  fr: FRENCH,
  es: SPANISH,
  it: ITALIAN,
  ja: JAPANESE,
};

export interface LanguageReading {
  language: Language;
  input: ScenePlanInput;
  restore(plan: ScenePlan): ScenePlan;
}

export function readInLanguage(input: ScenePlanInput): LanguageReading {
  // The shot's words first; its assets' descriptions help a line too short to tell ("Moritz schläft.").
  const words = [
    input.description,
    input.action,
    input.modificationPrompt,
    ...input.assets.map((asset) => asset.description),
  ]
    .filter(Boolean)
    .join(' ');
  const language = detectLanguage(words, input.language);
  const glossary = GLOSSARIES[language];
  if (!glossary) return { language, input, restore: (plan) => plan };

  const glossed: GlossedText[] = [];
  const gloss = (text: string | null | undefined, options?: GlossOptions) => {
    if (!text) return text;
    const result = glossText(text, glossary, options);
    glossed.push(result);
    return result.text;
  };
  const reading: ScenePlanInput = {
    ...input,
    description: gloss(input.description) ?? '',
    action: gloss(input.action),
    modificationPrompt: gloss(input.modificationPrompt),
    assets: input.assets.map((asset) => ({
      ...asset,
      name:
        asset.type === 'style' ? asset.name : (gloss(asset.name, { name: asset.type === 'character' }) ?? asset.name),
      description: asset.type === 'style' ? asset.description : (gloss(asset.description) ?? ''),
    })),
  };
  const restore = (phrase: string) => glossed.reduce((text, each) => each.restore(text), phrase);
  const assetName = new Map(input.assets.map((asset) => [asset.id, asset.name]));
  // Names and evidence are for the reader; traits and place details stay English, the renderer draws from them.
  const named = <T extends { assetId: string | null; name: string; source: SceneSource }>(item: T): T => ({
    ...item,
    name: (item.assetId ? assetName.get(item.assetId) : undefined) ?? restore(item.name),
    source: { ...item.source, evidence: restore(item.source.evidence) },
  });
  return {
    language,
    input: reading,
    restore: (plan) => ({
      ...plan,
      setting: { ...named(plan.setting), name: plan.setting.name ? named(plan.setting).name : '' },
      figures: plan.figures.map(named),
      props: plan.props.map(named),
    }),
  };
}

const glossedTexts = new Map<string, string>();

/**
 * A text in the English the planner and the renderer read: a description in another language glossed word by word
 * ("eine junge Bäckerin mit roten Zöpfen" → "a young baker with red braids"), English as it is. Kept for reuse: the
 * renderer asks for the same descriptions over and over.
 */
export function plannerEnglish(text: string, hint?: Language | null): string {
  const known = glossedTexts.get(text);
  if (known !== undefined) return known;
  const glossary = GLOSSARIES[detectLanguage(text, hint)];
  const english = glossary ? glossText(text, glossary).text : text;
  if (glossedTexts.size > 2_000) glossedTexts.clear();
  glossedTexts.set(text, english);
  return english;
}
