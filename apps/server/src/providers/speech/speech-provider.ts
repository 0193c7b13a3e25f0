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

/** One recording of the voice to clone, as stored (a decoded, checked audio upload). */
export interface VoiceSampleFile {
  bytes: Uint8Array;
  fileName: string;
  mimeType: string;
}

/** What a voice is cloned from: the name it gets at the provider and the recordings of it. */
export interface VoiceCloneRequest {
  name: string;
  samples: VoiceSampleFile[];
  description?: string;
  /** Free labels the provider keeps with the voice (e.g. { source: 'sym-studio' }). */
  labels?: Record<string, string>;
}

/** Text to speech; returns audio with its duration. */
export interface SpeechProvider {
  readonly info: ProviderInfo;
  listVoices(language?: string): Promise<SpeechVoice[]>;
  synthesize(request: SpeechRequest, context?: ProviderCallContext): Promise<GeneratedMedia>;
  /**
   * Makes a new voice from recordings; the answer is offered by listVoices from then on. Only providers that can
   * clone have it (capabilities.canClone says so too).
   */
  cloneVoice?(request: VoiceCloneRequest, context?: ProviderCallContext): Promise<SpeechVoice>;
  /** Removes a voice made by cloneVoice at the provider. */
  deleteVoice?(voiceId: string, context?: ProviderCallContext): Promise<void>;
}

/** Whether the provider can clone voices from samples. */
export function canCloneVoices(
  provider: Pick<SpeechProvider, 'cloneVoice'>,
): provider is Required<Pick<SpeechProvider, 'cloneVoice'>> {
  return typeof provider.cloneVoice === 'function';
}
