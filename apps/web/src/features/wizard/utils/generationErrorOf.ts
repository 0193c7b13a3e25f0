import { ApiError, errorMessageOf } from '../../../lib/errors';

/** A refused request's text: a 422 shows its rule ('Image generation needs a description'), else the message. */
export function generationErrorOf(error: unknown): string {
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && error.details.length > 0) {
    return error.details.map((detail) => detail.message).join(' ');
  }
  return errorMessageOf(error);
}
