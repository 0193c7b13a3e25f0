/** Lines of the base replaced by other lines: base[start, end) becomes `lines` (start === end: an insertion). */
interface Hunk {
  start: number;
  end: number;
  lines: string[];
}

export type LineMerge = { isClean: true; text: string } | { isClean: false };

/**
 * Above this many line pairs in the changed middle, the whole middle counts as one change (no line diff): a
 * conflict is then reported rather than guessed, and memory stays bounded for very long scripts.
 */
const MAX_DIFF_CELLS = 4_000_000;

/** The changes from `base` to `next` as hunks in base order, from a longest-common-subsequence line diff. */
function hunksOf(base: string[], next: string[]): Hunk[] {
  let prefix = 0;
  while (prefix < base.length && prefix < next.length && base[prefix] === next[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < base.length - prefix &&
    suffix < next.length - prefix &&
    base[base.length - 1 - suffix] === next[next.length - 1 - suffix]
  ) {
    suffix += 1;
  }
  const a = base.slice(prefix, base.length - suffix);
  const b = next.slice(prefix, next.length - suffix);
  if (a.length === 0 && b.length === 0) return [];
  if (a.length === 0 || b.length === 0 || (a.length + 1) * (b.length + 1) > MAX_DIFF_CELLS) {
    return [{ start: prefix, end: prefix + a.length, lines: b }];
  }
  // lengths[i * width + j]: longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const hunks: Hunk[] = [];
  let open: Hunk | null = null;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      open = null;
      i += 1;
      j += 1;
      continue;
    }
    if (!open) {
      open = { start: prefix + i, end: prefix + i, lines: [] };
      hunks.push(open);
    }
    const isDeletion = j >= b.length || (i < a.length && lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!);
    if (isDeletion) {
      i += 1;
      open.end = prefix + i;
    } else {
      open.lines.push(b[j]!);
      j += 1;
    }
  }
  return hunks;
}

const isSameHunk = (left: Hunk, right: Hunk) =>
  left.start === right.start &&
  left.end === right.end &&
  left.lines.length === right.lines.length &&
  left.lines.every((line, index) => line === right.lines[index]);

/**
 * Two changes that cannot both apply in a certain order: they replace common lines, or start at the same line
 * (two insertions there, or an insertion where the other replaces).
 */
const isClash = (left: Hunk, right: Hunk) =>
  left.start === right.start || (left.start < right.end && right.start < left.end);

/**
 * A line-wise three-way merge: both sides' changes since their common base, when no line (and no insertion
 * point) was changed differently on both sides; otherwise not clean. Changes to neighbouring lines merge.
 */
export function mergeLines(base: string, mine: string, theirs: string): LineMerge {
  if (mine === theirs || theirs === base) return { isClean: true, text: mine };
  if (mine === base) return { isClean: true, text: theirs };
  const baseLines = base.split('\n');
  const ours = hunksOf(baseLines, mine.split('\n'));
  const others = hunksOf(baseLines, theirs.split('\n')).filter((hunk) => !ours.some((own) => isSameHunk(own, hunk)));
  for (const hunk of others) {
    if (ours.some((own) => !isSameHunk(own, hunk) && isClash(own, hunk))) return { isClean: false };
  }
  const all = [...ours, ...others].sort((left, right) => left.start - right.start || left.end - right.end);
  const merged: string[] = [];
  let at = 0;
  for (const hunk of all) {
    merged.push(...baseLines.slice(at, hunk.start), ...hunk.lines);
    at = hunk.end;
  }
  merged.push(...baseLines.slice(at));
  return { isClean: true, text: merged.join('\n') };
}
