import { AUDIO_UPLOAD_FIELD, AUDIO_UPLOAD_MAX_BYTES } from '@sym/contracts';
import { ApiError } from '../../../lib/errors';

/** Extensions of the formats the server accepts (MP3, WAV, AAC/M4A), for files the browser gives no type. */
const AUDIO_EXTENSIONS = ['.mp3', '.wav', '.aac', '.m4a'];

export type AudioFileProblem = 'notAudio' | 'tooLarge';

/**
 * Why the server would refuse a file, checked before sending up to 50 MB for nothing: not audio ('Please
 * select an audio file (MP3, WAV, etc.)') or not under 50 MB ('File size must be less than 50MB').
 */
export function audioFileProblem(file: File): AudioFileProblem | null {
  const name = file.name.toLowerCase();
  const isAudio = file.type.startsWith('audio/') || AUDIO_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!isAudio) return 'notAudio';
  if (file.size >= AUDIO_UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A track name from a file name: without its extension, at most 100 characters. */
export function trackNameFromFile(file: File, fallback: string): string {
  const base = file.name
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, 100);
  return base || fallback;
}

/** The server's text for a refused upload (422, 403, 413), else null for the generic failure text. */
export function audioUploadErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 422) return error.fieldMessage(AUDIO_UPLOAD_FIELD) ?? error.serverMessage;
  if (error.status === 403 || error.status === 413) return error.serverMessage;
  return null;
}
