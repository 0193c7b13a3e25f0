import { AUDIO_UPLOAD_FIELD, AUDIO_UPLOAD_MAX_BYTES, TIMELINE_MESSAGES, type AudioUpload } from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import { probeAudioDuration, UnreadableAudioError } from '../../media/audio-duration.ts';
import { sniffAudio } from '../../media/audio-sniff.ts';
import { mediaUrlOf, newMediaKey, type MediaStorage } from '../../media/media-storage.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';

/** An uploaded file as read from the request: at most the size limit, and whether there was more. */
export interface UploadedAudio {
  bytes: Buffer;
  isTooLarge: boolean;
}

export interface AudioUploadDeps {
  access: ScenarioAccess;
  media: MediaStorage;
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
}

export type AudioUploadService = ReturnType<typeof createAudioUploadService>;

/** Audio files for an episode's timeline: checked by size, sniffed bytes and ffmpeg, stored under a random key. */
export function createAudioUploadService(deps: AudioUploadDeps) {
  return {
    /**
     * Stores an audio file for the episode (write access) and answers where it is and how long it plays. 422 on
     * the field `audio` when it is missing, over 50 MB, or not MP3, WAV, AAC or M4A audio that ffmpeg can read.
     */
    async upload(
      actorId: string,
      scenarioId: string,
      readFile: () => Promise<UploadedAudio | undefined>,
    ): Promise<AudioUpload> {
      await deps.access.require(actorId, scenarioId, 'write');
      const file = await readFile();
      if (file && (file.isTooLarge || file.bytes.length > AUDIO_UPLOAD_MAX_BYTES)) {
        throw validationError(AUDIO_UPLOAD_FIELD, TIMELINE_MESSAGES.audioTooLarge);
      }
      const audio = file ? sniffAudio(file.bytes) : undefined;
      if (!file || !audio) throw validationError(AUDIO_UPLOAD_FIELD, TIMELINE_MESSAGES.notAudio);
      let duration: number;
      try {
        duration = await probeAudioDuration(file.bytes, audio.extension, { ffmpegPath: deps.ffmpegPath });
      } catch (error) {
        if (error instanceof UnreadableAudioError)
          throw validationError(AUDIO_UPLOAD_FIELD, TIMELINE_MESSAGES.notAudio);
        throw error;
      }
      const key = newMediaKey(audio.extension);
      await deps.media.put(key, file.bytes, audio.contentType);
      return { url: mediaUrlOf(key), contentType: audio.contentType, size: file.bytes.length, duration };
    },
  };
}
