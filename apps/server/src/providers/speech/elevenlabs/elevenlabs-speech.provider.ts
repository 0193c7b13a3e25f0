import { z } from 'zod';
import { isLoopbackUrl, VendorHttp } from '../../http/vendor-http.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import { pcmToWav, readWavInfo } from '../local/wav-header.ts';
import type { SpeechProvider, SpeechRequest, SpeechVoice, VoiceCloneRequest } from '../speech-provider.ts';

export interface ElevenLabsSpeechOptions {
  /** Default https://api.elevenlabs.io (the adapter adds /v1/...). */
  baseUrl?: string;
  /** Sent as `xi-api-key`. */
  apiKey: string;
  /** model_id, e.g. eleven_multilingual_v2 (default), eleven_flash_v2_5, eleven_turbo_v2_5. */
  model?: string;
  /** Per-request limit in milliseconds. */
  timeoutMs: number;
  maxRetries: number;
  /** First retry backoff step in milliseconds (default 500); tests make it small. */
  retryBaseDelayMs?: number;
  /** Credits per speech line (default 1). */
  creditsPerUnit?: number;
  /** Voice used when the request names none (default the first voice the account lists). */
  defaultVoice?: string;
  /** Sample rate of the PCM asked for: one of ElevenLabs' pcm_* formats (default 22050). */
  sampleRate?: 16000 | 22050 | 24000 | 44100;
  /** voice_settings sent with every line (ElevenLabs' defaults: stability 0.5, similarity_boost 0.75). */
  stability?: number;
  similarityBoost?: number;
  /** How long the voice list is kept before asking again (default 60 s); cloning or deleting forgets it. */
  voiceCacheMs?: number;
}

export const ELEVENLABS_DEFAULT_BASE_URL = 'https://api.elevenlabs.io';
export const ELEVENLABS_DEFAULT_MODEL = 'eleven_multilingual_v2';
/** ElevenLabs accepts a speed from 0.7 to 1.2; a character's rate outside it is clamped into it. */
export const ELEVENLABS_SPEED = { min: 0.7, max: 1.2 } as const;

const LABEL = 'Speech provider';
/** ElevenLabs' documented text limit per request for the v2 multilingual models. */
const MAX_INPUT_CHARACTERS = 10_000;
const MAX_AUDIO_BYTES = 50 * 1024 * 1024;

const VoicesResponse = z.object({
  voices: z.array(
    z.object({
      voice_id: z.string().min(1),
      name: z.string().nullish(),
      category: z.string().nullish(),
      labels: z.record(z.string(), z.string().nullish()).nullish(),
    }),
  ),
});
const AddVoiceResponse = z.object({ voice_id: z.string().min(1), requires_verification: z.boolean().optional() });

/** ElevenLabs' error body: `{ detail: { status, message } }` (validation errors: `{ detail: [{ msg }] }`). */
function describeElevenLabsError(body: unknown): string | undefined {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
    const { message, status } = detail as { message?: unknown; status?: unknown };
    if (typeof message === 'string') return message;
    if (typeof status === 'string') return status;
  }
  return undefined;
}

/** Only the v2.5 models enforce a language; the others refuse language_code (they read it from the text). */
const takesLanguageCode = (model: string): boolean => /_v2_5$/.test(model);

/** The rate as ElevenLabs' speed: left out at 1, clamped into 0.7–1.2. ElevenLabs has no pitch. */
export function elevenLabsSpeed(rate: number | undefined): number | undefined {
  if (rate === undefined || rate === 1) return undefined;
  return Math.min(ELEVENLABS_SPEED.max, Math.max(ELEVENLABS_SPEED.min, rate));
}

class ElevenLabsSpeechProvider implements SpeechProvider {
  readonly info: ProviderInfo;
  private readonly http: VendorHttp;
  private readonly model: string;
  private readonly sampleRate: number;
  private voices: { list: SpeechVoice[]; at: number } | undefined;

  constructor(private readonly options: ElevenLabsSpeechOptions) {
    const baseUrl = options.baseUrl ?? ELEVENLABS_DEFAULT_BASE_URL;
    this.model = options.model ?? ELEVENLABS_DEFAULT_MODEL;
    this.sampleRate = options.sampleRate ?? 22_050;
    this.http = new VendorHttp({
      label: LABEL,
      baseUrl,
      headers: { 'xi-api-key': options.apiKey },
      secrets: [options.apiKey],
      timeoutMs: options.timeoutMs,
      maxRetries: options.maxRetries,
      retryBaseDelayMs: options.retryBaseDelayMs,
      describeError: describeElevenLabsError,
    });
    this.info = {
      id: 'elevenlabs',
      name: `ElevenLabs speech (${this.model})`,
      kind: 'speech',
      isLocal: isLoopbackUrl(baseUrl),
      creditsPerUnit: options.creditsPerUnit ?? 1,
      capabilities: { multilingual: true, maxCharacters: MAX_INPUT_CHARACTERS, canClone: true, model: this.model },
    };
  }

