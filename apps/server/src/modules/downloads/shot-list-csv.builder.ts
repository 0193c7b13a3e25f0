import {
  absoluteUrl,
  cameraMotionLabel,
  formatSeconds,
  sceneOfShots,
  shotTypeLabel,
  timelineOf,
  type DownloadSource,
} from './download-source.ts';

export const SHOT_LIST_CSV_HEADER = ['Shot', 'Image URL', 'Type', 'Camera motion', 'Duration (s)', 'Description'];

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection: = + - @ tab CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number (a negative one starts with '-' but is no formula): kept as a number. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet shows as text, never evaluates: one starting like a formula (`=HYPERLINK(…)`, `+`, `-`,
 * `@`, tab, carriage return) gets a leading single quote (OWASP); plain numbers such as `-1.5` stay numbers.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * One CSV field (RFC 4180): formula-like text neutralised, then quoted when it holds a comma, a quote or a line
 * break, quotes doubled.
 */
export function csvField(raw: string): string {
  const value = neutraliseFormula(raw);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The shot list as CSV (RFC 4180, CRLF line ends). It starts with a UTF-8 byte order mark because spreadsheet
 * apps otherwise read the file in the system's legacy code page and garble accents and CJK text.
 */
export function buildShotListCsv(source: DownloadSource): string {
  const scenes = sceneOfShots(source);
  // An episode grouped into scenes gets a last column naming each shot's scene.
  const sceneColumn = (id: string) => (scenes.size > 0 ? [scenes.get(id)?.label ?? ''] : []);
  const rows = timelineOf(source).shots.map(({ shot, index, duration }) => [
    String(index + 1),
    absoluteUrl(shot.imageUrl, source.publicUrl) ?? '',
    shotTypeLabel(shot.type),
    cameraMotionLabel(shot.cameraMotion),
    formatSeconds(duration),
    shot.description,
    ...sceneColumn(shot.id),
  ]);
  const header = scenes.size > 0 ? [...SHOT_LIST_CSV_HEADER, 'Scene'] : SHOT_LIST_CSV_HEADER;
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
