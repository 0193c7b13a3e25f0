import type { GeneratedMedia, ProviderCallContext, ProviderInfo } from '../provider.ts';
import type { CameraMotion } from '../text/text-provider.ts';

export interface VideoRequest {
  /** The shot's image (PNG/JPEG). */
  image: Uint8Array;
  cameraMotion: CameraMotion;
  animationInstructions: string;
  /** Seconds, > 0. */
  durationSeconds: number;
  /** Output size (the episode aspect ratio), even numbers. */
  width: number;
  height: number;
  fps?: number;
}

/** Produces an H.264 MP4 clip from a still image. */
export interface VideoProvider {
  readonly info: ProviderInfo;
  generate(request: VideoRequest, context?: ProviderCallContext): Promise<GeneratedMedia>;
}
