import { describe, expect, it } from 'vitest';
import { describeAdapterContract, useFake } from '../../../../test/fakes/adapter-contract.ts';
import { openAiContract, startOpenAiFake } from '../../../../test/fakes/openai-fake.ts';
import { createOpenAiSpeechProvider, type OpenAiSpeechOptions } from './openai-speech.provider.ts';

const SPEECH = 'POST /v1/audio/speech';
const fake = useFake(() => startOpenAiFake());

const provider = (overrides: Partial<OpenAiSpeechOptions> = {}) =>
  createOpenAiSpeechProvider({ ...fake().adapterOptions, model: 'tts-1', ...overrides });

describeAdapterContract({
  name: 'OpenAI-compatible speech provider',
  label: 'Speech provider',
  vendor: openAiContract(fake, SPEECH),
  call: (options, context) => provider(options).synthesize({ text: 'Hi', language: 'en' }, context),
  succeeded: (media) => expect(media).toMatchObject({ contentType: 'audio/wav' }),
  malformed: [
    {
      name: 'bytes that are not audio',
      arrange: () => fake().api.fail(SPEECH, { kind: 'malformed', body: '{"ok":true}' }),
      message: 'Speech provider returned a file that is not audio',
    },
  ],
  inputErrors: [
    {
      name: 'empty text',
      call: (options) => provider(options).synthesize({ text: ' ', language: 'en' }),
      message: 'The speech text is empty',
    },
    {
      name: 'text over the input limit',
      call: (options) => provider(options).synthesize({ text: 'a'.repeat(5000), language: 'en' }),
      message: 'The speech text is longer than 4096 characters',
    },
  ],
});

describe('OpenAI-compatible speech provider', () => {
  it('synthesizes WAV audio with its duration read from the header', async () => {
    const media = await provider().synthesize({ text: ' Good morning, harbour! ', voice: 'nova', language: 'en' });
    expect(media.contentType).toBe('audio/wav');
    expect(media.durationSeconds).toBeCloseTo(0.5, 5);
    const [sent] = fake().api.received(SPEECH);
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
    expect((fake().api.received(SPEECH)[0]?.json as { voice: string }).voice).toBe('alloy');

    const voices = await provider().listVoices('de');
    expect(voices.map((voice) => voice.id)).toEqual(expect.arrayContaining(['alloy', 'echo', 'fable', 'onyx', 'nova']));
    expect(voices[0]).toEqual({ id: 'alloy', name: 'Alloy', language: 'de' });
    expect((await provider().listVoices())[0]?.language).toBe('mul');
    expect(await provider({ voices: ['af_bella'] }).listVoices('en')).toEqual([
      { id: 'af_bella', name: 'Af_bella', language: 'en' },
    ]);
  });
});
