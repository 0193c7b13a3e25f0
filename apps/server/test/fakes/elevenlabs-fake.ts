import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { VendorContract } from './adapter-contract.ts';
import { FakeHttpServer, sendBytes, sendJson, type RecordedRequest } from './fake-http.ts';

/**
 * A local stand-in for the ElevenLabs API speaking its documented shapes: GET /v1/voices, POST
 * /v1/text-to-speech/{voice_id}?output_format=pcm_<rate> (raw 16-bit little-endian mono PCM), POST /v1/voices/add
 * (multipart: name, files, description, labels as a JSON string) and DELETE /v1/voices/{voice_id}. Auth is the
 * `xi-api-key` header; errors are `{ detail: { status, message } }`, validation errors `{ detail: [{ loc, msg }] }`.
 * Speech is a tone whose length grows with the text and shrinks with the speed asked, so tests can measure it.
 */

export interface ElevenLabsFakeVoice {
  voice_id: string;
  name: string;
  category: 'premade' | 'cloned';
  labels: Record<string, string>;
  description?: string | null;
  /** For cloned voices: the files they were made from, as received. */
  files?: Array<{ name: string; type: string; size: number }>;
}

export interface ElevenLabsFake {
  url: string;
  api: FakeHttpServer;
  /** Every voice the account has, premade first, then the added ones in order. */
  voices: ElevenLabsFakeVoice[];
  /** What adapters under test need to reach this fake: base URL, its key, short limits. */
  adapterOptions: { baseUrl: string; apiKey: string; timeoutMs: number; maxRetries: number; retryBaseDelayMs: number };
  /** Seconds of speech the fake answers for a text at a speed (what tests compare durations with). */
  secondsFor(text: string, speed?: number): number;
  /** Back to the premade voices only, no requests or pending failures. */
  reset(): void;
  close(): Promise<void>;
}

export const ELEVENLABS_FAKE_KEY = 'xi-test-key-0123456789abcdef';

/** Two of ElevenLabs' premade voices, with their real ids. */
const PREMADE: ElevenLabsFakeVoice[] = [
  {
    voice_id: '21m00Tcm4TlvDq8ikWAM',
    name: 'Rachel',
    category: 'premade',
    labels: { accent: 'american', gender: 'female', age: 'young' },
  },
  {
    voice_id: 'JBFqnCBsd6RMkjVDRZzb',
    name: 'George',
    category: 'premade',
    labels: { accent: 'british', gender: 'male', age: 'middle aged' },
  },
];

/** Half a second, then 60 ms a character, divided by the speed. */
const secondsFor = (text: string, speed = 1): number => (0.5 + text.length * 0.06) / speed;

/** Raw 16-bit LE mono PCM: a 220 Hz tone. */
function tonePcm(seconds: number, sampleRate: number): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const pcm = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) {
    pcm.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 220 * index) / sampleRate) * 8000), index * 2);
  }
  return pcm;
}

const missing = (field: string) => ({ loc: ['body', field], msg: 'Field required', type: 'missing' });

