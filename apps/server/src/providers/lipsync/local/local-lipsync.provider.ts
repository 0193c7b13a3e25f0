import fs from 'node:fs/promises';
import path from 'node:path';
import { audioMuxArgs } from '../../../media/ffmpeg/audio-mux.args.ts';
import { resolveFfmpeg, type FfmpegBinaries } from '../../../media/ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../../../media/ffmpeg/ffmpeg-runner.ts';
import { probeMedia, type MediaProbe } from '../../../media/ffmpeg/media-probe.ts';
import { withTempDir } from '../../../media/ffmpeg/temp-dir.ts';
import { sniffImage } from '../../../media/image-sniff.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import { ffmpegProviderError, requireFfmpeg } from '../../video/local/ffmpeg-provider-error.ts';
import type { LipsyncProvider, LipsyncRequest } from '../lipsync-provider.ts';

export interface LocalLipsyncProviderOptions {
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string;
  /** Parent folder for the per-call working directory; the system temp folder when absent. */
  tempDir?: string;
  /** Per call; defaults to two minutes plus five seconds per second of audio. */
  timeoutMs?: number;
}

const DEFAULT_FPS = 25;
const MAX_FPS = 60;
const MAX_AUDIO_SECONDS = 300;
const MAX_SIDE = 4096;

/** A file name ffmpeg recognises; it reads the content either way, the extension only helps it guess. */
const AUDIO_EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/aac': 'aac',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/flac': 'flac',
};

function validate(request: LipsyncRequest): void {
  const isSide = (side: number): boolean => Number.isInteger(side) && side >= 2 && side <= MAX_SIDE && side % 2 === 0;
  if (!isSide(request.width) || !isSide(request.height)) {
    throw new ProviderError('input', `Clip size must be even numbers of pixels up to ${MAX_SIDE}`);
  }
  if (!request.audio.length) throw new ProviderError('input', 'There is no voice-over audio');
  if (!request.video?.length && !request.image?.length) {
    throw new ProviderError('input', 'A clip or a picture is needed to put the voice-over on');
  }
  const { durationSeconds } = request;
  if (durationSeconds !== undefined && !(durationSeconds > 0 && durationSeconds <= MAX_AUDIO_SECONDS)) {
    throw new ProviderError('input', `The shot must last between 0 and ${MAX_AUDIO_SECONDS} seconds`);
  }
}

async function probeInput(
  file: string,
  binaries: FfmpegBinaries,
  what: string,
  signal?: AbortSignal,
): Promise<MediaProbe> {
  try {
    return await probeMedia(file, { binaries, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ProviderError('input', `The ${what} could not be read`, { cause: error });
  }
}

/**
 * A lip-sync provider that only puts the voice-over on the clip (mouths do not move, as its name says): the
 * picture is held or cut, the audio padded with silence or cut, so the result lasts exactly the requested
 * duration (the shot's), else as long as the audio.
 */
export function createLocalLipsyncProvider(options: LocalLipsyncProviderOptions = {}): LipsyncProvider {
  const info: ProviderInfo = {
    id: 'local',
    name: 'Local voice-over mux (does not move mouths)',
    kind: 'lipsync',
    isLocal: true,
    creditsPerUnit: 1,
    capabilities: { movesMouths: false, acceptsStill: true, maxDurationSeconds: MAX_AUDIO_SECONDS },
  };

  async function generate(request: LipsyncRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    const { signal, onProgress } = context;
    validate(request);
    const still = request.video?.length ? undefined : sniffImage(request.image ?? new Uint8Array());
    if (!request.video?.length && !still) {
      throw new ProviderError('input', 'The picture is not a PNG, JPEG, WebP or GIF image');
    }
    signal?.throwIfAborted();
    const binaries = await requireFfmpeg(() => resolveFfmpeg(options.ffmpegPath));

    try {
      return await withTempDir(
        async (dir) => {
          const audio = path.join(dir, `voice.${AUDIO_EXTENSIONS[request.audioContentType.toLowerCase()] ?? 'audio'}`);
          const video = path.join(dir, still ? `still.${still.extension}` : 'clip.video');
          const output = path.join(dir, 'voiced.mp4');
          await fs.writeFile(audio, request.audio);
          await fs.writeFile(video, still ? (request.image ?? new Uint8Array()) : (request.video ?? new Uint8Array()));

          const audioProbe = await probeInput(audio, binaries, 'voice-over audio', signal);
          const speechSeconds = audioProbe.durationSeconds;
          if (!audioProbe.audio || !(speechSeconds > 0)) {
            throw new ProviderError('input', 'The voice-over audio could not be read');
          }
          if (speechSeconds > MAX_AUDIO_SECONDS) {
            throw new ProviderError('input', `The voice-over is longer than ${MAX_AUDIO_SECONDS} seconds`);
          }
          const durationSeconds = request.durationSeconds ?? speechSeconds;
          const videoProbe = await probeInput(video, binaries, still ? 'picture' : 'clip', signal);
          if (!videoProbe.video) throw new ProviderError('input', `The ${still ? 'picture' : 'clip'} has no picture`);
          const clipFps = videoProbe.video.fps;
          const fps = !still && clipFps > 0 && clipFps <= MAX_FPS ? clipFps : DEFAULT_FPS;

          onProgress?.(0);
          const args = audioMuxArgs({
            video,
            isStill: Boolean(still),
            audio,
            durationSeconds,
            width: request.width,
            height: request.height,
            fps,
            output,
          });
          await runFfmpeg(binaries.ffmpeg, args, {
            signal,
            timeoutMs: options.timeoutMs ?? 120_000 + 5_000 * durationSeconds,
            durationSeconds,
            onProgress,
          });
          return {
            bytes: new Uint8Array(await fs.readFile(output)),
            contentType: 'video/mp4',
            durationSeconds,
            width: request.width,
            height: request.height,
          };
        },
        { parent: options.tempDir, prefix: 'sym-lipsync-' },
      );
    } catch (error) {
      throw ffmpegProviderError(error, 'Putting the voice-over on the clip', signal);
    }
  }

  return { info, generate };
}
