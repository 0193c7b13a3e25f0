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

/** A speaking character's rate and pitch as a request asks for them: left out where they are the voice's own (1). */
export function prosodyOf(line: {
  rate?: number | null;
  pitch?: number | null;
}): Pick<SpeechRequest, 'rate' | 'pitch'> {
  return {
    ...(line.rate != null && line.rate !== 1 && { rate: line.rate }),
    ...(line.pitch != null && line.pitch !== 1 && { pitch: line.pitch }),
  };
}

/** Text to speech; returns audio with its duration. */
export interface SpeechProvider {
  readonly info: ProviderInfo;
  listVoices(language?: string): Promise<SpeechVoice[]>;
  synthesize(request: SpeechRequest, context?: ProviderCallContext): Promise<GeneratedMedia>;
}
