// Download names come from the episode's name, which the user typed: anything a file system or a header
// could misread is taken out.

/** Path separators, characters Windows reserves, and control characters (code points below 0x20, and 0x7f). */
const isUnsafe = (char: string) =>
  '\\/:*?"<>|'.includes(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/** The episode name as a file name stem: no path or reserved characters, at most 80 characters, never empty. */
export function fileStem(scenarioName: string): string {
  const stem = [...scenarioName]
    .map((char) => (isUnsafe(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 80)
    .trim();
  return stem || 'episode';
}

/**
 * A Content-Disposition header that saves the file as `fileName`: an ASCII fallback in `filename` and the exact
 * name in `filename*` (RFC 6266 / RFC 8187) for non-Latin names.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
