import { REFERENCE_IMAGE_FIELD, REFERENCE_IMAGE_MAX_BYTES, SHOT_TAKE_FIELD } from '@sym/contracts';
import { ApiError } from '../../../lib/errors';

/** What the file picker offers for one's own take: a picture (PNG, JPEG, WebP), as the upload takes. */
export const TAKE_FILE_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp'];

export type TakeFileProblem = 'notSupported' | 'tooLarge';

/** Why the server would refuse a file, checked before sending it: another format, or a picture over 10 MB. */
export function takeFileProblem(file: File): TakeFileProblem | null {
  const name = file.name.toLowerCase();
  const isKnownType = TYPES.includes(file.type) || (file.type === '' && EXTENSIONS.some((ext) => name.endsWith(ext)));
  if (!isKnownType) return 'notSupported';
  if (file.size > REFERENCE_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The server's text for a refused upload (422 with the file's field, 403, 413), else null for the generic text. */
export function takeUploadErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 422) {
    return error.fieldMessage(SHOT_TAKE_FIELD) ?? error.fieldMessage(REFERENCE_IMAGE_FIELD) ?? error.serverMessage;
  }
  if (error.status === 403 || error.status === 413) return error.serverMessage;
  return null;
}
