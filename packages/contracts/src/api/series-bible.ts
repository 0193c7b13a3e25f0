import { z } from 'zod';
import { ASSET_TYPES } from '../entities/asset.ts';
import { Id } from '../limits.ts';

export const SERIES_BIBLE_MESSAGES = {
  notInSeries: 'This project is not in a series',
  notProjectAsset: "Only the project's own assets can move to the series bible",
  mergeTarget: 'Merge only into an asset of the same type in the series bible',
} as const;

/** Assets one move to the bible may name. */
export const SERIES_BIBLE_MOVE_MAX = 200;

/** An asset of the series bible that a project asset may be the same as (same type, same name ignoring case). */
export const BibleMatch = z.object({ assetId: Id, name: z.string() });

/** A project asset that could move into the bible, with the bible's assets it may duplicate. */
export const BibleCandidate = z.object({
  assetId: Id,
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  matches: z.array(BibleMatch),
});

/** What moving a project's assets into its series' bible would do. */
export const BibleProposal = z.object({
  seriesId: Id,
  seriesName: z.string(),
  candidates: z.array(BibleCandidate),
});
export type BibleProposal = z.infer<typeof BibleProposal>;

/** One asset to move: into the bible as it is, or merged into a bible asset (its shots then use that one). */
export const BibleMoveItem = z.object({ assetId: Id, mergeInto: Id.nullable().default(null) });

export const BibleMoveInput = z.object({
  id: Id,
  items: z.array(BibleMoveItem).min(1).max(SERIES_BIBLE_MOVE_MAX),
});
export type BibleMoveInput = z.infer<typeof BibleMoveInput>;

export const BibleMoveResult = z.object({
  /** Assets now in the bible. */
  moved: z.array(Id),
  /** Duplicates merged away (moved to the Recycle Bin), each with the bible asset its shots now use. */
  merged: z.array(z.object({ assetId: Id, into: Id })),
  /** Shots whose links or looks now name the bible asset instead of a merged duplicate. */
  relinkedShots: z.number().int().nonnegative(),
});
export type BibleMoveResult = z.infer<typeof BibleMoveResult>;
