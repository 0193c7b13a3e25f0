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
}

/** Puts speech on a clip: the result lasts as long as the audio. */
export interface LipsyncProvider {
  readonly info: ProviderInfo;
  generate(request: LipsyncRequest, context?: ProviderCallContext): Promise<GeneratedMedia>;
}