/** Starts the fake ElevenLabs API on a random port. */
export async function startElevenLabsFake(apiKey = ELEVENLABS_FAKE_KEY): Promise<ElevenLabsFake> {
  const voices: ElevenLabsFakeVoice[] = PREMADE.map((voice) => ({ ...voice }));

  const textToSpeech = (request: RecordedRequest, voiceId: string, response: Parameters<typeof sendJson>[0]) => {
    if (!voices.some((voice) => voice.voice_id === voiceId)) {
      return sendJson(response, 404, {
        detail: { status: 'voice_not_found', message: `A voice with voice_id ${voiceId} was not found.` },
      });
    }
    const body = (request.json ?? {}) as {
      text?: unknown;
      model_id?: unknown;
      voice_settings?: { speed?: unknown };
    };
    if (typeof body.text !== 'string' || body.text.trim() === '') {
      return sendJson(response, 422, { detail: [missing('text')] });
    }
    const format = /^pcm_(\d+)$/.exec(request.query.get('output_format') ?? '');
    if (!format) {
      return sendJson(response, 422, {
        detail: { status: 'invalid_output_format', message: 'This fake only speaks pcm_<rate> formats' },
      });
    }
    const speed = typeof body.voice_settings?.speed === 'number' ? body.voice_settings.speed : 1;
    if (speed < 0.7 || speed > 1.2) {
      return sendJson(response, 422, {
        detail: { status: 'invalid_voice_settings', message: 'speed must be between 0.7 and 1.2' },
      });
    }
    sendBytes(response, tonePcm(secondsFor(body.text, speed), Number(format[1])), 'audio/pcm');
  };

  const addVoice = async (request: RecordedRequest, response: Parameters<typeof sendJson>[0]) => {
    const form = request.form;
    const name = form?.get('name');
    const files = (form?.getAll('files') ?? []).flatMap((file) => (typeof file === 'string' ? [] : [file]));
    const problems = [
      ...(typeof name === 'string' && name.trim() ? [] : [missing('name')]),
      ...(files.length > 0 ? [] : [missing('files')]),
    ];
    if (problems.length > 0) return sendJson(response, 422, { detail: problems });
    const labelsField = form?.get('labels');
    let labels: Record<string, string> = {};
    if (typeof labelsField === 'string') {
      try {
        labels = JSON.parse(labelsField) as Record<string, string>;
      } catch {
        return sendJson(response, 400, { detail: { status: 'invalid_labels', message: 'labels must be JSON' } });
      }
    }
    const description = form?.get('description');
    const voice: ElevenLabsFakeVoice = {
      voice_id: randomBytes(15).toString('base64url').slice(0, 20),
      name: String(name),
      category: 'cloned',
      labels,
      description: typeof description === 'string' ? description : null,
      files: files.map((file) => ({ name: file.name, type: file.type, size: file.size })),
    };
    voices.push(voice);
    sendJson(response, 200, { voice_id: voice.voice_id, requires_verification: false });
  };

  const api = await FakeHttpServer.start(async (request, response) => {
    const given = request.headers['xi-api-key'];
    if (given !== apiKey) {
      return sendJson(response, 401, {
        detail: { status: 'invalid_api_key', message: `Invalid API key: ${String(given ?? '')}` },
      });
    }
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /v1/voices') {
      return sendJson(response, 200, {
        voices: voices.map(({ files: _files, ...voice }) => ({ ...voice, samples: null, settings: null })),
      });
    }
    if (route === 'POST /v1/voices/add') return addVoice(request, response);
    const speak = /^POST \/v1\/text-to-speech\/([^/]+)$/.exec(route);
    if (speak) return textToSpeech(request, decodeURIComponent(speak[1]!), response);
    const remove = /^DELETE \/v1\/voices\/([^/]+)$/.exec(route);
    if (remove) {
      const index = voices.findIndex((voice) => voice.voice_id === decodeURIComponent(remove[1]!));
      if (index < 0) {
        return sendJson(response, 404, { detail: { status: 'voice_not_found', message: 'Voice not found.' } });
      }
      voices.splice(index, 1);
      return sendJson(response, 200, { status: 'ok' });
    }
    sendJson(response, 404, { detail: 'Not Found' });
  });

  return {
    url: api.url,
    api,
    voices,
    adapterOptions: { baseUrl: api.url, apiKey, timeoutMs: 5000, maxRetries: 1, retryBaseDelayMs: 5 },
    secondsFor,
    reset() {
      api.reset();
      voices.splice(0, voices.length, ...PREMADE.map((voice) => ({ ...voice })));
    },
    close: () => api.close(),
  };
}

/** ElevenLabs' error body. */
export function elevenLabsError(status: string, message: string): unknown {
  return { detail: { status, message } };
}

/** How the ElevenLabs fake plays the adapter contract on `route` (adapter-contract.ts). */
export function elevenLabsContract(fake: () => ElevenLabsFake, route: string): (label: string) => VendorContract {
  const refuse = (status: number, body: unknown): void => fake().api.fail(route, { kind: 'vendor', status, body });
  return (label) => ({
    api: () => fake().api,
    route,
    errorBody: (_status, message) => elevenLabsError('too_many_concurrent_requests', message),
    vendorErrors: [
      {
        name: 'a refusal',
        arrange: () => refuse(400, elevenLabsError('quota_exceeded', 'This request exceeds your quota.')),
        message: `${label} rejected the request: This request exceeds your quota.`,
      },
      {
        name: 'an authentication error echoing the API key',
        arrange: () => refuse(401, elevenLabsError('invalid_api_key', `Invalid API key: ${ELEVENLABS_FAKE_KEY}`)),
        message: new RegExp(`^${label} rejected the request: Invalid API key`),
        check: (error) => expect(error.message).not.toContain(ELEVENLABS_FAKE_KEY),
      },
    ],
    malformed: [],
    hang: () => fake().api.fail(route, { kind: 'hang' }),
  });
}
