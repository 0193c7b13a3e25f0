import { AUDIO_UPLOAD_FIELD, AUDIO_UPLOAD_MAX_BYTES, TIMELINE_MESSAGES } from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import { decodeUploadedAudio } from '../../media/upload-decode.ts';
import type { UploadedFile } from './reference-image-upload.ts';
import type { FileWriter } from './stored-files.service.ts';

/** An audio upload as stored: its key, what it is and how long it plays. */
export interface StoredAudio {
  key: string;
  contentType: string;
  size: number;
  /** Seconds decoded. */
  duration: number;
}

/**
 * Stores an uploaded audio file (an episode's audio, a character's voice sample): checked by size and sniffed
 * bytes, decoded to the end by ffmpeg and stored as the audio stream alone rewritten in its container
 * (upload-decode.ts), under a random key charged to `ownerId`. 422 on the field `audio` when it is missing, over
 * 50 MB, or not MP3, WAV, AAC or M4A audio that ffmpeg decodes fully; nothing is stored then.
 */
export async function storeUploadedAudio(
  files: Pick<FileWriter, 'put'>,
  ownerId: string,
  readFile: () => Promise<UploadedFile | undefined>,
  options: { ffmpegPath?: string | undefined } = {},
): Promise<StoredAudio> {
  const file = await readFile();
  if (file && (file.isTooLarge || file.bytes.length > AUDIO_UPLOAD_MAX_BYTES)) {
    throw validationError(AUDIO_UPLOAD_FIELD, TIMELINE_MESSAGES.audioTooLarge);
  }
  const audio = file ? await decodeUploadedAudio(file.bytes, { ffmpegPath: options.ffmpegPath }) : undefined;
  if (!audio) throw validationError(AUDIO_UPLOAD_FIELD, TIMELINE_MESSAGES.notAudio);
  const key = newMediaKey(audio.extension);
  await files.put(ownerId, key, audio.bytes, audio.contentType);
  return { key, contentType: audio.contentType, size: audio.bytes.length, duration: audio.duration };
}
