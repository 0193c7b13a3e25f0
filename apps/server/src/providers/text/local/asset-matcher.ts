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

/** Builds a whole-word, case-insensitive test for an asset's name or aliases in a text. */
export function assetPattern(asset: MatchableAsset): RegExp | undefined {
  const forms = assetForms(asset);
  if (forms.length === 0) return undefined;
  // Letters on either side would make "fish" match "fisherman"; apostrophes still allow "fisherman's".
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

/** Returns a function listing, in asset order, the names of the assets a text mentions. */
export function createAssetMatcher(assets: readonly MatchableAsset[]): (text: string) => string[] {
  const patterns = assets.flatMap((asset) => {
    const pattern = assetPattern(asset);
    return pattern ? [{ name: asset.name, pattern }] : [];
  });
  return (text) => {
    const names = patterns.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
    return [...new Set(names)];
  };
}
