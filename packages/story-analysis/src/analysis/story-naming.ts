import type { Language, StoryAsset } from '@sym/contracts';

/**
 * Two corrections over the found assets, in every language. A role the story names a sentence later ("ein kleiner
 * Junge … Er heißt Paul") is that person, not a second one. And a garment a character's description already wears
 * ("with a grey braid and a yellow oilskin coat", "mit einer weißen Schürze") is part of how they look, not a prop
 * of its own: the renderer dresses the character from the description.
 */

const NAME = String.raw`(\p{Lu}[\p{L}'-]+)`;
const NAMING: Record<Language, RegExp> = {
  en: new RegExp(
    String.raw`\b(?:(?:[Hh]e|[Ss]he|[Tt]hey)\s+(?:is|was)\s+(?:called|named)|(?:[Hh]is|[Hh]er)\s+name\s+(?:is|was))\s+${NAME}`,
    'gu',
  ),
  de: new RegExp(String.raw`\b(?:[Ee]r|[Ss]ie)\s+(?:heißt|hieß)\s+${NAME}`, 'gu'),
  fr: new RegExp(String.raw`\b(?:[Ii]l|[Ee]lle)\s+s['’]appel(?:le|ait)\s+${NAME}`, 'gu'),
  es: new RegExp(String.raw`\b[Ss]e\s+llama(?:ba)?\s+${NAME}`, 'gu'),
  it: new RegExp(String.raw`\b[Ss]i\s+chiama(?:va)?\s+${NAME}`, 'gu'),
  ja: /(?:名前は|名は)([\p{Script=Katakana}\p{Script=Han}ー]+)/gu,
};

const WORN = new Set(
  [
    'coat raincoat oilskin oilskins jacket cloak cape dress gown scarf shawl hat cap hood helmet boots shoes shirt',
    'apron robe uniform suit trousers skirt gloves belt glasses spectacles sweater jumper tunic kimono veil',
    'mantel regenmantel jacke umhang kleid schal tuch hut mütze kapuze helm stiefel schuhe hemd schürze anzug hose',
    'rock handschuhe gürtel brille pullover',
    'manteau veste robe écharpe châle chapeau casquette bonnet capuche casque bottes chaussures chemise tablier',
    'uniforme costume pantalon jupe gants ceinture lunettes pull',
    'abrigo chaqueta capa vestido bufanda chal sombrero gorra capucha casco botas zapatos camisa delantal túnica',
    'traje pantalones falda guantes cinturón gafas',
    'cappotto giacca mantello vestito abito sciarpa scialle cappello berretto cappuccio stivali scarpe camicia',
    'grembiule pantaloni gonna guanti cintura occhiali',
    'コート 上着 マント ドレス 着物 マフラー ショール 帽子 頭巾 ヘルメット 長靴 靴 シャツ エプロン 前掛け 制服 ズボン スカート 手袋 帯 眼鏡 メガネ',
  ]
    .join(' ')
    .split(' '),
);

const lower = (text: string) => text.toLocaleLowerCase();

export function correctAssets(story: string, assets: StoryAsset[], language: Language): StoryAsset[] {
  const corrected = withoutWornProps(withNamedRoles(story, assets, language));
  return language === 'en' ? withoutVerbPhrases(story, corrected) : corrected;
}

const VERBS = new Set('drink eat read play sing make take watch cook bake paint write fish sail row'.split(' '));

/** "Elsa and Tom drink tea": a verb after its subject, which the tagger read as a noun ("Drink Tea"). */
function withoutVerbPhrases(story: string, assets: StoryAsset[]): StoryAsset[] {
  const text = lower(story);
  return assets.filter((asset) => {
    const [first, ...rest] = asset.name.split(/\s+/);
    if (asset.type !== 'prop' || rest.length === 0 || !VERBS.has(lower(first ?? ''))) return true;
    const phrase = lower(asset.name);
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
      const subject = /(\S+)\s+$/u.exec(story.slice(Math.max(0, at - 40), at))?.[1] ?? '';
      if (/^(?:[Tt]hey|[Ww]e|[Yy]ou|I|\p{Lu}\p{Ll}+)$/u.test(subject)) return false;
    }
    return true;
  });
}

/** An unnamed character introduced just before "Er heißt Paul" becomes Paul (its description and aliases kept). */
function withNamedRoles(story: string, assets: StoryAsset[], language: Language): StoryAsset[] {
  let result = assets;
  for (const match of story.matchAll(NAMING[language])) {
    const name = match[1]!;
    const named = result.find((asset) => asset.type === 'character' && asset.name === name);
    const before = lower(story.slice(Math.max(0, match.index - 300), match.index));
    const role = result
      .filter((asset) => asset.type === 'character' && asset !== named && !isNamed(asset))
      .map((asset) => ({ asset, at: Math.max(...formsOf(asset).map((form) => before.lastIndexOf(lower(form)))) }))
      .filter(({ at }) => at >= 0)
      .sort((left, right) => right.at - left.at)[0]?.asset;
    if (!role) continue;
    const merged: StoryAsset = {
      name,
      type: 'character',
      aliases: [...new Set([...(named?.aliases ?? []), role.name, ...role.aliases])],
      // How the role was introduced says how the person looks ("a tall stranger with a grey hat").
      description: `${name} — ${roleLook(role)}`,
    };
    result = result.flatMap((asset) => (asset === role ? [] : asset === named ? [merged] : [asset]));
    if (!named) result = [...result, merged];
  }
  return result;
}

/** A character named in the story carries its name first in its description ("Greta — eine junge Bäckerin"). */
const isNamed = (asset: StoryAsset) => asset.description.startsWith(`${asset.name} — `);

const ARTICLES = new Set('a an the ein eine einer der die das un une le la les el una lo il'.split(' '));

/**
 * How a role looks, to follow a name: its description ("ein kleiner Junge mit einer blauen Mütze"), or where that
 * is written as a name and details ("Tall stranger — grey hat"), the phrase that introduced it and the details.
 */
function roleLook(role: StoryAsset): string {
  const [, details] = role.description.split(' — ');
  if (!details) return afterName(role.description);
  const phrase = role.aliases.find((alias) => ARTICLES.has(lower(alias.split(/\s+/)[0] ?? ''))) ?? lower(role.name);
  return `${afterName(phrase)}, ${details}`;
}

/** "Ein kleiner Junge …" after a name and a dash reads "Paul — ein kleiner Junge …". */
function afterName(description: string): string {
  const first = description.split(/\s+/)[0] ?? '';
  return ARTICLES.has(lower(first)) ? lower(first) + description.slice(first.length) : description;
}

const formsOf = (asset: StoryAsset) => [asset.name, ...asset.aliases];

/** Garment props whose name a character's description already has. */
function withoutWornProps(assets: StoryAsset[]): StoryAsset[] {
  const worn = lower(
    assets
      .filter((asset) => asset.type === 'character')
      .map((asset) => asset.description)
      .join(' | '),
  );
  return assets.filter((asset) => {
    if (asset.type !== 'prop') return true;
    const head = lower(asset.name).split(/\s+/).at(-1) ?? '';
    return !(WORN.has(head) && formsOf(asset).some((form) => worn.includes(lower(form))));
  });
}
