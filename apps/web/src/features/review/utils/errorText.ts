import { ApiError } from '../../../lib/errors';

/** The text to show for a failed call, in the guest's language when the server gave a message code. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.localizedMessage;
  return error instanceof Error && error.message ? error.message : fallback;
}
