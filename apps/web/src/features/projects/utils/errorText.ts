import { ApiError } from '../../../lib/errors';

/** Statuses whose server text explains the refusal to the user (403 tier limit or owner rule, 404, 422 rule). */
const EXPLAINED_STATUSES = new Set([403, 404, 422]);

/**
 * The text to show for a failed action (spec §8): the server's own words when it refused with a reason
 * (e.g. a tier-limit 403), otherwise the screen's message such as 'Failed to create project'.
 */
export function explainError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && EXPLAINED_STATUSES.has(error.status) && error.serverMessage) {
    return error.status === 422 && error.details.length === 0 ? fallback : error.message;
  }
  return fallback;
}

/** Field messages of a 422 answer, keyed by field name (first message per field). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const fields: Record<string, string> = {};
  for (const detail of error.details) fields[detail.field] ??= detail.message;
  return fields;
}
