import { z } from 'zod';
import { Id } from '../limits.ts';

/**
 * One place where an episode describes a character differently:
 * - `contradiction`: the shots (or the character's look) give one thing of theirs different colours ("red scarf" in
 *   one shot, "blue scarf" in the next);
 * - `lookChanged`: the character's look changed after shots were drawn with it (those shots are stale);
 * - `unlinked`: shots name the character in their words without linking it, so its look is not used.
 */
export const ConsistencyFinding = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('contradiction'),
    assetId: Id,
    name: z.string(),
    /** The thing described ('scarf', 'hair'). */
    thing: z.string(),
    /** Each colour said, with the shots that say it; `inLook` when the character's own look says it. */
    values: z.array(z.object({ value: z.string(), shotIds: z.array(Id), inLook: z.boolean() })).min(2),
  }),
  z.object({ kind: z.literal('lookChanged'), assetId: Id, name: z.string(), shotIds: z.array(Id).min(1) }),
  z.object({ kind: z.literal('unlinked'), assetId: Id, name: z.string(), shotIds: z.array(Id).min(1) }),
]);
export type ConsistencyFinding = z.infer<typeof ConsistencyFinding>;

export const ConsistencyReport = z.object({ findings: z.array(ConsistencyFinding) });
export type ConsistencyReport = z.infer<typeof ConsistencyReport>;
