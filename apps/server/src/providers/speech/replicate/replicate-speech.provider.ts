import { audioMedia } from '../../http/media-info.ts';
import { ReplicateModel, replicateModelName, type ReplicateCommonOptions } from '../../http/replicate-client.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { SpeechProvider, SpeechRequest, SpeechVoice } from '../speech-provider.ts';

/** Logical inputs of a text-to-speech model. */
export type ReplicateSpeechField = 'text' | 'voice' | 'language';

export interface ReplicateSpeechOptions extends ReplicateCommonOptions {
  /** The model's input name per field; null leaves a field out. Defaults fit Kokoro: text, voice. */
  inputNames?: Partial<Record<ReplicateSpeechField, string | null>>;
  /** The voices the model offers; Kokoro's for jaaari/kokoro-82m, none (the model's default voice) otherwise. */
  voices?: SpeechVoice[];
}

const LABEL = 'Speech provider';

export const REPLICATE_SPEECH_INPUT_NAMES: Record<ReplicateSpeechField, string | null> = {
  text: 'text',
  voice: 'voice',
  language: null,
};

/** A selection of Kokoro-82M's voices; the first letter is the language, the second the gender. */
export const KOKORO_VOICES: SpeechVoice[] = [
  { id: 'af_bella', name: 'Bella', language: 'en-US' },
  { id: 'af_heart', name: 'Heart', language: 'en-US' },
  { id: 'af_nicole', name: 'Nicole', language: 'en-US' },
  { id: 'af_sarah', name: 'Sarah', language: 'en-US' },
  { id: 'am_adam', name: 'Adam', language: 'en-US' },
  { id: 'am_michael', name: 'Michael', language: 'en-US' },
  { id: 'bf_emma', name: 'Emma', language: 'en-GB' },
  { id: 'bm_george', name: 'George', language: 'en-GB' },
  { id: 'ef_dora', name: 'Dora', language: 'es' },
  { id: 'ff_siwis', name: 'Siwis', language: 'fr' },
  { id: 'hf_alpha', name: 'Alpha', language: 'hi' },
  { id: 'if_sara', name: 'Sara', language: 'it' },
  { id: 'jf_alpha', name: 'Alpha', language: 'ja' },
  { id: 'pf_dora', name: 'Dora', language: 'pt-BR' },
  { id: 'zf_xiaobei', name: 'Xiaobei', language: 'zh' },
];

const primaryTag = (tag: string): string => tag.toLowerCase().split('-')[0] ?? '';

/** Voices of the asked language, exact regional matches first ('en-GB' lists British voices before American). */
function voicesFor(voices: SpeechVoice[], language: string): SpeechVoice[] {
  const asked = language.toLowerCase();
  const matching = voices.filter((voice) => primaryTag(voice.language) === primaryTag(asked));
  const exact = matching.filter((voice) => voice.language.toLowerCase() === asked);
  return [...exact, ...matching.filter((voice) => !exact.includes(voice))];
}

class ReplicateSpeechProvider implements SpeechProvider {
  readonly info: ProviderInfo;
  private readonly model: ReplicateModel<ReplicateSpeechField>;
  private readonly voices: SpeechVoice[];

  constructor(options: ReplicateSpeechOptions) {
    this.model = new ReplicateModel(options, { label: LABEL, defaults: REPLICATE_SPEECH_INPUT_NAMES });
    const isKokoro = replicateModelName(options.model) === 'jaaari/kokoro-82m';
    this.voices = options.voices && options.voices.length > 0 ? options.voices : isKokoro ? KOKORO_VOICES : [];
    this.info = this.model.info('speech', 'speech', {});
  }

  async listVoices(language?: string): Promise<SpeechVoice[]> {
    if (!language) return [...this.voices];
    return voicesFor(this.voices, language);
  }

  async synthesize(request: SpeechRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    const text = request.text.trim();
    if (!text) throw new ProviderError('input', 'The speech text is empty');
    const voice = request.voice ?? (await this.listVoices(request.language))[0]?.id ?? this.voices[0]?.id ?? undefined;
    const bytes = await this.model.predict({ text, voice, language: request.language }, context);
    return audioMedia(bytes, LABEL);
  }
}

/** A Replicate text-to-speech model (Kokoro by default input names and voices). */
export function createReplicateSpeechProvider(options: ReplicateSpeechOptions): SpeechProvider {
  return new ReplicateSpeechProvider(options);
}
