import type { CameraMotion, ShotType } from '../entities/scenario.ts';
import { DEFAULT_SHOT_DURATION_SECONDS } from '../timeline/timeline-model.ts';
import { resolveShotRef } from './script-refs.ts';
import { textSimilarity } from './text-similarity.ts';

/** The script's part of a shot: what a script block can say about it. */
export interface ScriptShotText {
  type: ShotType;
  description: string;
  action: string;
  /** Seconds; null on a shot without its own duration. */
  duration: number | null;
  cameraMotion: CameraMotion;
  dialogue?: string | undefined;
}

/** A shot of the episode as the plan sees it, with how many images and videos it holds. */
export interface PlanShot extends ScriptShotText {
  id: string;
  sequence: number;
  images: number;
  videos: number;
}

/** One block of the script, read by a parser, with the tag naming its shot when it has one. */
export interface PlanBlock extends ScriptShotText {
  ref?: string | undefined;
  /**
   * The block's text is as the writer wrote it for the shot its ref names (its checksum holds, script-refs.ts):
   * the writer's wording is not the shot's, so such a block changes none of that shot's text, only its type,
   * duration and camera motion when those differ.
   */
  intact?: boolean | undefined;
}

/** The fields a block changes on its shot; `dialogue: null` removes the shot's dialogue. */
export type ShotTextChanges = Partial<Omit<ScriptShotText, 'dialogue'> & { dialogue: string | null }>;

export type PlanStep =
  /** The block keeps this shot; `changes` is empty when the block says what the shot already says. */
  | { kind: 'keep'; block: number; shotId: string; matchedBy: 'ref' | 'text' | 'place'; changes: ShotTextChanges }
  | { kind: 'add'; block: number };

/** What applying a script does: one step per block in script order (the new order), and the shots deleted. */
export interface ScriptPlan {
  steps: PlanStep[];
  deletedIds: string[];
}

/** Two texts count as the same shot's when this alike (textSimilarity), or a bit less at the same position. */
export const MATCH_THRESHOLD = 0.5;
const SAME_POSITION_BONUS = 0.2;

const oneLine = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
// Parsers drop the quotes around a spoken line: they are the script's way of writing it, not a change.
const spoken = (text: string | undefined): string =>
  oneLine(text)
    .replace(/^["“](.*)["”]$/, '$1')
    .trim();
const halfSeconds = (seconds: number): number => Math.max(0.5, Math.round(seconds * 2) / 2);
const textOf = (shot: ScriptShotText): string =>
  [shot.description, shot.action, shot.dialogue ?? ''].filter(Boolean).join(' ');

/**
 * What a block changes on a shot. The script writes durations to the half second (a shot without a duration
 * as the default), so a duration it only rounded is not a change; text is compared with spacing normalised.
 */
export function shotTextChanges(shot: ScriptShotText, block: ScriptShotText): ShotTextChanges {
  const changes: ShotTextChanges = {};
  if (block.type !== shot.type) changes.type = block.type;
  if (block.cameraMotion !== shot.cameraMotion) changes.cameraMotion = block.cameraMotion;
  if (oneLine(block.description) !== oneLine(shot.description)) changes.description = block.description;
  if (oneLine(block.action) !== oneLine(shot.action)) changes.action = block.action;
  if (spoken(block.dialogue) !== spoken(shot.dialogue)) changes.dialogue = block.dialogue ? block.dialogue : null;
  const written = halfSeconds(shot.duration ?? DEFAULT_SHOT_DURATION_SECONDS);
  if (block.duration !== null && Math.abs(halfSeconds(block.duration) - written) > 1e-9) {
    changes.duration = block.duration;
  }
  return changes;
}

/**
 * Pairs blocks with shots keeping both orders (a weighted longest common subsequence): a pair counts when the
 * texts are alike enough, the same position among the unpaired ones helping a little. Answers block → shot.
 */
function alignByText(blocks: readonly { index: number; text: string }[], shots: readonly PlanShot[]) {
  const rows = blocks.length;
  const cols = shots.length;
  const score = (i: number, j: number): number => {
    const similarity = textSimilarity(blocks[i]!.text, textOf(shots[j]!));
    const bonus = rows === cols && i === j ? SAME_POSITION_BONUS : 0;
    return similarity + bonus >= MATCH_THRESHOLD ? similarity + bonus : 0;
  };
  // best[i][j]: the highest total for blocks i.. and shots j..
  const best = Array.from({ length: rows + 1 }, () => new Float64Array(cols + 1));
  const scores = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => score(i, j)));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      const pair = scores[i]![j]! > 0 ? scores[i]![j]! + best[i + 1]![j + 1]! : 0;
      best[i]![j] = Math.max(pair, best[i + 1]![j]!, best[i]![j + 1]!);
    }
  }
  const pairs = new Map<number, PlanShot>();
  for (let i = 0, j = 0; i < rows && j < cols;) {
    const here = best[i]![j]!;
    if (scores[i]![j]! > 0 && Math.abs(here - (scores[i]![j]! + best[i + 1]![j + 1]!)) < 1e-9) {
      pairs.set(blocks[i]!.index, shots[j]!);
      i++;
      j++;
    } else if (Math.abs(here - best[i + 1]![j]!) < 1e-9) i++;
    else j++;
  }
  return pairs;
}

/**
 * Blocks rewritten in place: between two blocks that kept their shots (or before the first, after the last), as
 * many unmatched blocks as unmatched shots stand where those shots stood, and take them in order, as a diff pairs
 * changed lines. Nothing is paired when no block kept a shot (a script sharing nothing replaces the shots).
 */