  /** The account's voices (premade, cloned, generated); each speaks every language of the model. */
  async listVoices(language?: string): Promise<SpeechVoice[]> {
    const list = await this.accountVoices();
    return list.map((voice) => ({ ...voice, language: language ?? voice.language }));
  }

  async synthesize(request: SpeechRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    const text = request.text.trim();
    if (!text) throw new ProviderError('input', 'The speech text is empty');
    if (text.length > MAX_INPUT_CHARACTERS) {
      throw new ProviderError('input', `The speech text is longer than ${MAX_INPUT_CHARACTERS} characters`);
    }
    context.onProgress?.(0);
    const voice = request.voice ?? this.options.defaultVoice ?? (await this.accountVoices(context.signal))[0]?.id;
    if (!voice) throw new ProviderError('input', `${LABEL} has no voice to speak with`);
    const speed = elevenLabsSpeed(request.rate);
    const file = await this.http.bytes(
      {
        path: `/v1/text-to-speech/${encodeURIComponent(voice)}`,
        query: { output_format: `pcm_${this.sampleRate}` },
        json: {
          text,
          model_id: this.model,
          ...(takesLanguageCode(this.model) && request.language && { language_code: request.language.split('-')[0] }),
          voice_settings: {
            stability: this.options.stability ?? 0.5,
            similarity_boost: this.options.similarityBoost ?? 0.75,
            ...(speed !== undefined && { speed }),
          },
        },
        signal: context.signal,
      },
      MAX_AUDIO_BYTES,
    );
    const media = this.wavOf(file.bytes);
    context.onProgress?.(100);
    return media;
  }

  /** Instant voice cloning: POST /v1/voices/add with the recordings; the new voice is listed from then on. */
  async cloneVoice(request: VoiceCloneRequest, context: ProviderCallContext = {}): Promise<SpeechVoice> {
    const name = request.name.trim();
    if (!name) throw new ProviderError('input', 'The cloned voice needs a name');
    if (request.samples.length === 0) throw new ProviderError('input', 'Cloning a voice needs at least one sample');
    const form = new FormData();
    form.append('name', name);
    for (const sample of request.samples) {
      form.append('files', new Blob([sample.bytes], { type: sample.mimeType }), sample.fileName);
    }
    if (request.description) form.append('description', request.description);
    if (request.labels) form.append('labels', JSON.stringify(request.labels));
    const added = await this.http.json(
      { path: '/v1/voices/add', form, signal: context.signal, retry: false },
      AddVoiceResponse,
    );
    this.voices = undefined;
    if (added.requires_verification) {
      // A voice waiting for verification cannot speak yet: take it back rather than leave it half made.
      await this.deleteVoice(added.voice_id).catch(() => undefined);
      throw new ProviderError('vendor', `${LABEL} asks for this voice to be verified before it can be used`);
    }
    return { id: added.voice_id, name, language: 'mul' };
  }

  /** DELETE /v1/voices/{voice_id}. */
  async deleteVoice(voiceId: string, context: ProviderCallContext = {}): Promise<void> {
    await this.http.json(
      { method: 'DELETE', path: `/v1/voices/${encodeURIComponent(voiceId)}`, signal: context.signal },
      z.unknown(),
    );
    this.voices = undefined;
  }

  private async accountVoices(signal?: AbortSignal): Promise<SpeechVoice[]> {
    const cacheMs = this.options.voiceCacheMs ?? 60_000;
    if (this.voices && Date.now() - this.voices.at < cacheMs) return this.voices.list;
    const answer = await this.http.json({ path: '/v1/voices', signal }, VoicesResponse);
    const list = answer.voices.map((voice) => ({
      id: voice.voice_id,
      name: voice.name?.trim() || voice.voice_id,
      language: voice.labels?.['language'] || 'mul',
    }));
    this.voices = { list, at: Date.now() };
    return list;
  }

  /** Raw 16-bit mono PCM as asked (a WAV, should a compatible server send one, is taken as it is). */
  private wavOf(bytes: Uint8Array): GeneratedMedia {
    const asWav = readWavInfo(bytes) ? bytes : pcmToWav(bytes, { sampleRate: this.sampleRate });
    const info = readWavInfo(asWav);
    if (!info || info.dataBytes === 0) throw new ProviderError('malformed', `${LABEL} returned no audio`);
    return { bytes: asWav, contentType: 'audio/wav', durationSeconds: info.durationSeconds };
  }
}

/** ElevenLabs text to speech (PCM wrapped as WAV) with instant voice cloning. */
export function createElevenLabsSpeechProvider(options: ElevenLabsSpeechOptions): SpeechProvider {
  return new ElevenLabsSpeechProvider(options);
}
