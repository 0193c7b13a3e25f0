import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@sym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../../media/ffmpeg/media-probe.ts';
import type { SpeechRequest } from '../speech-provider.ts';
import { createLocalSpeechProvider } from './local-speech.provider.ts';
import { readWavInfo } from './wav-header.ts';

const provider = createLocalSpeechProvider();
const SHORT = 'The tide is coming in.';
const LONG =
  'The tide is coming in. The boats are home, the nets are dry, and the old fisherman waits by the harbour wall.';
let dir = '';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-speech-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const speak = (text: string, extra: Partial<SpeechRequest> = {}) =>
  provider.synthesize({ text, language: 'en', ...extra });

describe('local speech provider: voices', () => {
  it('describes itself honestly', () => {
    expect(provider.info).toMatchObject({
      id: 'local',
      name: 'Local speech (espeak, offline)',
      kind: 'speech',
      isLocal: true,
      creditsPerUnit: 1,
    });
  });

  it.each(LANGUAGES)('offers male and female voices for %s', async (language) => {
    const voices = await provider.listVoices(language);
    expect(voices.length).toBeGreaterThanOrEqual(4);
    expect(voices.every((voice) => voice.language === language)).toBe(true);
    expect(voices.some((voice) => voice.name.endsWith(', male'))).toBe(true);
    expect(voices.some((voice) => voice.name.endsWith(', female'))).toBe(true);
    expect(new Set(voices.map((voice) => voice.id)).size).toBe(voices.length);
  });

  it('lists accents best first and honours a region', async () => {
    expect((await provider.listVoices('de')).map((voice) => `${voice.id} ${voice.name}`)).toMatchInlineSnapshot(`
      [
        "de+m1 German, male",
        "de+f2 German, female",
        "de+m3 German, male 2",
        "de+f4 German, female 2",
      ]
    `);
    expect((await provider.listVoices('en'))[0]?.id).toBe('en+m1');
    expect((await provider.listVoices('en-US'))[0]?.id).toBe('en-us+m1');
    expect((await provider.listVoices('es')).map((voice) => voice.id)).toContain('es-419+f2');
  });

  it('lists every language when none is asked for, without duplicates', async () => {
    const voices = await provider.listVoices();
    expect(voices.length).toBeGreaterThan(300);
    expect(new Set(voices.map((voice) => voice.id)).size).toBe(voices.length);
    expect(await provider.listVoices('xx')).toEqual([]);
  });
});

describe('local speech provider: synthesis', { timeout: 30_000 }, () => {
  it('returns a WAV whose duration is in its header and matches what ffprobe reads', async () => {
    const progress: number[] = [];
    const result = await provider.synthesize({ text: SHORT, language: 'en' }, { onProgress: (p) => progress.push(p) });
    expect(result.contentType).toBe('audio/wav');
    expect(Buffer.from(result.bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
    const header = readWavInfo(result.bytes);
    expect(header).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    expect(result.durationSeconds).toBe(header?.durationSeconds);
    expect(result.durationSeconds).toBeGreaterThan(0.8);
    expect(result.durationSeconds).toBeLessThan(4);
    expect(progress).toEqual([0, 100]);

    const file = path.join(dir, 'short.wav');
    await fs.writeFile(file, result.bytes);
    expect((await probeMedia(file)).durationSeconds).toBeCloseTo(result.durationSeconds ?? 0, 2);
  });

  it('takes longer to say a longer text, roughly in proportion', async () => {
    const short = await speak(SHORT);
    const long = await speak(LONG);
    const ratio = (long.durationSeconds ?? 0) / (short.durationSeconds ?? 1);
    // About 4.9 times the characters; pauses at commas and sentence ends keep it from being exact.
    expect(ratio).toBeGreaterThan(3);
    expect(ratio).toBeLessThan(7);
  });

  it('speaks every interface language with its default voice', async () => {
    const lines: Record<string, string> = {
      en: 'Good morning.',
      de: 'Guten Morgen.',
      ja: 'おはようございます。',
      it: 'Buongiorno.',
      es: 'Buenos días.',
      fr: 'Bonjour.',
    };
    for (const language of LANGUAGES) {
      const result = await provider.synthesize({ text: lines[language] ?? 'Hello.', language });
      expect(result.durationSeconds, language).toBeGreaterThan(0.3);
    }
  });

  it('uses the voice asked for', async () => {
    const male = await speak(SHORT, { voice: 'en+m1' });
    const female = await speak(SHORT, { voice: 'EN+F2' });
    expect(Buffer.from(male.bytes).equals(Buffer.from(female.bytes))).toBe(false);
    // Same input, same output: the local providers are deterministic.
    expect(Buffer.from((await speak(SHORT, { voice: 'en+m1' })).bytes).equals(Buffer.from(male.bytes))).toBe(true);
  });

  it('speaks text that starts with a dash instead of reading it as an option', async () => {
    const result = await speak('-v xx --help');
    expect(result.durationSeconds).toBeGreaterThan(0.5);
  });

  it('refuses unknown voices and languages, empty and overlong text', async () => {
    for (const request of [
      { text: SHORT, language: 'en', voice: 'en+nonexistent' },
      { text: SHORT, language: 'en', voice: 'klingon+m1' },
      { text: SHORT, language: 'en', voice: 'en+m1+f2' },
      { text: SHORT, language: 'xx' },
      { text: '   ', language: 'en' },
      { text: 'a'.repeat(5_001), language: 'en' },
    ]) {
      await expect(provider.synthesize(request)).rejects.toMatchObject({ name: 'ProviderError', reason: 'input' });
    }
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const run = provider.synthesize({ text: LONG.repeat(20), language: 'en' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    await expect(
      provider.synthesize({ text: SHORT, language: 'en' }, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('leaves the process-wide handlers of this process alone', async () => {
    const before = [process.listenerCount('unhandledRejection'), process.listenerCount('uncaughtException')];
    await speak(SHORT);
    await speak(SHORT, { voice: 'fr+f2', language: 'fr' });
    expect([process.listenerCount('unhandledRejection'), process.listenerCount('uncaughtException')]).toEqual(before);
  });
});
