import {
  ASSET_MESSAGES,
  REFERENCE_IMAGE_MAX_BYTES,
  REVIEW_MESSAGES,
  SHOT_TAKE_FIELD,
  SHOT_TAKE_VIDEO_MAX_BYTES,
} from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import { sniffImage } from '../../media/image-sniff.ts';
import { decodeUploadedImage } from '../../media/upload-decode.ts';
import { sniffVideo } from '../../media/video-sniff.ts';
import { decodeUploadedVideo } from '../../media/video-upload-decode.ts';
import type { UploadedFile } from '../stored-files/reference-image-upload.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';

/** The most an upload of one's own take may hold: a video's limit (a picture's is lower, checked once known). */
export const SHOT_TAKE_READ_MAX_BYTES = Math.max(SHOT_TAKE_VIDEO_MAX_BYTES, REFERENCE_IMAGE_MAX_BYTES);

export interface TakeFileDeps {
  /** Stores the take, charged to the uploader's storage. */
  files: Pick<FileWriter, 'put'>;
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
}

/** A stored take file: whether it is a picture or a video, and its key. */
export interface StoredTakeFile {
  kind: 'image' | 'video';
  key: string;
}

const refuse = (message: string) => validationError(SHOT_TAKE_FIELD, message);

/**
 * Stores an uploaded take under a random key: a picture (PNG, JPEG, WebP, GIF; at most 10 MB) decoded and
 * re-encoded, or a video (MP4, WebM, MOV; at most 50 MB) decoded to the end and its streams rewritten in a fresh
 * container. The type comes from the bytes, never the name. 422 on the field `file` when it is missing, too large
 * for its kind, or neither; nothing is stored then.
 */
export async function storeTakeFile(
  deps: TakeFileDeps,
  ownerId: string,
  readFile: () => Promise<UploadedFile | undefined>,
): Promise<StoredTakeFile> {
  const file = await readFile();
  if (!file) throw refuse(REVIEW_MESSAGES.takeFileNotSupported);
  if (sniffImage(file.bytes)) {
    if (file.isTooLarge || file.bytes.length > REFERENCE_IMAGE_MAX_BYTES) throw refuse(ASSET_MESSAGES.imageTooLarge);
    const image = await decodeUploadedImage(file.bytes);
    if (!image) throw refuse(REVIEW_MESSAGES.takeFileNotSupported);
    const key = newMediaKey(image.extension);
    await deps.files.put(ownerId, key, image.bytes, image.contentType);
    return { kind: 'image', key };
  }
  if (!sniffVideo(file.bytes)) throw refuse(REVIEW_MESSAGES.takeFileNotSupported);
  if (file.isTooLarge || file.bytes.length > SHOT_TAKE_VIDEO_MAX_BYTES) throw refuse(REVIEW_MESSAGES.takeVideoTooLarge);
  const video = await decodeUploadedVideo(file.bytes, { ffmpegPath: deps.ffmpegPath });
  if (!video) throw refuse(REVIEW_MESSAGES.takeFileNotSupported);
  const key = newMediaKey(video.extension);
  await deps.files.put(ownerId, key, video.bytes, video.contentType);
  return { kind: 'video', key };
}
