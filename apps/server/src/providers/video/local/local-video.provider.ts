import fs from 'node:fs/promises';
import path from 'node:path';
import { CAMERA_MOTIONS } from '@sym/contracts';
import { cameraMoveArgs, planCameraMove } from '../../../media/ffmpeg/camera-move.args.ts';
import { resolveFfmpeg } from '../../../media/ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../../../media/ffmpeg/ffmpeg-runner.ts';
import { probeMedia } from '../../../media/ffmpeg/media-probe.ts';
import { withTempDir } from '../../../media/ffmpeg/temp-dir.ts';
import { sniffImage } from '../../../media/image-sniff.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { VideoProvider, VideoRequest } from '../video-provider.ts';
import { ffmpegProviderError, requireFfmpeg } from './ffmpeg-provider-error.ts';

export interface LocalVideoProviderOptions {
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string;
  /** Parent folder for the per-clip working directory; the system temp folder when absent. */
  tempDir?: string;
  /** Per clip; defaults to two minutes plus ten seconds per second of clip. */
  timeoutMs?: number;
}

const MAX_DURATION_SECONDS = 30;
const DEFAULT_FPS = 25;
const MAX_FPS = 60;
const MAX_SIDE = 4096;

function validate(request: VideoRequest): void {
  const { durationSeconds, width, height } = request;
  const fps = request.fps ?? DEFAULT_FPS;
  if (!(durationSeconds > 0 && durationSeconds <= MAX_DURATION_SECONDS)) {
    throw new ProviderError('input', `Clip duration must be more than 0 and at most ${MAX_DURATION_SECONDS} seconds`);
  }
  const isSide = (side: number): boolean => Number.isInteger(side) && side >= 2 && side <= MAX_SIDE && side % 2 === 0;
  if (!isSide(width) || !isSide(height)) {
    throw new ProviderError('input', `Clip size must be even numbers of pixels up to ${MAX_SIDE}`);
  }
  if (!(fps > 0 && fps <= MAX_FPS))
    throw new ProviderError('input', `Frame rate must be more than 0 and at most ${MAX_FPS}`);
  if (!CAMERA_MOTIONS.includes(request.cameraMotion)) {
    throw new ProviderError('input', `Unknown camera motion: ${String(request.cameraMotion)}`);
  }
}

/**
 * A video provider that needs no AI: it animates the shot's picture with a smooth camera move (zoom, pan, tilt,
 * tracking, drone) rendered by ffmpeg. Honest about it in its name.
 */
export function createLocalVideoProvider(options: LocalVideoProviderOptions = {}): VideoProvider {
  const info: ProviderInfo = {
    id: 'local',
    name: 'Local camera moves (ffmpeg, no AI)',
    kind: 'video',
    isLocal: true,
    creditsPerUnit: 3,
    capabilities: { cameraMotions: CAMERA_MOTIONS.join(','), maxDurationSeconds: MAX_DURATION_SECONDS },
  };

  async function generate(request: VideoRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    const { signal, onProgress } = context;
    validate(request);
    const image = sniffImage(request.image);
    if (!image) throw new ProviderError('input', 'The shot picture is not a PNG, JPEG, WebP or GIF image');
    signal?.throwIfAborted();

    const binaries = await requireFfmpeg(() => resolveFfmpeg(options.ffmpegPath));
    const fps = request.fps ?? DEFAULT_FPS;
    const frames = Math.max(2, Math.round(request.durationSeconds * fps));
    const frame = { width: request.width, height: request.height };
    const timeoutMs = options.timeoutMs ?? 120_000 + 10_000 * request.durationSeconds;

    try {
      return await withTempDir(
        async (dir) => {
          const input = path.join(dir, `shot.${image.extension}`);
          const output = path.join(dir, 'clip.mp4');
          await fs.writeFile(input, request.image);
          const probe = await probeMedia(input, { binaries, signal }).catch((error: unknown) => {
            if (signal?.aborted) throw error;
            throw new ProviderError('input', 'The shot picture could not be read', { cause: error });
          });
          if (!probe.video) throw new ProviderError('input', 'The shot picture could not be read');

          const plan = planCameraMove(request.cameraMotion, probe.video, frame);
          onProgress?.(0);
          await runFfmpeg(binaries.ffmpeg, cameraMoveArgs({ input, output, frame, fps, frames, plan }), {
            signal,
            timeoutMs,
            durationSeconds: frames / fps,
            onProgress,
          });
          return {
            bytes: new Uint8Array(await fs.readFile(output)),
            contentType: 'video/mp4',
            durationSeconds: frames / fps,
            width: frame.width,
            height: frame.height,
          };
        },
        { parent: options.tempDir, prefix: 'sym-video-' },
      );
    } catch (error) {
      throw ffmpegProviderError(error, 'Rendering the camera move', signal);
    }
  }

  return { info, generate };
}
