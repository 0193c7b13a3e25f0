// pdf-lib's standard fonts encode WinAnsi (Windows-1252) only and throw on anything else. The shot list PDF
// uses them (no font file ships with the app), so its text is first brought into that character set.

/** The characters Windows-1252 gives to 0x80-0x9F (the rest of its printable range is Latin-1). */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function encodable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(char);
}

/** Look-alikes for common characters outside WinAnsi. */
const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u3000': ' ',
  '\u3001': ',',
  '\u3002': '.',
  '\u300c': '"',
  '\u300d': '"',
};

/**
 * The text with every character WinAnsi cannot encode replaced: a look-alike, else its base letter (ā → a),
 * else `?`. Tabs and line breaks become spaces.
 */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    if (encodable(char)) {
      result += char;
      continue;
    }
    const replacement = REPLACEMENTS[char] ?? char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    result += [...replacement].every(encodable) && replacement !== '' ? replacement : '?';
  }
  return result;
}
