import { ApiError, errorMessageOf } from '../../../lib/errors';

/**
 * The text to show when a generation cannot start. A refused input (422) shows the rule itself — 'Video
 * generation needs animation instructions' — rather than 'Validation error - field: ...'.
 */
export function generationErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && error.details.length > 0) {
    return error.details.map((detail) => detail.message).join(' ');
  }
  return errorMessageOf(error);
}
