import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiError, startOpenAiFake, type OpenAiFake } from '../../../../test/fakes/openai-fake.ts';
import { ProviderError } from '../../provider.ts';
import { createOpenAiSpeechProvider } from './openai-speech.provider.ts';

let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.api.requests.length = 0;
});

const provider = (overrides: { timeoutMs?: number; voices?: string[] } = {}) =>
  createOpenAiSpeechProvider({
    baseUrl: fake.url,
    model: 'tts-1',
    timeoutMs: 2000,
    maxRetries: 1,
    retryBaseDelayMs: 10,
    ...overrides,
  });

const failure = async (promise: Promise<unknown>): Promise<ProviderError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe('OpenAI-compatible speech provider', () => {
  it('synthesizes WAV audio with its duration read from the header', async () => {
    const media = await provider().synthesize({ text: ' Good morning, harbour! ', voice: 'nova', language: 'en' });
    expect(media.contentType).toBe('audio/wav');
    expect(media.durationSeconds).toBeCloseTo(0.5, 5);
    const [sent] = fake.api.received('POST /v1/audio/speech');
    expect(sent?.json).toEqual({
      model: 'tts-1',
      input: 'Good morning, harbour!',
      voice: 'nova',
      response_format: 'wav',
    });
    // No key configured (a local server): no Authorization header at all.
    expect(sent?.headers.authorization).toBeUndefined();
  });

  it('uses the first voice when none is given and lists voices for any language', async () => {
    await provider().synthesize({ text: 'Hallo', language: 'de' });
    expect((fake.api.received('POST /v1/audio/speech')[0]?.json as { voice: string }).voice).toBe('alloy');

    const voices = await provider().listVoices('de');
    expect(voices.map((voice) => voice.id)).toEqual(expect.arrayContaining(['alloy', 'echo', 'fable', 'onyx', 'nova']));
    expect(voices[0]).toEqual({ id: 'alloy', name: 'Alloy', language: 'de' });
    expect((await provider().listVoices())[0]?.language).toBe('mul');
    expect(await provider({ voices: ['af_bella'] }).listVoices('en')).toEqual([
      { id: 'af_bella', name: 'Af_bella', language: 'en' },
    ]);
  });

  it('refuses empty and over-long text as input errors', async () => {
    expect((await failure(provider().synthesize({ text: ' ', language: 'en' }))).reason).toBe('input');
    expect((await failure(provider().synthesize({ text: 'a'.repeat(5000), language: 'en' }))).reason).toBe('input');
    expect(fake.api.requests).toHaveLength(0);
  });

  it('maps a vendor error to a vendor error with the vendor message', async () => {
    fake.api.fail('POST /v1/audio/speech', {
      kind: 'vendor',
      status: 400,
      body: openAiError("Invalid value for 'voice': 'robot'."),
    });
    const error = await failure(provider().synthesize({ text: 'Hi', voice: 'robot', language: 'en' }));
    expect(error.reason).toBe('vendor');
    expect(error.message).toBe("Speech provider rejected the request: Invalid value for 'voice': 'robot'.");
  });

  it('times out within the configured time', async () => {
    fake.api.fail('POST /v1/audio/speech', { kind: 'hang' });
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 250 }).synthesize({ text: 'Hi', language: 'en' }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Speech provider timed out');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('treats bytes that are not audio as malformed', async () => {
    fake.api.fail('POST /v1/audio/speech', { kind: 'malformed', body: '{"ok":true}' });
    const error = await failure(provider().synthesize({ text: 'Hi', language: 'en' }));
    expect(error.reason).toBe('malformed');
    expect(error.message).toBe('Speech provider returned a file that is not audio');
  });

  it('retries after a 503', async () => {
    fake.api.fail('POST /v1/audio/speech', { kind: 'status', status: 503 });
    const media = await provider().synthesize({ text: 'Hi', language: 'en' });
    expect(media.contentType).toBe('audio/wav');
    expect(fake.api.received('POST /v1/audio/speech')).toHaveLength(2);
  });
});
