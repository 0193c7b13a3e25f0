import { z } from 'zod';
import { Id } from '../limits.ts';
import { PathId } from './scenarios.ts';
import { SHOT_BATCH_KINDS, SHOT_BATCH_MAX } from './shot-batch.ts';

/**
 * Whether a shot's image or video is what its inputs would make now: `current`, `stale` (made from inputs that
 * have changed since: the reasons say which) or `missing`. Worked out when read, never stored.
 */
export const FRESHNESS_STATES = ['current', 'stale', 'missing'] as const;
export type FreshnessState = (typeof FRESHNESS_STATES)[number];

/**
 * One thing that changed since a result was made: its words, its shot type and camera (framing), its reference
 * picture, its style, a linked asset's look (or an asset linked or unlinked since), for a clip the picture it
 * animates or its motion.
 */
export const StaleReason = z.object({
  part: z.enum(['text', 'framing', 'reference', 'style', 'source', 'motion', 'look', 'assetAdded', 'assetRemoved']),
  /** The asset's name, for look, assetAdded and assetRemoved. */
  name: z.string().optional(),
});
export type StaleReason = z.infer<typeof StaleReason>;

export const ResultFreshness = z.object({
  state: z.enum(FRESHNESS_STATES),
  reasons: z.array(StaleReason),
});
export type ResultFreshness = z.infer<typeof ResultFreshness>;

export const ShotFreshness = z.object({ shotId: Id, image: ResultFreshness, video: ResultFreshness });
export type ShotFreshness = z.infer<typeof ShotFreshness>;

const StateCounts = z.object({
  current: z.number().int().nonnegative(),
  stale: z.number().int().nonnegative(),
  missing: z.number().int().nonnegative(),
});

/** The state of every shot's image and video in an episode, in shot order, with the counts of each. */
export const ScenarioFreshness = z.object({
  shots: z.array(ShotFreshness),
  counts: z.object({ image: StateCounts, video: StateCounts }),
});
export type ScenarioFreshness = z.infer<typeof ScenarioFreshness>;

/** A shot that uses an asset, with where it is (the asset pages list them): its episode and project. */
export const AssetShotFreshness = ShotFreshness.extend({
  /** The shot's place in its episode, from 1. */
  position: z.number().int().positive(),
  scenarioId: Id,
  scenarioName: z.string(),
  projectId: Id,
  projectName: z.string(),
});
export type AssetShotFreshness = z.infer<typeof AssetShotFreshness>;

/** The shots (of every episode the caller may read) that link an asset, each with its state, and the counts. */
export const AssetFreshness = z.object({
  shots: z.array(AssetShotFreshness),
  counts: z.object({ image: StateCounts, video: StateCounts }),
});
export type AssetFreshness = z.infer<typeof AssetFreshness>;

export const AssetFreshnessInput = z.object({ id: Id });

/**
 * "Bring up to date": new images (or videos) for the stale and missing shots only, of the whole episode or of the
 * shots named (a scene, a selection).
 */
export const UpToDateInput = z.object({
  id: PathId,
  kind: z.enum(SHOT_BATCH_KINDS),
  shotIds: z.array(Id).min(1).max(SHOT_BATCH_MAX).optional(),
});
export type UpToDateInput = z.infer<typeof UpToDateInput>;
