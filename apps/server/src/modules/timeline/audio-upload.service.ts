import { AUDIO_UPLOAD_FIELD, AUDIO_UPLOAD_MAX_BYTES, TIMELINE_MESSAGES, type AudioUpload } from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import { mediaUrlOf, newMediaKey } from '../../media/media-storage.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import { decodeUploadedAudio } from '../../media/upload-decode.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';

/** An uploaded file as read from the request: at most the size limit, and whether there was more. */
export interface UploadedAudio {
  bytes: Buffer;
  isTooLarge: boolean;
}

export interface AudioUploadDeps {
  access: ScenarioAccess;
  /** Stores the upload, charged to the uploader's storage. */
  files: Pick<FileWriter, 'put'>;
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
}

/**
 * Audio files for an episode's timeline: checked by size and sniffed bytes, decoded to the end by ffmpeg and stored,
 * as the audio stream alone rewritten in its container (upload-decode.ts), under a random key.
 */
export class AudioUploadService {
  constructor(private readonly deps: AudioUploadDeps) {}

  /**
   * Stores an audio file for the episode (write access) and answers where it is and how long it plays. 422 on
   * the field `audio` when it is missing, over 50 MB, or not MP3, WAV, AAC or M4A audio that ffmpeg decodes fully.
   */
  async upload(
    actorId: string,
    scenarioId: string,
    readFile: () => Promise<UploadedAudio | undefined>,
  ): Promise<AudioUpload> {
    await this.deps.access.require(actorId, scenarioId, 'write');
    const file = await readFile();
    if (file && (file.isTooLarge || file.bytes.length > AUDIO_UPLOAD_MAX_BYTES)) {
      throw validationError(AUDIO_UPLOAD_FIELD, TIMELINE_MESSAGES.audioTooLarge);
    }
    const audio = file ? await decodeUploadedAudio(file.bytes, { ffmpegPath: this.deps.ffmpegPath }) : undefined;
    if (!audio) throw validationError(AUDIO_UPLOAD_FIELD, TIMELINE_MESSAGES.notAudio);
    const key = newMediaKey(audio.extension);
    await this.deps.files.put(actorId, key, audio.bytes, audio.contentType);
    return {
      url: mediaUrlOf(key),
      contentType: audio.contentType,
      size: audio.bytes.length,
      duration: audio.duration,
    };
  }
}
