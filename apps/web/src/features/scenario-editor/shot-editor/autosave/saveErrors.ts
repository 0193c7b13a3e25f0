import type { Shot } from '@sym/contracts';
import { ApiError } from '../../../../lib/errors';

// How the saver reads a failed save: a conflict (with the server's shot and the fields changed on both sides), the
// network being away, or a refusal not worth retrying.

/** The presented shot of a 409 answer (the server's own shape, kept whole with its updatedAt), if it is this shot. */
export function conflictShotOf(current: unknown, shotId: string): Shot | null {
  if (typeof current !== 'object' || current === null) return null;
  const isThisShot = 'id' in current && current.id === shotId;
  const hasVersion = 'updatedAt' in current && typeof current.updatedAt === 'string';
  return isThisShot && hasVersion ? (current as unknown as Shot) : null;
}

/** The fields a 409 names as changed on both sides; undefined from a conflict of the whole shot's version. */
export function conflictFieldsOf(error: unknown): string[] | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.conflictFields)) return undefined;
  return error.conflictFields.filter((field): field is string => typeof field === 'string');
}

/** A failure the network caused (or that hit while the browser says it is offline): retried, never dropped. */
export function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof ApiError && error.code === 'NETWORK_ERROR';
}

/** Worth retrying by itself: network trouble, rate limits and server errors; other answers are refusals. */
export function isRetryable(error: unknown): boolean {
  if (isOffline(error)) return true;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}
