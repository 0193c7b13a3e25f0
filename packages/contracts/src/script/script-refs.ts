/**
 * Shot references written into older scripts: each shot block's header ended with a short tag naming the shot it
 * came from, and a checksum of the block's text as written,
 *
 *   SHOT 2 — CLOSE — 3s — zoom_in  [ref:1f0c9a2e] [sum:5d41a2]
 *
 * Scripts no longer carry them (the user's text is the user's: script-links.ts keeps which block stands for which
 * shot beside the script), but a script saved or downloaded with them is still read: the tags come off the text, a
 * block's ref keeps the shot it names (the shortest id prefix, at least 8 hex digits, no other shot shares), and a
 * block whose text still matches its checksum is `intact` (script-plan.ts).
 */

/** A shot block's header line: "SHOT 3 — CLOSE — 4s", "## Shot 3: close", "shot 3 close 4s" (not "Shot of the sea"). */
export const SHOT_HEADER = /^\s*(?:[#*>]+\s*)?shot\b\s*(#?\s*\d+\b)?\s*([—–:|.,-]+)?\s*(.*)$/i;

const REF_TAG = /\s*\[ref:\s*([0-9a-f]{6,32})\s*\]/gi;
const SUM_TAG = /\s*\[sum:\s*([0-9a-f]{6})\s*\]/gi;
const MIN_REF_LENGTH = 8;

// Lines of a block that are not its shot's text: where it is set and how it joins the next one. Changing them
// changes no shot, so they do not count in the checksum.
const SCENE_HEADING = /^\s*(?:INT|EXT|INT\.?\s*\/\s*EXT|EXT\.?\s*\/\s*INT|I\/E)\.?\s+\S/i;
const TRANSITION = /^\s*(?:[A-Z][A-Z ]*\bTO:|FADE IN:|FADE OUT\.?|FADE TO BLACK\.?|THE END\.?)\s*$/;

/** Whether the line is a screenplay scene heading ("INT. OLD LIGHTHOUSE — NIGHT", "EXT. HARBOUR — DAY"). */
export function isSceneHeading(line: string): boolean {
  return SCENE_HEADING.test(line);
}

/** Whether the line is a screenplay transition ("CUT TO:", "DISSOLVE TO:", "FADE IN:", "FADE OUT."). */
export function isTransition(line: string): boolean {
  return TRANSITION.test(line);
}

const stripTags = (line: string): string => line.replace(REF_TAG, '').replace(SUM_TAG, '');

/**
 * The checksum of a block's text: its lines after the header, spacing and blank lines, scene headings and
 * transitions left out. FNV-1a, 24 bits: enough to tell an edit, not a secret.
 */
export function blockChecksum(lines: readonly string[]): string {
  const text = lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line && !isSceneHeading(line) && !isTransition(line))
    .join('\n');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash >>> 8).toString(16).padStart(6, '0');
}

/** The lines after each header up to the next one (header line indexes given). */
function bodiesOf(lines: readonly string[], headers: readonly number[]): string[][] {
  return headers.map((start, block) => lines.slice(start + 1, headers[block + 1] ?? lines.length));
}

/** Whether the line starts a shot block (see SHOT_HEADER); a bare "Shot of the sea" is prose. */
export function isShotHeader(line: string): boolean {
  const match = SHOT_HEADER.exec(stripTags(line));
  return Boolean(match && (match[1] || match[2]));
}

const compact = (id: string): string => id.replace(/-/g, '').toLowerCase();

/** The tag text for one shot id among the episode's shot ids: the shortest prefix no other id shares. */
export function shotRefOf(id: string, allIds: readonly string[]): string {
  const own = compact(id);
  const others = allIds.map(compact).filter((other) => other !== own);
  for (let length = MIN_REF_LENGTH; length < own.length; length++) {
    const prefix = own.slice(0, length);
    if (!others.some((other) => other.startsWith(prefix))) return prefix;
  }
  return own;
}

/** The id a ref names among the episode's shot ids, or undefined when none or several match. */
export function resolveShotRef(ref: string, ids: readonly string[]): string | undefined {
  const wanted = ref.toLowerCase();
  const found = ids.filter((id) => compact(id).startsWith(wanted));
  return found.length === 1 ? found[0] : undefined;
}

export interface ScriptBlocks {
  /** The script with every tag removed: what a parser reads. */
  text: string;
  /** One entry per shot block, in order: the tag it carries (the first one), if any. */
  refs: (string | undefined)[];
  /** One entry per shot block: it carries a checksum and its text still matches it (no one edited it). */
  intact: boolean[];
}

/** The shot blocks' tags, and the text without them (what a parser reads, and what the user sees). */
export function readScriptRefs(script: string): ScriptBlocks {
  const refs: (string | undefined)[] = [];
  const sums: (string | undefined)[] = [];
  let current = -1;
  const lines = script.split(/\r?\n/).map((line) => {
    if (isShotHeader(line)) {
      current = refs.length;
      refs.push(undefined);
      sums.push(undefined);
    }
    const tags = [...line.matchAll(REF_TAG)].map((match) => match[1]!.toLowerCase());
    const sumTags = [...line.matchAll(SUM_TAG)].map((match) => match[1]!.toLowerCase());
    if (tags.length === 0 && sumTags.length === 0) return line;
    if (current >= 0) {
      refs[current] ??= tags[0];
      sums[current] ??= sumTags[0];
    }
    const stripped = stripTags(line);
    // A tag on a line of its own leaves no blank line behind (a blank line could end a field).
    return stripped.trim() ? stripped : null;
  });
  const kept = lines.filter((line): line is string => line !== null);
  const headers = kept.flatMap((line, index) => (isShotHeader(line) ? [index] : []));
  const intact = bodiesOf(kept, headers).map((body, block) => sums[block] === blockChecksum(body));
  return { text: kept.join('\n'), refs, intact };
}
