import { isMediaPath, TIMELINE_MESSAGES } from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import { probeStoredAudio, UnreadableAudioError } from '../../media/audio-duration.ts';
import { mediaKeyOfUrl } from '../../media/media-storage.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';

export interface TimelineMediaDeps {
  files: Pick<FileWriter, 'get'>;
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
}

/** The audio files the timeline points at: only our own stored files, measured on the way in, removed when unused. */
export class TimelineMedia {
  constructor(private readonly deps: TimelineMediaDeps) {}

  /**
   * Seconds the stored audio at `url` plays. 422 with the not-audio text on `field` unless it is one of our
   * media paths (`/media/<key>`), the file exists and ffmpeg reads it as audio.
   */
  async measure(url: string, field: string): Promise<number> {
    const key = isMediaPath(url) ? mediaKeyOfUrl(url) : undefined;
    if (!key) throw validationError(field, TIMELINE_MESSAGES.notAudio);
    try {
      const duration = await probeStoredAudio(this.deps.files, key, { ffmpegPath: this.deps.ffmpegPath });
      if (duration === undefined) throw validationError(field, TIMELINE_MESSAGES.notAudio);
      return duration;
    } catch (error) {
      if (error instanceof UnreadableAudioError) throw validationError(field, TIMELINE_MESSAGES.notAudio);
      throw error;
    }
  }
}
