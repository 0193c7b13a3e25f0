import { describe, expect, it } from 'vitest';
import { describeAdapterContract, useFake } from '../../../../test/fakes/adapter-contract.ts';
import { replicateContract } from '../../../../test/fakes/replicate-contract.ts';
import { startReplicateFake } from '../../../../test/fakes/replicate-fake.ts';
import { createReplicateSpeechProvider, type ReplicateSpeechOptions } from './replicate-speech.provider.ts';

const VERSION = 'f559560eb822dc509045f3921a1921234918b91739db4bf3daab2169b71c7a13';
const fake = useFake(startReplicateFake, { outputKind: 'wav', outputShape: 'string' });

const provider = (overrides: Partial<ReplicateSpeechOptions> = {}) =>
  createReplicateSpeechProvider({ ...fake().adapterOptions, model: `jaaari/kokoro-82m:${VERSION}`, ...overrides });

const sent = () =>
  fake().api.received('POST /v1/predictions')[0]?.json as { version: string; input: Record<string, unknown> };

describeAdapterContract({
  name: 'Replicate speech provider',
  label: 'Speech provider',
  // A model given with its version is run through POST /v1/predictions.
  vendor: replicateContract(fake, {
    createRoute: 'POST /v1/predictions',
    wrongOutput: { kind: 'png', message: 'Speech provider returned a file that is not audio' },
  }),
  call: (options, context) => provider(options).synthesize({ text: 'Hi', language: 'en' }, context),
  succeeded: (media) => expect(media).toMatchObject({ contentType: 'audio/wav' }),
  inputErrors: [
    {
      name: 'empty text',
      call: (options) => provider(options).synthesize({ text: ' ', language: 'en' }),
      message: 'The speech text is empty',
    },
  ],
});

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
    expect(fake().api.received('POST /v1/models/acme/tts/predictions')[0]?.json).toEqual({ input: { text: 'Hi' } });
    expect(await provider({ model: 'acme/tts' }).listVoices()).toEqual([]);
  });

  it('lists voices by language, regional matches first', async () => {
    const british = await provider().listVoices('en-GB');
    expect(british.slice(0, 2).map((voice) => voice.id)).toEqual(['bf_emma', 'bm_george']);
    expect(british.some((voice) => voice.id === 'af_bella')).toBe(true);
    expect((await provider().listVoices('ja')).map((voice) => voice.id)).toEqual(['jf_alpha']);
    expect(await provider().listVoices('xx')).toEqual([]);
  });
});
