import { audioMedia } from '../../http/media-info.ts';
import { openAiHttp, openAiProviderInfo, type OpenAiCommonOptions } from '../../http/openai-http.ts';
import type { VendorHttp } from '../../http/vendor-http.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { SpeechProvider, SpeechRequest, SpeechVoice } from '../speech-provider.ts';

export interface OpenAiSpeechOptions extends OpenAiCommonOptions {
  /** Voice ids the server offers; defaults to OpenAI's documented voices. Compatible servers have their own. */
  voices?: string[];
  /** Voice used when the request names none (default the first voice, alloy for OpenAI). */
  defaultVoice?: string;
}

const LABEL = 'Speech provider';

/** OpenAI's documented text-to-speech voices (tts-1, tts-1-hd and gpt-4o-mini-tts). */
export const OPENAI_VOICES = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
] as const;

/** OpenAI's documented input limit for /audio/speech. */
const MAX_INPUT_CHARACTERS = 4096;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

class OpenAiSpeechProvider implements SpeechProvider {
  readonly info: ProviderInfo;
  private readonly http: VendorHttp;
  private readonly voices: string[];

  constructor(private readonly options: OpenAiSpeechOptions) {
    this.http = openAiHttp(options, LABEL);
    this.voices = options.voices && options.voices.length > 0 ? options.voices : [...OPENAI_VOICES];
    this.info = openAiProviderInfo(options, 'speech', { multilingual: true, maxCharacters: MAX_INPUT_CHARACTERS });
  }

  /** The voices speak every language the model knows, so each is offered for the asked language ('mul' if none). */
  async listVoices(language?: string): Promise<SpeechVoice[]> {
    return this.voices.map((id) => ({ id, name: capitalize(id), language: language ?? 'mul' }));
  }

  async synthesize(request: SpeechRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    const input = request.text.trim();
    if (!input) throw new ProviderError('input', 'The speech text is empty');
    if (input.length > MAX_INPUT_CHARACTERS) {
      throw new ProviderError('input', `The speech text is longer than ${MAX_INPUT_CHARACTERS} characters`);
    }
    context.onProgress?.(0);
    const voice = request.voice ?? this.options.defaultVoice ?? this.voices[0] ?? 'alloy';
    const file = await this.http.bytes(
      {
        path: '/audio/speech',
        // OpenAI's speech takes a speed (0.25–4) and no pitch.
        json: {
          model: this.options.model,
          input,
          voice,
          response_format: 'wav',
          ...(request.rate !== undefined && request.rate !== 1 && { speed: request.rate }),
        },
        signal: context.signal,
      },
      50 * 1024 * 1024,
    );
    const media = audioMedia(file.bytes, LABEL);
    context.onProgress?.(100);
    return media;
  }
}

/** An OpenAI-compatible text-to-speech model via POST /audio/speech (WAV). */
export function createOpenAiSpeechProvider(options: OpenAiSpeechOptions): SpeechProvider {
  return new OpenAiSpeechProvider(options);
}
