/** What the matcher needs to know about an asset. */
export interface MatchableAsset {
  name: string;
  aliases: readonly string[];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every lower-case form an asset goes by: its name and its aliases, longest first. */
export function assetForms(asset: MatchableAsset): string[] {
  const forms = new Set([asset.name, ...asset.aliases].map((form) => form.trim().toLowerCase()).filter(Boolean));
  return [...forms].sort((left, right) => right.length - left.length || left.localeCompare(right));
}

/** A form matched in any case: "[Ll][Aa]…"; with `keepCapital`, a capital first letter must stay one. */
function anyCase(form: string, keepCapital: boolean): string {
  return [...form]
    .map((char, index) => {
      const lower = char.toLocaleLowerCase();
      const upper = char.toLocaleUpperCase();
      if (lower === upper || (keepCapital && index === 0)) return escapeRegExp(char);
      return `[${lower}${upper}]`;
    })
    .join('');
}

/**
 * Builds a whole-word test for an asset's name or aliases in a text, in any case. `capitalNouns` (German): a form
 * written with a capital matches only a capitalised word, since "eine junge Bäckerin" is young and "der Junge" a boy.
 */
export function assetPattern(asset: MatchableAsset, capitalNouns = false): RegExp | undefined {
  const written = new Map<string, string>();
  for (const form of [asset.name, ...asset.aliases].map((each) => each.trim()).filter(Boolean)) {
    const key = form.toLowerCase();
    // A lower-case spelling of the same form matches more, so it wins.
    if (!written.has(key) || !/^\p{Lu}/u.test(form)) written.set(key, form);
  }
  const forms = [...written.values()].sort((left, right) => right.length - left.length || left.localeCompare(right));
  if (forms.length === 0) return undefined;
  const alternatives = forms.map((form) => anyCase(form, capitalNouns && /^\p{Lu}/u.test(form)));
  // Letters on either side would make "fish" match "fisherman"; apostrophes still allow "fisherman's".
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

/** Returns a function listing, in asset order, the names of the assets a text mentions. */
export function createAssetMatcher(
  assets: readonly MatchableAsset[],
  capitalNouns = false,
): (text: string) => string[] {
  const patterns = assets.flatMap((asset) => {
    const pattern = assetPattern(asset, capitalNouns);
    return pattern ? [{ name: asset.name, pattern }] : [];
  });
  return (text) => {
    const names = patterns.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
    return [...new Set(names)];
  };
}