function pairInPlace(blocks: number, ordered: readonly PlanShot[], kept: ReadonlyMap<number, PlanShot>) {
  const pairs = new Map<number, PlanShot>();
  const position = new Map(ordered.map((shot, index) => [shot.id, index]));
  // The kept pairs in both orders: a block moved elsewhere bounds no gap.
  const anchors: [number, number][] = [];
  for (const [block, shot] of [...kept].sort((a, b) => a[0] - b[0])) {
    const at = position.get(shot.id)!;
    if (anchors.length === 0 || at > anchors[anchors.length - 1]![1]) anchors.push([block, at]);
  }
  if (anchors.length === 0) return pairs;
  const taken = new Set([...kept.values()].map((shot) => shot.id));
  const bounds: [number, number][] = [[-1, -1], ...anchors, [blocks, ordered.length]];
  for (let gap = 1; gap < bounds.length; gap++) {
    const [fromBlock, fromShot] = bounds[gap - 1]!;
    const [toBlock, toShot] = bounds[gap]!;
    const free = ordered.slice(fromShot + 1, toShot).filter((shot) => !taken.has(shot.id));
    const open: number[] = [];
    for (let block = fromBlock + 1; block < toBlock; block++) if (!kept.has(block)) open.push(block);
    if (open.length === 0 || open.length !== free.length) continue;
    open.forEach((block, index) => pairs.set(block, free[index]!));
  }
  return pairs;
}

/**
 * The plan of applying script blocks to an episode's shots. A block whose tag names a shot keeps that shot
 * (a later block with the same tag counts as untagged), changing no text of it when the block is intact; the
 * untagged blocks are matched to the shots no tag named, in order and by text (a pasted script, an edited block),
 * then those rewritten in place take the shot they stand in for (pairInPlace); every other block adds a shot and
 * every shot no block kept is deleted. Pure: the server plans with it to apply, and to preview what applying would do.
 */
export function planScript(shots: readonly PlanShot[], blocks: readonly PlanBlock[]): ScriptPlan {
  const ordered = [...shots].sort((a, b) => a.sequence - b.sequence);
  const ids = ordered.map((shot) => shot.id);
  const byId = new Map(ordered.map((shot) => [shot.id, shot]));
  const claimed = new Map<number, PlanShot>();
  const taken = new Set<string>();
  blocks.forEach((block, index) => {
    const id = block.ref ? resolveShotRef(block.ref, ids) : undefined;
    if (id && !taken.has(id)) {
      taken.add(id);
      claimed.set(index, byId.get(id)!);
    }
  });
  const untagged = blocks.flatMap((block, index) => (claimed.has(index) ? [] : [{ index, text: textOf(block) }]));
  const matched = alignByText(
    untagged,
    ordered.filter((shot) => !taken.has(shot.id)),
  );
  const kept = new Map([...claimed, ...matched]);
  const placed = pairInPlace(blocks.length, ordered, kept);
  const steps = blocks.map((block, index): PlanStep => {
    const byRef = claimed.get(index);
    const shot = byRef ?? matched.get(index) ?? placed.get(index);
    if (!shot) return { kind: 'add', block: index };
    taken.add(shot.id);
    const changes = shotTextChanges(shot, block);
    if (byRef && block.intact) {
      delete changes.description;
      delete changes.action;
      delete changes.dialogue;
    }
    const matchedBy = byRef ? 'ref' : matched.has(index) ? 'text' : 'place';
    return { kind: 'keep', block: index, shotId: shot.id, matchedBy, changes };
  });
  return { steps, deletedIds: ids.filter((id) => !taken.has(id)) };
}

/** What the confirmation before applying tells (sequences are the shots' current numbers). */
export interface ScriptPlanSummary {
  added: number;
  updated: number;
  unchanged: number;
  deleted: number;
  deletedImages: number;
  deletedVideos: number;
  /** The kept shots end up in another order. */
  isReordered: boolean;
  /** Shots deleted, by their current number. */
  deletedSequences: number[];
  /** Shots an untagged block takes over (by order and text, or standing in its place), with its number (1-based). */
  matchedByText: { sequence: number; block: number }[];
}

/** The counts the user confirms before a plan is applied. */
export function summarizePlan(shots: readonly PlanShot[], plan: ScriptPlan): ScriptPlanSummary {
  const byId = new Map(shots.map((shot) => [shot.id, shot]));
  const kept = plan.steps.flatMap((step) => (step.kind === 'keep' ? [step] : []));
  const deleted = plan.deletedIds.map((id) => byId.get(id)!);
  const keptSequences = kept.map((step) => byId.get(step.shotId)!.sequence);
  return {
    added: plan.steps.length - kept.length,
    updated: kept.filter((step) => Object.keys(step.changes).length > 0).length,
    unchanged: kept.filter((step) => Object.keys(step.changes).length === 0).length,
    deleted: deleted.length,
    deletedImages: deleted.reduce((sum, shot) => sum + shot.images, 0),
    deletedVideos: deleted.reduce((sum, shot) => sum + shot.videos, 0),
    isReordered: keptSequences.some((sequence, index) => index > 0 && sequence < keptSequences[index - 1]!),
    deletedSequences: deleted.map((shot) => shot.sequence).sort((a, b) => a - b),
    matchedByText: kept
      .filter((step) => step.matchedBy !== 'ref')
      .map((step) => ({ sequence: byId.get(step.shotId)!.sequence, block: step.block + 1 })),
  };
}
