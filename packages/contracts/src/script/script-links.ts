import { blockChecksum, isShotHeader, readScriptRefs } from './script-refs.ts';

/**
 * Which shot each block of a generated (or applied) script stands for, kept beside the script rather than in it: the
 * user reads and edits only the screenplay, with no tags on its lines. A link holds the shot's id and the checksum
 * of the block's text as written (blockChecksum: header, spacing, scene headings and transitions left out), so a
 * block the user did not touch finds its shot again wherever it stands, and applying it changes none of that shot's
 * text (a writer may word a shot differently from the shot itself; script-plan.ts, `intact`). An edited block has
 * no link and is matched by order and text.
 */
export interface ScriptLink {
  shotId: string;
  sum: string;
}

/** The checksum of each shot block's text, in script order (tags of older scripts left out). */
export function blockSums(script: string): string[] {
  const lines = readScriptRefs(script).text.split('\n');
  const headers = lines.flatMap((line, index) => (isShotHeader(line) ? [index] : []));
  return headers.map((start, block) => blockChecksum(lines.slice(start + 1, headers[block + 1] ?? lines.length)));
}

/**
 * The links of a script whose blocks stand for these shots, one per block in order; none when the blocks do not
 * line up with the shots (a script with more or fewer blocks is matched by order and text when applied).
 */
export function linkScript(script: string, shotIds: readonly (string | undefined)[]): ScriptLink[] {
  const sums = blockSums(script);
  if (sums.length !== shotIds.length) return [];
  return sums.flatMap((sum, index) => {
    const shotId = shotIds[index];
    return shotId ? [{ shotId, sum }] : [];
  });
}

/**
 * The shot each block of a script stands for, by the links kept for it: the first unused link with the block's
 * checksum (so two identical blocks take two shots, in order), else undefined for a block written or edited since.
 */
export function shotsOfBlocks(script: string, links: readonly ScriptLink[]): (string | undefined)[] {
  const unused = [...links];
  return blockSums(script).map((sum) => {
    const index = unused.findIndex((link) => link.sum === sum);
    if (index < 0) return undefined;
    const [link] = unused.splice(index, 1);
    return link!.shotId;
  });
}
