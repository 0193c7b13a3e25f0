import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthResult, type Export, type VoiceClip } from '@sym/contracts';
import { resolveFfmpeg } from '../src/media/ffmpeg/ffmpeg-binary.ts';
import { captureProcess } from '../src/media/ffmpeg/ffmpeg-runner.ts';
import { openAiError, startOpenAiFake, type OpenAiFake } from './fakes/openai-fake.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { exportFile, settledExport } from './helpers/exports.ts';
import { unzip } from './helpers/zip.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// An episode's lines in a further language: kept untranslated offline, written by hand, translated by an
// OpenAI-compatible text provider (its fake), then heard and read in a two-language export and downloads.
const server = useTestServer();
const fixtures = rowFixtures(server);

/** Polls the episode's clips until none is pending; answers them. */
async function settledClips(on: TestServer, token: string, base: string): Promise<VoiceClip[]> {
  for (;;) {
    const clips = dataOf<VoiceClip[]>(await on.request('GET', `${base}/voice-clips`, { token }));
    if (clips.every((clip) => clip.status !== 'pending')) return clips;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A professional user's episode in English and German with two spoken lines, ready. */
async function bilingualEpisode(on: TestServer, owner: AuthResult) {
  const rows = rowFixtures(on);
  await rows.setUserTier(owner.user.id, 'motionmaker');
  const token = owner.accessToken;
  const project = await rows.project(owner.user.id);
  const scenario = await rows.scenario(project.id, owner.user.id, {
    contentLanguage: 'en',
    supportedLanguages: ['en', 'de'],
  });
  await rows.shot(scenario.id, 1, { duration: 2, description: 'A harbour at dawn' });
  await rows.shot(scenario.id, 2, { duration: 2, description: 'The boat leaves' });
  const base = `/api/scenarios/${scenario.id}`;
  const lines: VoiceClip[] = [];
  for (const [index, text] of ['The tide is coming in.', 'Hold the rope.'].entries()) {
    const response = await on.request('POST', `${base}/voice-clips`, { token, body: { text, offset: index * 2 } });
    lines.push(dataOf<VoiceClip>(response, response.status));
  }
  await settledClips(on, token, base);
  return { scenario, base, token, lines };
}

async function download(on: TestServer, token: string, base: string, format: string, language?: string) {
  const query = language ? `?language=${language}` : '';
  const response = await fetch(`${on.url}${base}/download/${format}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, text: await response.text() };
}

const cueTimes = (text: string) =>
  [...text.matchAll(/(\d\d):(\d\d):(\d\d)[,.](\d{3}) --> (\d\d):(\d\d):(\d\d)[,.](\d{3})\n(.*)/g)].map((match) => {
    const seconds = (parts: string[]) =>
      Number(parts[0]) * 3600 + Number(parts[1]) * 60 + Number(parts[2]) + Number(parts[3]) / 1000;
    return { start: seconds(match.slice(1, 5)), end: seconds(match.slice(5, 9)), text: match[9]! };
  });

describe('lines in further languages', () => {
  it('keeps lines untranslated offline, takes a translation by hand, and refuses languages the episode lacks', async () => {
    const owner = await server.register();
    const { base, token, lines } = await bilingualEpisode(server, owner);

    const foreign = await server.request('POST', `${base}/translations`, { token, body: { language: 'fr' } });
    expect(errorOf(foreign, 422).details).toEqual([
      { field: 'language', message: "This language is not one of the episode's languages" },
    ]);
    const main = await server.request('POST', `${base}/translations`, { token, body: { language: 'en' } });
    expect(errorOf(main, 422).details).toEqual([
      { field: 'language', message: "The episode's main language needs no translation" },
    ]);

    // The offline text provider cannot translate: the words stay, marked untranslated, with no audio of their own.
    const kept = dataOf<VoiceClip[]>(
      await server.request('POST', `${base}/translations`, { token, body: { language: 'de' } }),
    );
    expect(kept).toHaveLength(2);
    expect(
      kept.map(({ sourceClipId, language, translation, text, status, audioUrl, trackId }) => ({
        sourceClipId,
        language,
        translation,
        text,
        status,
        audioUrl,
        trackId,
      })),
    ).toEqual(
      lines.map((line) => ({
        sourceClipId: line.id,
        language: 'de',
        translation: 'untranslated',
        text: line.text,
        status: 'ready',
        audioUrl: null,
        trackId: null,
      })),
    );
    // Nothing left to translate.
    expect(dataOf(await server.request('POST', `${base}/translations`, { token, body: { language: 'de' } }))).toEqual(
      [],
    );

    // By hand: the line is spoken in German.
    const put = await server.request('PUT', `${base}/voice-clips/${lines[0]!.id}/translations/de`, {
      token,
      body: { text: 'Die Flut kommt.' },
    });
    expect(dataOf<VoiceClip>(put)).toMatchObject({ id: kept[0]!.id, translation: 'manual', status: 'pending' });
    const clips = await settledClips(server, token, base);
    const german = clips.find((clip) => clip.id === kept[0]!.id)!;
    expect(german).toMatchObject({ text: 'Die Flut kommt.', status: 'ready', language: 'de' });
    expect(german.duration).toBeGreaterThan(0);

    const ofTranslation = await server.request('PUT', `${base}/voice-clips/${german.id}/translations/de`, {
      token,
      body: { text: 'Nein.' },
    });
    expect(errorOf(ofTranslation, 422).details).toEqual([
      { field: 'clipId', message: 'Only an original line can be translated' },
    ]);
    const unknown = await server.request('PUT', `${base}/voice-clips/${crypto.randomUUID()}/translations/de`, {
      token,
      body: { text: 'Nein.' },
    });
    expect(errorOf(unknown, 404).message).toBe('Voice clip not found');

    // German subtitles: the hand-made line for its spoken length, the untranslated one in its original words.
    const [first, second] = lines.map((line) => clips.find((clip) => clip.id === line.id)!);
    for (const format of ['srt', 'vtt']) {
      const { response, text } = await download(server, token, base, format, 'de');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`.de.${format}`);
      const cues = cueTimes(text);
      expect(cues.map((cue) => cue.text)).toEqual(['Die Flut kommt.', 'Hold the rope.']);
      expect(Math.abs(cues[0]!.start - first!.offset)).toBeLessThan(0.05);
      expect(Math.abs(cues[0]!.end - Math.min(second!.offset, first!.offset + german.duration!))).toBeLessThan(0.05);
      expect(Math.abs(cues[1]!.start - second!.offset)).toBeLessThan(0.05);
      expect(Math.abs(cues[1]!.end - Math.min(4, second!.offset + second!.duration!))).toBeLessThan(0.05);
      const english = cueTimes((await download(server, token, base, format)).text);
      expect(english.map((cue) => cue.text)).toEqual(['The tide is coming in.', 'Hold the rope.']);
    }
    expect((await download(server, token, base, 'srt', 'fr')).response.status).toBe(422);
    // The edit package carries the German subtitles beside the English ones.
    const packed = await fetch(`${server.url}${base}/download/package`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const entries = await unzip(Buffer.from(await packed.arrayBuffer()));
    const germanFile = [...entries.keys()].find((name) => name.endsWith('.de.srt'))!;
    expect(cueTimes(entries.get(germanFile)!.toString('utf8')).map((cue) => cue.text)).toEqual([
      'Die Flut kommt.',
      'Hold the rope.',
    ]);

    // A translation goes with its line.
    await server.request('DELETE', `${base}/voice-clips/${lines[1]!.id}`, { token });
    const left = dataOf<VoiceClip[]>(await server.request('GET', `${base}/voice-clips`, { token }));
    expect(left.map((clip) => clip.id).sort()).toEqual([lines[0]!.id, german.id].sort());
  }, 60_000);

  it('exports one audio and one subtitle stream per language, each tagged with its language', async () => {
    const owner = await server.register();
    const { base, token, lines } = await bilingualEpisode(server, owner);
    await server.request('PUT', `${base}/voice-clips/${lines[0]!.id}/translations/de`, {
      token,
      body: { text: 'Die Flut kommt herein, schnell.' },
    });
    await settledClips(server, token, base);

    const bad = await server.request('POST', `${base}/export`, { token, body: { languages: ['en', 'fr'] } });
    expect(errorOf(bad, 422).details).toEqual([
      { field: 'languages', message: "Every language of an export must be one of the episode's languages" },
    ]);
    const twice = await server.request('POST', `${base}/export`, { token, body: { languages: ['en', 'en'] } });
    expect(twice.status).toBe(422);

    const created = await server.request('POST', `${base}/export`, {
      token,
      body: {
        kind: 'animatic',
        resolution: '720p',
        subtitles: true,
        subtitleOptions: { mode: 'stream' },
        languages: ['de', 'en'],
      },
    });
    const started = dataOf<Export>(created, created.status);
    expect(started.languages).toEqual(['de', 'en']);
    const done = await settledExport(server, token, base, started.exportId, 90_000);
    expect(done.error).toBeNull();

    const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-two-languages-'));
    try {
      const file = await exportFile(server, done, dir);
      const { stderr } = await captureProcess(ffmpeg, ['-hide_banner', '-i', file]);
      const streams = [...stderr.matchAll(/Stream #0:\d+(?:\[0x[0-9a-f]+\])?\((\w+)\): (\w+): (\w+)/g)].map(
        (match) => `${match[2]} ${match[3]} ${match[1]}`,
      );
      expect(streams).toEqual([
        'Video h264 und',
        'Audio aac deu',
        'Audio aac eng',
        'Subtitle mov_text deu',
        'Subtitle mov_text eng',
      ]);
      // Each subtitle stream holds its language's lines; each audio stream is its own mix.
      const subtitles = async (index: number) => {
        const out = path.join(dir, `s${index}.srt`);
        await captureProcess(ffmpeg, ['-hide_banner', '-y', '-i', file, '-map', `0:s:${index}`, '-f', 'srt', out]);
        return cueTimes(await fs.readFile(out, 'utf8')).map((cue) => cue.text.replace(/<[^>]+>/g, ''));
      };
      expect(await subtitles(0)).toEqual(['Die Flut kommt herein, schnell.', 'Hold the rope.']);
      expect(await subtitles(1)).toEqual(['The tide is coming in.', 'Hold the rope.']);
      const samples = async (index: number) => {
        const out = path.join(dir, `a${index}.raw`);
        await captureProcess(ffmpeg, [
          '-hide_banner',
          '-y',
          '-i',
          file,
          '-map',
          `0:a:${index}`,
          '-t',
          '2',
          '-ac',
          '1',
          '-f',
          's16le',
          out,
        ]);
        return fs.readFile(out);
      };
      const [germanAudio, englishAudio] = [await samples(0), await samples(1)];
      expect(germanAudio.length).toBeGreaterThan(0);
      expect(germanAudio.equals(englishAudio)).toBe(false);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('is the professional edition: the base edition cannot translate or export two languages', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id, { supportedLanguages: ['en', 'de'] });
    await fixtures.shot(scenario.id, 1, { duration: 1 });
    const base = `/api/scenarios/${scenario.id}`;
    const translate = await server.request('POST', `${base}/translations`, { token, body: { language: 'de' } });
    expect(translate.status).toBe(403);
    const exported = await server.request('POST', `${base}/export`, { token, body: { languages: ['en', 'de'] } });
    expect(exported.status).toBe(403);
  });
});

describe('lines translated by an OpenAI-compatible text provider', () => {
  let fake: OpenAiFake;
  let remote: TestServer;
  beforeAll(async () => {
    fake = await startOpenAiFake();
    remote = await startTestServer({ TEXT_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'k' });
  });
  afterAll(async () => {
    await remote?.close();
    await fake?.close();
  });

  it('asks for the episode language to the target one and speaks what comes back', async () => {
    fake.chatReply = (body) => {
      const request = JSON.parse(body.messages[1]?.content ?? '{}') as { from: string; to: string; lines: string[] };
      expect(request).toEqual({ from: 'en', to: 'de', lines: ['The tide is coming in.', 'Hold the rope.'] });
      return { lines: ['Die Flut kommt.', 'Halt das Seil.'] };
    };
    const owner = await remote.register();
    const { base, token } = await bilingualEpisode(remote, owner);
    const made = dataOf<VoiceClip[]>(
      await remote.request('POST', `${base}/translations`, { token, body: { language: 'de' } }),
    );
    expect(made.map((clip) => [clip.text, clip.translation, clip.status])).toEqual([
      ['Die Flut kommt.', 'machine', 'pending'],
      ['Halt das Seil.', 'machine', 'pending'],
    ]);
    const clips = await settledClips(remote, token, base);
    expect(clips.filter((clip) => clip.language === 'de').every((clip) => clip.audioUrl !== null)).toBe(true);

    fake.api.fail('POST /v1/chat/completions', { kind: 'vendor', status: 400, body: openAiError('Bad request') });
    await remote.request('POST', `${base}/voice-clips`, { token, body: { text: 'Row!', offset: 3 } });
    await settledClips(remote, token, base);
    const failed = await remote.request('POST', `${base}/translations`, { token, body: { language: 'de' } });
    expect(errorOf(failed, 502).message).toBe('Translation failed. Please try again.');
  }, 60_000);
});
