/** HTML entities pasted text often carries (spec §5), decoded in one pass so '&amp;lt;' becomes '&lt;'. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Typographic characters word processors substitute, mapped to their plain keyboard forms. */
const TYPOGRAPHIC: Record<string, string> = {
  '\u201C': '"',
  '\u201D': '"',
  '\u2018': "'",
  '\u2019': "'",
  '\u2013': '-',
  '\u2014': '-',
};

const PATTERN = new RegExp(`${Object.keys(ENTITIES).join('|')}|[${Object.keys(TYPOGRAPHIC).join('')}]`, 'g');

/**
 * Cleans text a user typed or pasted (spec §5, applied on blur): decodes the common HTML entities and
 * replaces curly quotes and en/em dashes with straight quotes and hyphens.
 */
export function cleanText(text: string): string {
  return text.replace(PATTERN, (match) => ENTITIES[match] ?? TYPOGRAPHIC[match] ?? match);
}
