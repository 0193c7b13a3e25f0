/**
 * Shot references in a script: each shot block's header ends with a short tag naming the shot it came from,
 *
 *   SHOT 2 — CLOSE — 3s — zoom_in  [ref:1f0c9a2e]
 *
 * so applying the script keeps that shot (its id, images, videos, generations and asset links) and only
 * changes what the block changed. The tag is the shortest prefix (at least 8 hex digits) of the shot id that
 * no other shot of the episode shares. A block without a tag is a new shot, or is matched by order and text
 * (script-plan.ts). The tag may also stand on a line of its own inside the block.
 */

/** A shot block's header line: "SHOT 3 — CLOSE — 4s", "## Shot 3: close", "shot 3 close 4s" (not "Shot of the sea"). */
export const SHOT_HEADER = /^\s*(?:[#*>]+\s*)?shot\b\s*(#?\s*\d+\b)?\s*([—–:|.,-]+)?\s*(.*)$/i;

const REF_TAG = /\s*\[ref:\s*([0-9a-f]{6,32})\s*\]/gi;
const MIN_REF_LENGTH = 8;

/** Whether the line starts a shot block (see SHOT_HEADER); a bare "Shot of the sea" is prose. */
export function isShotHeader(line: string): boolean {
  const match = SHOT_HEADER.exec(line.replace(REF_TAG, ''));
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
}

/** The shot blocks' tags, and the text without them. */
export function readScriptRefs(script: string): ScriptBlocks {
  const refs: (string | undefined)[] = [];
  let current = -1;
  const lines = script.split(/\r?\n/).map((line) => {
    if (isShotHeader(line)) {
      current = refs.length;
      refs.push(undefined);
    }
    const tags = [...line.matchAll(REF_TAG)].map((match) => match[1]!.toLowerCase());
    if (tags.length === 0) return line;
    if (current >= 0) refs[current] ??= tags[0];
    const stripped = line.replace(REF_TAG, '');
    // A tag on a line of its own leaves no blank line behind (a blank line could end a field).
    return stripped.trim() ? stripped : null;
  });
  return { text: lines.filter((line): line is string => line !== null).join('\n'), refs };
}

/**
 * The script with a tag at the end of each shot header, refs[i] on the i-th header. Unchanged when the number
 * of headers is not the number of refs: a script whose blocks do not line up with the shots gets no tags
 * (applying it matches blocks by order and text instead).
 */
export function writeScriptRefs(script: string, refs: readonly string[]): string {
  const lines = script.split('\n');
  const headers = lines.flatMap((line, index) => (isShotHeader(line) ? [index] : []));
  if (headers.length !== refs.length) return script;
  headers.forEach((lineIndex, block) => {
    const line = lines[lineIndex]!.replace(REF_TAG, '').replace(/\s+$/, '');
    lines[lineIndex] = `${line}  [ref:${refs[block]}]`;
  });
  return lines.join('\n');
}
