import {
  REFERENCE_IMAGE_FIELD,
  REFERENCE_IMAGE_MAX_BYTES,
  SHOT_TAKE_FIELD,
  SHOT_TAKE_VIDEO_MAX_BYTES,
} from '@sym/contracts';
import { ApiError } from '../../../lib/errors';

/** The files one's own take may be, by kind: the types and name endings the upload takes, and the largest size. */
const TAKE_FILES = {
  image: {
    types: ['image/png', 'image/jpeg', 'image/webp'],
    extensions: ['.png', '.jpg', '.jpeg', '.webp'],
    maxBytes: REFERENCE_IMAGE_MAX_BYTES,
  },
  video: {
    types: ['video/mp4', 'video/webm', 'video/quicktime'],
    extensions: ['.mp4', '.m4v', '.webm', '.mov'],
    maxBytes: SHOT_TAKE_VIDEO_MAX_BYTES,
  },
} as const;

export type TakeFileKind = keyof typeof TAKE_FILES;

/** What the file picker offers for one's own take: a picture (PNG, JPEG, WebP) or a video (MP4, WebM, MOV). */
export const TAKE_FILE_ACCEPT = Object.values(TAKE_FILES)
  .flatMap((files) => [...files.types, ...files.extensions])
  .join(',');

/** Whether the file is a picture or a video by its type (or, when the browser gives none, its name); else null. */
export function takeFileKind(file: File): TakeFileKind | null {
  const name = file.name.toLowerCase();
  for (const kind of ['image', 'video'] as const) {
    const { types, extensions } = TAKE_FILES[kind];
    if ((types as readonly string[]).includes(file.type)) return kind;
    if (file.type === '' && extensions.some((ext) => name.endsWith(ext))) return kind;
  }
  return null;
}

export type TakeFileProblem = 'notSupported' | 'imageTooLarge' | 'videoTooLarge';

/** Why the server would refuse a file, checked before sending it: another format, or over its kind's size. */
export function takeFileProblem(file: File): TakeFileProblem | null {
  const kind = takeFileKind(file);
  if (!kind) return 'notSupported';
  if (file.size > TAKE_FILES[kind].maxBytes) return kind === 'video' ? 'videoTooLarge' : 'imageTooLarge';
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
