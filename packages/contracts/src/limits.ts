import { z } from 'zod';
import { LIMITS } from './limit-values.ts';

export { LIMITS } from './limit-values.ts';

export const Id = z.string().uuid();
export const Name = z.string().trim().min(LIMITS.nameMin).max(LIMITS.nameMax);
export const Email = z.string().trim().toLowerCase().max(LIMITS.emailMax).email();
export const Url = z.string().url();
export const Timestamp = z.string().datetime({ offset: true });
export const Json = z.record(z.string(), z.unknown());

/** The version of an entity the client edited (its updatedAt as read); a write over a newer one is a 409. */
export const ExpectedVersion = Timestamp.optional();

/**
 * Beside the fields a client changes, the value each of them had when the client read it (`base`). The write goes
 * through when every such field still holds its base value or already holds the new one, so a change of another
 * field by someone else is no conflict; otherwise 409 CONFLICT names the fields changed on both sides. Made from
 * the changeable fields' own schemas, each optional. When every changed field has a base value it takes the place of
 * expectedUpdatedAt (which moves with any change of the entity); a changed field without one keeps that check.
 */
export function FieldBase<Shape extends z.ZodRawShape>(fields: Shape) {
  return z
    .object(fields)
    .partial()
    .optional()
    .describe(
      'The value each changed field had when it was read. The write goes through when every such field still ' +
        'has that value (or already the new one); else 409 CONFLICT with error.conflictFields. With a base value ' +
        'for every changed field, expectedUpdatedAt is not checked.',
    );
}
