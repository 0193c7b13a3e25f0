/**
 * Text for an XML attribute or element: the five special characters escaped, and the control characters XML 1.0
 * forbids (all below U+0020 but tab, line feed and carriage return) left out, so no user text breaks the document.
 */
export function escapeXml(text: string): string {
  return [...text]
    .filter((char) => isXmlChar(char.codePointAt(0)!))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** XML 1.0's Char production: tab, line feed, carriage return, and U+0020 up, without lone surrogates, U+FFFE, U+FFFF. */
function isXmlChar(code: number): boolean {
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  return code >= 0x20 && !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff;
}
