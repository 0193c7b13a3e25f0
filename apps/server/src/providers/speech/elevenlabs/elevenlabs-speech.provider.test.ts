import { describe, expect, it } from 'vitest';
import { describeAdapterContract, providerFailure, useFake } from '../../../../test/fakes/adapter-contract.ts';
import { elevenLabsContract, startElevenLabsFake } from '../../../../test/fakes/elevenlabs-fake.ts';
import { readWavInfo } from '../local/wav-header.ts';
import {
  createElevenLabsSpeechProvider,
  elevenLabsSpeed,
  type ElevenLabsSpeechOptions,
} from './elevenlabs-speech.provider.ts';

const RACHEL = '21m00Tcm4TlvDq8ikWAM';
const SPEAK = `POST /v1/text-to-speech/${RACHEL}`;
const fake = useFake(() => startElevenLabsFake());

const provider = (overrides: Partial<ElevenLabsSpeechOptions> = {}) =>
  createElevenLabsSpeechProvider({ ...fake().adapterOptions, ...overrides });

const sample = (name: string) => ({
  bytes: new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]),
  fileName: name,
  mimeType: 'audio/wav',
});

describeAdapterContract({
  name: 'ElevenLabs speech provider',
  label: 'Speech provider',
  vendor: elevenLabsContract(fake, SPEAK),
  call: (options, context) => provider(options).synthesize({ text: 'Hi', voice: RACHEL, language: 'en' }, context),
  succeeded: (media) => expect(media).toMatchObject({ contentType: 'audio/wav' }),
  malformed: [
    {
      name: 'an empty body',
      arrange: () => fake().api.fail(SPEAK, { kind: 'malformed', body: '', contentType: 'audio/pcm' }),
      message: 'Speech provider returned no audio',
    },
  ],
  inputErrors: [
    {
      name: 'empty text',
      call: (options) => provider(options).synthesize({ text: ' ', voice: RACHEL, language: 'en' }),
      message: 'The speech text is empty',
    },
    {
      name: 'text over the input limit',
      call: (options) => provider(options).synthesize({ text: 'a'.repeat(10_001), voice: RACHEL, language: 'en' }),
      message: 'The speech text is longer than 10000 characters',
    },
  ],
});

