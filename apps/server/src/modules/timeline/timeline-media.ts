import { isMediaPath, TIMELINE_MESSAGES } from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import { probeStoredAudio, UnreadableAudioError } from '../../media/audio-duration.ts';
import { mediaKeyOfUrl, mediaUrlOf, type MediaStorage } from '../../media/media-storage.ts';
import { deleteUnusedMedia } from '../../media/unused-media.ts';
import type { VoiceClipRepository } from './voice-clip.repository.ts';

export interface TimelineMediaDeps {
  media: MediaStorage;
  voiceClips: Pick<VoiceClipRepository, 'audioUrlsInUse'>;
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
}

export type TimelineMedia = ReturnType<typeof createTimelineMedia>;

/** The audio files the timeline points at: only our own stored files, measured on the way in, removed when unused. */
export function createTimelineMedia(deps: TimelineMediaDeps) {
  return {
    /**
     * Seconds the stored audio at `url` plays. 422 with the not-audio text on `field` unless it is one of our
     * media paths (`/media/<key>`), the file exists and ffmpeg reads it as audio.
     */
    async measure(url: string, field: string): Promise<number> {
      const key = isMediaPath(url) ? mediaKeyOfUrl(url) : undefined;
      if (!key) throw validationError(field, TIMELINE_MESSAGES.notAudio);
      try {
        const duration = await probeStoredAudio(deps.media, key, { ffmpegPath: deps.ffmpegPath });
        if (duration === undefined) throw validationError(field, TIMELINE_MESSAGES.notAudio);
        return duration;
      } catch (error) {
        if (error instanceof UnreadableAudioError) throw validationError(field, TIMELINE_MESSAGES.notAudio);
        throw error;
      }
    },

    /** Deletes the stored files of these urls that no track or voice clip plays any more (after commit). */
    async deleteUnused(urls: readonly (string | null | undefined)[]): Promise<void> {
      const keys = [...new Set(urls.flatMap((url) => (url && isMediaPath(url) ? [mediaKeyOfUrl(url)!] : [])))];
      if (keys.length === 0) return;
      await deleteUnusedMedia(deps.media, keys, async (candidates) => {
        const inUse = await deps.voiceClips.audioUrlsInUse(candidates.map(mediaUrlOf));
        return new Set(candidates.filter((key) => inUse.has(mediaUrlOf(key))));
      });
    },
  };
}
