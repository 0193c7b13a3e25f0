import { ApiError } from '../../../lib/errors';

/** Statuses whose server text tells the user why (403 edition feature, 404, 422 rule such as a parse failure). */
const EXPLAINED_STATUSES = new Set([403, 404, 422]);

/**
 * The text to show for a failed script action: the rule the server named ('No shots available to generate
 * script from', 'Failed to parse script', 'Script upload is a MotionMaker feature'), else the action's own
 * message from spec §8.
 */
export function scriptErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !EXPLAINED_STATUSES.has(error.status)) return fallback;
  if (error.details.length > 0) return [...new Set(error.details.map((detail) => detail.message))].join(' ');
  return error.serverMessage || fallback;
}
