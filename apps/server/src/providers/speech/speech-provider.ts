import type { GeneratedMedia, ProviderCallContext, ProviderInfo } from '../provider.ts';

export interface SpeechVoice {
  id: string;
  name: string;
  /** BCP-47 language tag, e.g. en, de, ja. */
  language: string;
}

export interface SpeechRequest {
  text: string;
  /** A voice id from listVoices(); the provider's default for the language when absent. */
  voice?: string;
  language: string;
  /** Speaking rate against the voice's own (1); a provider without one ignores it. */
  rate?: number;
  /** Pitch against the voice's own (1); a provider without one ignores it. */
  pitch?: number;
}

/** Text to speech; returns audio with its duration. */
export interface SpeechProvider {
  readonly info: ProviderInfo;
  listVoices(language?: string): Promise<SpeechVoice[]>;
  synthesize(request: SpeechRequest, context?: ProviderCallContext): Promise<GeneratedMedia>;
}
