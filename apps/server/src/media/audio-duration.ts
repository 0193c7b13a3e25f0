import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { probeMedia } from './ffmpeg/media-probe.ts';
import { withTempDir } from './ffmpeg/temp-dir.ts';
import type { MediaStorage } from './media-storage.ts';

export interface AudioProbeOptions {
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
  signal?: AbortSignal;
}

/** Thrown when ffmpeg cannot read a file as audio (or finds no length in it). */
export class UnreadableAudioError extends Error {}

const safeExtension = (extension: string) => extension.replace(/[^a-z0-9]/gi, '').slice(0, 8) || 'bin';

/** Seconds an audio file on disk plays; UnreadableAudioError unless it is readable audio (no picture) with a length. */
async function probeAudioFile(file: string, options: AudioProbeOptions): Promise<number> {
  let duration: number | undefined;
  try {
    const probe = await probeMedia(file, { ffmpegPath: options.ffmpegPath, signal: options.signal });
    duration = probe.audio && !probe.video ? probe.durationSeconds : undefined;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new UnreadableAudioError('The file is not readable audio', { cause: error });
  }
  if (!duration || duration <= 0) throw new UnreadableAudioError('The file has no audio length');
  return duration;
}

/** Seconds the audio bytes play, measured by ffmpeg on a private temporary copy. */
export async function probeAudioDuration(
  bytes: Uint8Array,
  extension: string,
  options: AudioProbeOptions = {},
): Promise<number> {
  return withTempDir(
    async (dir) => {
      const file = path.join(dir, `audio.${safeExtension(extension)}`);
      await fs.writeFile(file, bytes);
      return probeAudioFile(file, options);
    },
    { prefix: 'sym-audio-' },
  );
}

/**
 * Seconds a stored file plays, streamed to a temporary copy (never whole in memory) and measured by ffmpeg;
 * undefined when storage holds no such file, UnreadableAudioError when it is not audio.
 */
export async function probeStoredAudio(
  storage: Pick<MediaStorage, 'get'>,
  key: string,
  options: AudioProbeOptions = {},
): Promise<number | undefined> {
  const stored = await storage.get(key);
  if (!stored) return undefined;
  try {
    return await withTempDir(
      async (dir) => {
        const file = path.join(dir, `audio.${safeExtension(path.extname(key))}`);
        await pipeline(stored.stream, createWriteStream(file));
        return probeAudioFile(file, options);
      },
      { prefix: 'sym-audio-' },
    );
  } finally {
    // Harmless after the copy; frees the file handle when the copy never started.
    stored.stream.destroy();
  }
}
