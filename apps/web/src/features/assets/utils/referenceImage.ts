import { ASSET_MESSAGES, REFERENCE_IMAGE_FIELD, REFERENCE_IMAGE_MAX_BYTES } from '@sym/contracts';
import { ApiError } from '../../../lib/errors';

/** The server's own texts for a file it would refuse, checked before sending 10 MB for nothing. */
export function referenceImageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return ASSET_MESSAGES.notAnImage;
  if (file.size > REFERENCE_IMAGE_MAX_BYTES) return ASSET_MESSAGES.imageTooLarge;
  return null;
}

/**
 * What a failed upload shows: the server's text for a refused file (422) or a plan limit (403), else the
 * generic `fallback` ('Failed to upload image').
 */
export function uploadErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 422) return error.fieldMessage(REFERENCE_IMAGE_FIELD) ?? error.serverMessage;
  if (error.status === 403) return error.serverMessage;
  return fallback;
}
