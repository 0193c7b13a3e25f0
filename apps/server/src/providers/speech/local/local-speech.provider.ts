import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { SpeechProvider, SpeechRequest, SpeechVoice } from '../speech-provider.ts';
import { synthesizeWithEspeak } from './espeak-synth.ts';
import { espeakVoiceFiles, isKnownVoice, voicesFor } from './espeak-voices.ts';
import { readWavInfo } from './wav-header.ts';

export interface LocalSpeechProviderOptions {
  /** Per line; one minute when absent. */
  timeoutMs?: number;
}

/** Long enough for any dialogue line; espeak's time grows with the text. */
const MAX_TEXT_LENGTH = 5_000;
const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Offline text to speech with espeak-ng (compiled to WebAssembly by text2wav): robotic but free, instant and
 * available in about a hundred languages, each with male and female variants.
 */
export function createLocalSpeechProvider(options: LocalSpeechProviderOptions = {}): SpeechProvider {
  const info: ProviderInfo = {
    id: 'local',
    name: 'Local speech (espeak, offline)',
    kind: 'speech',
    isLocal: true,
    creditsPerUnit: 1,
    capabilities: { maxTextLength: MAX_TEXT_LENGTH },
  };

  function chooseVoice(request: SpeechRequest): string {
    const files = espeakVoiceFiles();
    if (request.voice) {
      if (!isKnownVoice(files, request.voice)) throw new ProviderError('input', `Unknown voice: ${request.voice}`);
      return request.voice.toLowerCase();
    }
    const [best] = voicesFor(files, request.language);
    if (!best) throw new ProviderError('input', `No local voice speaks ${request.language}`);
    return best.id;
  }

  async function listVoices(language?: string): Promise<SpeechVoice[]> {
    return voicesFor(espeakVoiceFiles(), language);
  }

  /** espeak's words per minute and 0–99 pitch for a rate and pitch against its defaults (175, 50). */
  function espeakProsody(request: SpeechRequest): { speed?: number; pitch?: number } {
    return {
      ...(request.rate !== undefined && { speed: Math.round(175 * request.rate) }),
      ...(request.pitch !== undefined && { pitch: Math.max(0, Math.min(99, Math.round(50 * request.pitch))) }),
    };
  }

  async function synthesize(request: SpeechRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    const { signal, onProgress } = context;
    const text = request.text.trim();
    if (!text) throw new ProviderError('input', 'There is no text to speak');
    if (text.length > MAX_TEXT_LENGTH) {
      throw new ProviderError('input', `Text to speak is longer than ${MAX_TEXT_LENGTH} characters`);
    }
    const voice = chooseVoice(request);
    onProgress?.(0);

    let bytes: Uint8Array;
    try {
      bytes = await synthesizeWithEspeak(text, voice, {
        signal,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...espeakProsody(request),
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new ProviderError('timeout', 'Local speech synthesis took too long', { cause: error });
      }
      throw new ProviderError('vendor', 'Local speech synthesis failed', { cause: error, isRetryable: false });
    }
    const wav = readWavInfo(bytes);
    if (!wav || wav.dataBytes === 0) throw new ProviderError('malformed', 'Local speech produced no audio');
    onProgress?.(100);
    return { bytes, contentType: 'audio/wav', durationSeconds: wav.durationSeconds };
  }

  return { info, listVoices, synthesize };
}
