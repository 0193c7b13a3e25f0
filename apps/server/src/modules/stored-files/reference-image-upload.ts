import { ASSET_MESSAGES, REFERENCE_IMAGE_FIELD, REFERENCE_IMAGE_MAX_BYTES } from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import { decodeUploadedImage } from '../../media/upload-decode.ts';
import type { FileWriter } from './stored-files.service.ts';

/** A file read from an upload: at most the size limit of bytes, and whether it was longer. */
export interface UploadedFile {
  bytes: Buffer;
  isTooLarge: boolean;
  /** The name the client gave the file (multipart filename), when it gave one; never trusted for its type. */
  fileName?: string;
}

/**
 * Stores an uploaded reference image (type sniffed from its bytes, not trusted from its name; decoded and re-encoded
 * so nothing but the picture is kept) under a random key charged to `ownerId`, and answers the key. Nothing is read
 * past the size limit and nothing is stored when the upload is refused.
 */
export async function storeReferenceImage(
  files: Pick<FileWriter, 'put'>,
  ownerId: string,
  readFile: () => Promise<UploadedFile | undefined>,
): Promise<string> {
  const file = await readFile();
  if (file && (file.isTooLarge || file.bytes.length > REFERENCE_IMAGE_MAX_BYTES)) {
    throw validationError(REFERENCE_IMAGE_FIELD, ASSET_MESSAGES.imageTooLarge);
  }
  const image = file ? await decodeUploadedImage(file.bytes) : undefined;
  if (!image) throw validationError(REFERENCE_IMAGE_FIELD, ASSET_MESSAGES.notAnImage);
  const key = newMediaKey(image.extension);
  await files.put(ownerId, key, image.bytes, image.contentType);
  return key;
}
