import type { GeneratedMedia, ProviderCallContext, ProviderInfo } from '../provider.ts';

export interface LipsyncRequest {
  /** A clip (MP4) or, when absent, `image` is used as a still. One of the two is required. */
  video?: Uint8Array;
  image?: Uint8Array;
  audio: Uint8Array;
  /** audio/wav, audio/mpeg, audio/aac... */
  audioContentType: string;
  width: number;
  height: number;
  language?: string;
  /**
   * How long the result lasts: the shot's duration on the timeline (the speech's own length when absent). The
   * speech starts at 0; shorter speech is followed by silence while the picture goes on (the clip plays on, then
   * holds its last frame; a still stays). Speech longer than the shot is cut at the shot's end: a lip-sync never
   * changes a shot's length, the user lengthens the shot to hear the whole line.
   */
  durationSeconds?: number;
}

/** Puts speech on a clip: the result lasts `durationSeconds` (the shot's duration), else as long as the audio. */
export interface LipsyncProvider {
  readonly info: ProviderInfo;
  generate(request: LipsyncRequest, context?: ProviderCallContext): Promise<GeneratedMedia>;
}
