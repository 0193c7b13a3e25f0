import type { AudioUpload } from '@sym/contracts';
import { mediaUrlOf } from '../../media/media-storage.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import { storeUploadedAudio } from '../stored-files/audio-upload-file.ts';
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
    const { key, ...audio } = await storeUploadedAudio(this.deps.files, actorId, readFile, {
      ffmpegPath: this.deps.ffmpegPath,
    });
    return { url: mediaUrlOf(key), ...audio };
  }
}