describe('ElevenLabs speech provider', () => {
  it("lists the account's voices by id and name, for the language asked", async () => {
    const voices = await provider().listVoices('de');
    expect(voices).toEqual([
      { id: RACHEL, name: 'Rachel', language: 'de' },
      { id: 'JBFqnCBsd6RMkjVDRZzb', name: 'George', language: 'de' },
    ]);
    expect((await provider().listVoices()).map((voice) => voice.language)).toEqual(['mul', 'mul']);
    const [sent] = fake().api.received('GET /v1/voices');
    expect(sent?.headers['xi-api-key']).toBe(fake().adapterOptions.apiKey);
  });

  it('wraps the raw PCM in a WAV whose duration is the length of the speech', async () => {
    const text = 'The lighthouse keeper climbs the stairs.';
    const media = await provider().synthesize({ text, voice: RACHEL, language: 'en' });
    expect(media.contentType).toBe('audio/wav');
    const info = readWavInfo(media.bytes)!;
    expect(info).toMatchObject({ sampleRate: 22_050, channels: 1, bitsPerSample: 16 });
    expect(media.durationSeconds).toBeCloseTo(fake().secondsFor(text), 3);
    expect(info.durationSeconds).toBeCloseTo(media.durationSeconds!, 6);
    const [sent] = fake().api.received(SPEAK);
    expect(sent?.query.get('output_format')).toBe('pcm_22050');
    // eleven_multilingual_v2 reads the language from the text: no language_code, no speed at the voice's own rate.
    expect(sent?.json).toEqual({
      text,
      model_id: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.5, similarity_boost: 0.75 },
    });
  });

  it("clamps the character's rate into ElevenLabs' speed range and sends no pitch", async () => {
    expect([0.5, 0.8, 1, 1.1, 2].map(elevenLabsSpeed)).toEqual([0.7, 0.8, undefined, 1.1, 1.2]);
    const text = 'Row, row, row the boat.';
    const fast = await provider().synthesize({ text, voice: RACHEL, language: 'en', rate: 1.8, pitch: 1.3 });
    const slow = await provider().synthesize({ text, voice: RACHEL, language: 'en', rate: 0.5 });
    const [fastSent, slowSent] = fake()
      .api.received(SPEAK)
      .map((request) => request.json as Record<string, unknown>);
    expect(fastSent?.['voice_settings']).toEqual({ stability: 0.5, similarity_boost: 0.75, speed: 1.2 });
    expect(slowSent?.['voice_settings']).toEqual({ stability: 0.5, similarity_boost: 0.75, speed: 0.7 });
    expect(JSON.stringify(fastSent)).not.toContain('pitch');
    expect(fast.durationSeconds).toBeCloseTo(fake().secondsFor(text, 1.2), 3);
    expect(slow.durationSeconds).toBeCloseTo(fake().secondsFor(text, 0.7), 3);
  });

  it('sends language_code to the v2.5 models only, and speaks in the first voice when none is named', async () => {
    await provider({ model: 'eleven_flash_v2_5' }).synthesize({ text: 'Hallo', language: 'de-AT' });
    const [sent] = fake().api.received('POST /v1/text-to-speech/');
    expect(sent?.path).toBe(`/v1/text-to-speech/${RACHEL}`);
    expect(sent?.json).toMatchObject({ model_id: 'eleven_flash_v2_5', language_code: 'de' });
  });

  it('clones a voice from samples (multipart name, files, labels) and lists it; deletes it again', async () => {
    const speech = provider();
    expect(await speech.listVoices()).toHaveLength(2);
    const voice = await speech.cloneVoice!({
      name: 'Anna Keller',
      samples: [sample('one.wav'), sample('two.wav')],
      description: 'Character of Harbour Lights',
      labels: { source: 'sym-studio' },
    });
    expect(voice).toEqual({ id: expect.any(String), name: 'Anna Keller', language: 'mul' });
    const [sent] = fake().api.received('POST /v1/voices/add');
    expect(sent?.form?.get('name')).toBe('Anna Keller');
    expect(sent?.form?.get('labels')).toBe('{"source":"sym-studio"}');
    expect((sent?.form?.getAll('files') as File[]).map((file) => [file.name, file.type, file.size])).toEqual([
      ['one.wav', 'audio/wav', 8],
      ['two.wav', 'audio/wav', 8],
    ]);
    // The voice list asked before cloning is forgotten: the new voice is offered at once.
    expect((await speech.listVoices()).map((each) => each.id)).toContain(voice.id);
    await speech.deleteVoice!(voice.id);
    expect((await speech.listVoices()).map((each) => each.id)).not.toContain(voice.id);
  });

  it("maps a 401 to a vendor error without the key, and the fake's 422 for a clone without files", async () => {
    const wrongKey = 'sk_wrongkey1234567890';
    const refused = await providerFailure(provider({ apiKey: wrongKey }).listVoices());
    expect(refused.reason).toBe('vendor');
    expect(refused.isRetryable).toBe(false);
    expect(refused.message).toMatch(/^Speech provider rejected the request: Invalid API key/);
    expect(refused.message).not.toContain(wrongKey);
    expect(refused.message).not.toContain('wrongkey');

    const empty = await providerFailure(provider().cloneVoice!({ name: 'Nobody', samples: [] }));
    expect(empty.reason).toBe('input');
    fake().api.fail('POST /v1/voices/add', {
      kind: 'vendor',
      status: 422,
      body: { detail: [{ loc: ['body', 'files'], msg: 'Field required', type: 'missing' }] },
    });
    const missing = await providerFailure(provider().cloneVoice!({ name: 'Anna', samples: [sample('a.wav')] }));
    expect(missing.message).toBe('Speech provider rejected the request: Field required');
  });

  it("stops a clone when the caller aborts, with the caller's reason", async () => {
    fake().api.fail('POST /v1/voices/add', { kind: 'hang' });
    const controller = new AbortController();
    const cloning = provider().cloneVoice!({ name: 'Anna', samples: [sample('a.wav')] }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled by user')), 50);
    await expect(cloning).rejects.toThrow('cancelled by user');
  });
});
