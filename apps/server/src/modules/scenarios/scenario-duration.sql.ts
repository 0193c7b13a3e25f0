import { DEFAULT_SHOT_DURATION_SECONDS } from '@sym/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { shots } from '../../db/schema.ts';

// Episode and project durations in SQL, computed exactly as the timeline model in @sym/contracts computes them
// (`shotDuration`, `layoutShots`): the timeline, the export, the project cards and the episode list show one value.
// Audio never lengthens an episode (the model cuts it at the last shot's end), so shots alone decide.

/** A shot's length on the timeline: its duration when positive, else DEFAULT_SHOT_DURATION_SECONDS. */
export const shotTimelineSeconds: SQL<number> = sql<number>`(case when ${shots.duration} > 0 then ${shots.duration}::numeric else ${sql.raw(String(DEFAULT_SHOT_DURATION_SECONDS))} end)`;

/**
 * The summed timeline length of the shots in the query (0 without any), rounded to the microsecond as the model
 * rounds. Rows of a left join without a shot count nothing. The real column is read as the decimal it was saved as.
 */
export const timelineSecondsSum: SQL<number> = sql<number>`coalesce(round(sum(${shotTimelineSeconds}) filter (where ${shots.id} is not null), 6), 0)::float8`;
