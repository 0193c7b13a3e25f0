import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DUCK_DB, type Export, type Track, type VoiceClip } from '@sym/contracts';
import { resolveFfmpeg } from '../src/media/ffmpeg/ffmpeg-binary.ts';
import { captureProcess } from '../src/media/ffmpeg/ffmpeg-runner.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { uploadAudio, wavBytes } from './helpers/audio.ts';
import { exportFile as exportFileOf, settledExport as settledExportOf } from './helpers/exports.ts';

// Music under dialogue, measured in the exported file: a 220 Hz "music" loop ducked under a 2,500 Hz "voice" line,
// each heard apart through a low-pass or high-pass filter, with ffmpeg's volumedetect on stretches of the mix.
const server = useTestServer();
const fixtures = rowFixtures(server);

const settledExport = (token: string, base: string, exportId: string) => settledExportOf(server, token, base, exportId);

/** The export's file in a temp folder, for ffmpeg to read. */
const exportFile = (done: Export, dir: string) => exportFileOf(server, done, dir);

/** Mean level (dB) of the file's audio from `start` for `length` seconds through `filter`. */
async function meanVolume(file: string, start: number, length: number, filter: string): Promise<number> {
  const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
  const run = await captureProcess(ffmpeg, [
    ...['-hide_banner', '-ss', String(start), '-t', String(length), '-i', file],
    ...['-vn', '-af', `${filter},volumedetect`, '-f', 'null', '-'],
  ]);
  const match = /mean_volume: (-?[\d.]+|-inf) dB/.exec(run.stderr);
  if (!match) throw new Error(`no level measured: ${run.stderr.slice(-400)}`);
  return match[1] === '-inf' ? -200 : Number(match[1]);
}

const music = (file: string, start: number, length: number) => meanVolume(file, start, length, 'lowpass=f=600');
const voice = (file: string, start: number, length: number) => meanVolume(file, start, length, 'highpass=f=1500');

describe('music under dialogue', () => {
  it('loops a music track to the end, lowers it under the spoken line and fades it out, as set on the track', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id, { aspectRatio: 'landscape' });
    const base = `/api/scenarios/${scenario.id}`;
    // Two 4 s shots without pictures (numbered cards): an 8 s episode.
    await fixtures.shot(scenario.id, 1, { duration: 4, description: 'The harbour' });
    await fixtures.shot(scenario.id, 2, { duration: 4, description: 'The boat' });

    const bed = await uploadAudio(server, token, scenario.id, wavBytes(2, 8000, 220), 'music.wav');
    const created = await server.request('POST', `${base}/tracks`, {
      token,
      body: { kind: 'audio', name: 'Music', audioUrl: bed.url, loop: true, duck: true, fadeOut: 1 },
    });
    const track = dataOf<Track>(created, created.status);
    expect(track).toMatchObject({ loop: true, duck: true, fadeIn: 0, fadeOut: 1 });
    for (const body of [{ fadeIn: -1 }, { fadeOut: 31 }, { duck: 'yes' }, { loop: 1 }]) {
      const refused = await server.request('PATCH', `${base}/tracks/${track.id}`, { token, body });
      expect(errorOf(refused, 422).code, JSON.stringify(body)).toBe('VALIDATION_ERROR');
    }

    const line = await uploadAudio(server, token, scenario.id, wavBytes(2, 8000, 2500), 'line.wav');
    const spoken = await server.request('POST', `${base}/voice-clips`, {
      token,
      body: { audioUrl: line.url, offset: 3 },
    });
    expect(dataOf<VoiceClip>(spoken, spoken.status).status).toBe('ready');

    const exportOnce = async () => {
      const started = await server.request('POST', `${base}/export`, { token, body: { kind: 'animatic' } });
      const done = await settledExport(token, base, dataOf<Export>(started, started.status).exportId);
      expect(done.error).toBeNull();
      expect(done.duration).toBeCloseTo(8, 1);
      return done;
    };
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-ducking-'));
    try {
      const ducked = await exportFile(await exportOnce(), dir);
      // The line is spoken from 3 s to 5 s; the music ramps down 0.3 s before it and back up 0.3 s after it.
      const before = await music(ducked, 1, 1.5);
      const under = await music(ducked, 3.3, 1.4);
      const after = await music(ducked, 5.5, 1.2);
      expect(before).toBeGreaterThan(-40);
      expect(before - under).toBeGreaterThanOrEqual(10);
      expect(after - under).toBeGreaterThanOrEqual(10);
      expect(before - under).toBeCloseTo(-DUCK_DB, 0);
      // A 2 s file looped: still playing at full level in its third pass, faded out over the last second.
      expect(Math.abs(after - before)).toBeLessThan(1.5);
      expect(after - (await music(ducked, 7.55, 0.4))).toBeGreaterThan(6);
      // The line itself is heard only where it is spoken.
      expect((await voice(ducked, 3.3, 1.4)) - (await voice(ducked, 1, 1.5))).toBeGreaterThan(30);

      // Without ducking the mix is made anew (not the cached one): the music stays up under the line.
      const changed = await server.request('PATCH', `${base}/tracks/${track.id}`, { token, body: { duck: false } });
      expect(dataOf<Track>(changed, changed.status).duck).toBe(false);
      const steady = await exportFile(await exportOnce(), dir);
      expect(Math.abs((await music(steady, 3.3, 1.4)) - before)).toBeLessThan(1.5);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
