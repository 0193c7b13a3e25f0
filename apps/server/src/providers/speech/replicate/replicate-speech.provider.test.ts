import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replicateError, startReplicateFake, type ReplicateFake } from '../../../../test/fakes/replicate-fake.ts';
import { ProviderError } from '../../provider.ts';
import { createReplicateSpeechProvider, type ReplicateSpeechOptions } from './replicate-speech.provider.ts';

const VERSION = 'f559560eb822dc509045f3921a1921234918b91739db4bf3daab2169b71c7a13';
let fake: ReplicateFake;

beforeAll(async () => {
  fake = await startReplicateFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.api.requests.length = 0;
  fake.canceled.length = 0;
  fake.runMode = 'ok';
  fake.outputKind = 'wav';
  fake.outputShape = 'string';
});

const provider = (overrides: Partial<ReplicateSpeechOptions> = {}) =>
  createReplicateSpeechProvider({
    baseUrl: fake.url,
    apiToken: fake.token,
    model: `jaaari/kokoro-82m:${VERSION}`,
    timeoutMs: 3000,
    pollIntervalMs: 20,
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

const sent = () =>
  fake.api.received('POST /v1/predictions')[0]?.json as { version: string; input: Record<string, unknown> };

describe('Replicate speech provider', () => {
  it('synthesizes with the version, text and a voice of the language, returning WAV with its duration', async () => {
    const media = await provider().synthesize({ text: ' Bonjour ', language: 'fr' });
    expect(media.contentType).toBe('audio/wav');
    expect(media.durationSeconds).toBeCloseTo(0.75, 5);
    expect(sent()).toEqual({ version: VERSION, input: { text: 'Bonjour', voice: 'ff_siwis' } });
  });

  it('passes the chosen voice and the language when the model takes one', async () => {
    await provider({ inputNames: { language: 'lang', voice: 'speaker' } }).synthesize({
      text: 'Hi',
      voice: 'bm_george',
      language: 'en-GB',
    });
    expect(sent().input).toEqual({ text: 'Hi', speaker: 'bm_george', lang: 'en-GB' });
  });

  it('sends no voice to other models unless voices are configured', async () => {
    await provider({ model: 'acme/tts' }).synthesize({ text: 'Hi', language: 'en' });
    expect(fake.api.received('POST /v1/models/acme/tts/predictions')[0]?.json).toEqual({ input: { text: 'Hi' } });
    expect(await provider({ model: 'acme/tts' }).listVoices()).toEqual([]);
  });

  it('lists voices by language, regional matches first', async () => {
    const british = await provider().listVoices('en-GB');
    expect(british.slice(0, 2).map((voice) => voice.id)).toEqual(['bf_emma', 'bm_george']);
    expect(british.some((voice) => voice.id === 'af_bella')).toBe(true);
    expect((await provider().listVoices('ja')).map((voice) => voice.id)).toEqual(['jf_alpha']);
    expect(await provider().listVoices('xx')).toEqual([]);
  });

  it('maps a vendor error to a vendor error', async () => {
    fake.api.fail('POST /v1/predictions', {
      kind: 'vendor',
      status: 422,
      body: replicateError(422, 'Invalid version or not permitted', 'The specified version does not exist'),
    });
    const error = await failure(provider().synthesize({ text: 'Hi', language: 'en' }));
    expect(error.reason).toBe('vendor');
    expect(error.message).toContain('The specified version does not exist');
  });

  it('times out within the configured time', async () => {
    fake.runMode = 'hang';
    const error = await failure(provider({ timeoutMs: 250 }).synthesize({ text: 'Hi', language: 'en' }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Speech provider timed out');
  });

  it('treats an output that is not audio as malformed', async () => {
    fake.outputKind = 'png';
    const error = await failure(provider().synthesize({ text: 'Hi', language: 'en' }));
    expect(error.reason).toBe('malformed');
  });
});
