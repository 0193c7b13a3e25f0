import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mediaPathOf,
  type AuthResult,
  type Export,
  type SubtitleOptions,
  type Track,
  type VoiceClip,
} from '@sym/contracts';
import { exports as exportsTable } from '../src/db/schema.ts';
import { resolveFfmpeg } from '../src/media/ffmpeg/ffmpeg-binary.ts';
import { captureProcess, runFfmpeg } from '../src/media/ffmpeg/ffmpeg-runner.ts';
import { probeMedia } from '../src/media/ffmpeg/media-probe.ts';
import { mediaKeyOfUrl, mediaUrlOf, newMediaKey } from '../src/media/media-storage.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { uploadAudio, wavBytes } from './helpers/audio.ts';
import { exportFile, settledExport as settledExportOf } from './helpers/exports.ts';

// Real renders with the system ffmpeg: a 6-shot 720p episode (five pictures with camera moves, one short video),
// one audio track and two spoken voice clips.
const server = useTestServer();
const fixtures = rowFixtures(server);

async function mediaFrom(userId: string, args: string[], extension: string): Promise<string> {
  const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-export-fixture-'));
  try {
    const file = path.join(dir, `fixture.${extension}`);
    await runFfmpeg(ffmpeg, ['-y', ...args, file]);
    const key = newMediaKey(extension);
    await server.services.files.put(
      userId,
      key,
      await fs.readFile(file),
      extension === 'png' ? 'image/png' : 'video/mp4',
    );
    return mediaUrlOf(key);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** What the pipeline recorded about a render (clips rendered vs. taken from the cache). */
async function metadataOf(exportId: string) {
  const [row] = await server.database.db.select().from(exportsTable).where(eq(exportsTable.id, exportId));
  return row?.metadata;
}

const settledExport = (token: string, base: string, exportId: string, timeoutMs = 45_000) =>
  settledExportOf(server, token, base, exportId, timeoutMs);

async function scenarioWithMedia(owner: AuthResult) {
  const token = owner.accessToken;
  const project = await fixtures.project(owner.user.id);
  const scenario = await fixtures.scenario(project.id, owner.user.id, {
    contentLanguage: 'en',
    aspectRatio: 'landscape',
  });
  const base = `/api/scenarios/${scenario.id}`;
  const picture = await mediaFrom(
    owner.user.id,
    ['-f', 'lavfi', '-i', 'testsrc2=size=960x540', '-frames:v', '1'],
    'png',
  );
  const video = await mediaFrom(
    owner.user.id,
    ['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=1', '-pix_fmt', 'yuv420p', '-c:v', 'libx264'],
    'mp4',
  );
  const motions = ['zoom_in', 'pan_right', 'tilt_up', 'auto', 'drone', 'auto'];
  const shots = [];
  for (let index = 0; index < 6; index += 1) {
    shots.push(
      await fixtures.shot(scenario.id, index + 1, {
        duration: 1.5,
        cameraMotion: motions[index],
        imageUrl: picture,
        videoUrl: index === 5 ? video : null,
        description: `Shot ${index + 1}`,
      }),
    );
  }
  const audio = await uploadAudio(server, token, scenario.id, wavBytes(4));
  dataOf<Track>(
    await server.request('POST', `${base}/tracks`, {
      token,
      body: { kind: 'audio', audioUrl: audio.url, offset: 1, volume: 0.5 },
    }),
  );
  const lines = ['The tide is coming in.', 'Hold the rope.'];
  const clips: VoiceClip[] = [];
  for (const [index, text] of lines.entries()) {
    const response = await server.request('POST', `${base}/voice-clips`, { token, body: { text, offset: index * 4 } });
    clips.push(dataOf<VoiceClip>(response, response.status));
  }
  for (const clip of clips) {
    for (let tries = 0; tries < 300; tries += 1) {
      const rows = dataOf<VoiceClip[]>(await server.request('GET', `${base}/voice-clips`, { token }));
      if (rows.find((row) => row.id === clip.id)?.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { scenario, base, shots, token };
}

describe('episode export', () => {
  it('renders the timeline to one H.264 + AAC MP4 at the episode size, then re-renders only a changed shot', async () => {
    const owner = await server.register();
    const { base, shots, token } = await scenarioWithMedia(owner);

    const created = await server.request('POST', `${base}/export`, { token, body: { resolution: '720p' } });
    const started = dataOf<Export>(created, created.status);
    expect(started).toMatchObject({ status: 'processing', kind: 'video', width: 1280, height: 720, videoUrl: null });
    const done = await settledExport(token, base, started.exportId);
    expect(done.error).toBeNull();
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.duration).toBeCloseTo(9, 1);
    expect(done.size).toBeGreaterThan(0);

    const file = await server.request('GET', done.videoUrl!);
    expect(file.status).toBe(200);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-export-probe-'));
    try {
      const local = path.join(dir, 'export.mp4');
      const object = await server.services.files.get(mediaKeyOfUrl(mediaPathOf(done.videoUrl!))!);
      // The rendered file is stored whole from disk (putFile), with the size the export reports.
      expect(object).toMatchObject({ size: done.size, contentType: 'video/mp4' });
      const chunks: Buffer[] = [];
      for await (const chunk of object!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      await fs.writeFile(local, Buffer.concat(chunks));
      const poster = await server.services.files.get(mediaKeyOfUrl(mediaPathOf(done.posterUrl!))!);
      expect(poster?.contentType).toBe('image/jpeg');
      poster?.stream.destroy();
      const probe = await probeMedia(local);
      expect(Math.abs(probe.durationSeconds - 9)).toBeLessThan(0.1);
      expect(probe.video).toMatchObject({ codec: 'h264', width: 1280, height: 720 });
      expect(probe.audio?.codec).toBe('aac');
      const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
      const { captureProcess } = await import('../src/media/ffmpeg/ffmpeg-runner.ts');
      const info = await captureProcess(ffmpeg, ['-hide_banner', '-i', local]);
      expect(info.stderr.match(/Stream #0:\d+.*: Video:/g)).toHaveLength(1);
      expect(info.stderr.match(/Stream #0:\d+.*: Audio:/g)).toHaveLength(1);
      // The music track and the voices are heard (a silent mix would be at -91 dB).
      const loudness = await captureProcess(ffmpeg, [
        '-hide_banner',
        '-i',
        local,
        '-af',
        'volumedetect',
        '-f',
        'null',
        '-',
      ]);
      expect(Number(/max_volume: (-?[\d.]+) dB/.exec(loudness.stderr)?.[1])).toBeGreaterThan(-30);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }

    // One shot changes: the re-export renders that clip only.
    const changed = await server.request('PUT', `${base}/shots/${shots[2]!.id}`, {
      token,
      body: { cameraMotion: 'zoom_out' },
    });
    expect(changed.status).toBe(200);
    const again = dataOf<Export>(
      await server.request('POST', `${base}/export`, { token, body: { resolution: '720p' } }),
    );
    const redone = await settledExport(token, base, again.exportId);
    expect(redone.status).toBe('completed');
    expect(await metadataOf(again.exportId)).toMatchObject({ clipsRendered: 1, clipsCached: 5 });
    expect(await metadataOf(started.exportId)).toMatchObject({ clipsRendered: 6, clipsCached: 0 });

    // Listing, renaming and deleting (which removes the file).
    const list = dataOf<Export[]>(await server.request('GET', `${base}/exports`, { token }));
    expect(list.map((item) => item.exportId)).toEqual([again.exportId, started.exportId]);
    const renamed = dataOf<Export>(
      await server.request('PUT', `${base}/exports/${started.exportId}`, { token, body: { name: 'Final cut' } }),
    );
    expect(renamed.name).toBe('Final cut');
    expect(dataOf(await server.request('DELETE', `${base}/exports/${started.exportId}`, { token }))).toEqual({
      exportId: started.exportId,
    });
    expect((await server.request('GET', done.videoUrl!)).status).toBe(404);
    errorOf(await server.request('GET', `${base}/exports/${started.exportId}`, { token }), 404);

    // No temp folders are left behind.
    const temp = await fs.readdir(path.join(server.config.DATA_DIR, 'tmp')).catch(() => []);
    expect(temp.filter((name) => name.startsWith('export-'))).toEqual([]);
  }, 90_000);

  it('renders an animatic from images only, with a card for a shot without an image, and its subtitles burned in or as a stream', async () => {
    const owner = await server.register();
    // Subtitles are advanced export, the professional edition's (feature-gates.api.test.ts).
    await fixtures.setUserTier(owner.user.id, 'motionmaker');
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id, {
      aspectRatio: 'square',
      contentLanguage: 'de',
    });
    const base = `/api/scenarios/${scenario.id}`;
    await fixtures.shot(scenario.id, 1, { duration: 1, description: 'A lighthouse at dusk' });
    const spoken = await server.request('POST', `${base}/voice-clips`, { token, body: { text: 'Hallo du.' } });
    const clip = dataOf<VoiceClip>(spoken, spoken.status);
    for (let tries = 0; tries < 300; tries += 1) {
      const rows = dataOf<VoiceClip[]>(await server.request('GET', `${base}/voice-clips`, { token }));
      if (rows.find((row) => row.id === clip.id)?.status === 'ready') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const exportWith = async (subtitles: boolean, subtitleOptions?: Partial<SubtitleOptions>) => {
      const created = await server.request('POST', `${base}/export`, {
        token,
        body: { kind: 'animatic', subtitles, name: 'Animatic', ...(subtitleOptions ? { subtitleOptions } : {}) },
      });
      const started = dataOf<Export>(created, created.status);
      expect(started).toMatchObject({ kind: 'animatic', width: 1080, height: 1080, subtitles, languages: ['de'] });
      expect(started.subtitleOptions).toEqual(subtitles ? expect.objectContaining(subtitleOptions ?? {}) : null);
      const done = await settledExport(token, base, started.exportId);
      expect(done.error).toBeNull();
      expect(done.duration).toBeCloseTo(1, 1);
      expect(done.posterUrl).toEqual(expect.any(String));
      return done;
    };
    /** Runs ffmpeg on the export's file (`in.mp4` in a temp folder); answers its stderr and the output's bytes. */
    const ffmpegOn = async (done: Export, args: (input: string, output: string) => string[]) => {
      const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-export-frame-'));
      try {
        const input = await exportFile(server, done, dir);
        const output = path.join(dir, 'out');
        const { stderr } = await captureProcess(ffmpeg, ['-hide_banner', '-y', ...args(input, output)]);
        return { stderr, output: await fs.readFile(output).catch(() => Buffer.alloc(0)) };
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    };
    const grayFrame = async (done: Export) =>
      (
        await ffmpegOn(done, (input, output) => [
          ...['-ss', '0.5', '-i', input, '-frames:v', '1', '-vf', 'scale=270:270'],
          ...['-f', 'rawvideo', '-pix_fmt', 'gray', output],
        ])
      ).output;
    /** Pixels that differ from the plain frame, in the upper and the lower half of the picture. */
    const changedHalves = (frame: Buffer, plain: Buffer) => {
      const halves = { upper: 0, lower: 0 };
      for (let index = 0; index < plain.length; index += 1) {
        if (Math.abs(plain[index]! - frame[index]!) > 40) halves[index < plain.length / 2 ? 'upper' : 'lower'] += 1;
      }
      return halves;
    };

    const burned = await exportWith(true);
    const plainExport = await exportWith(false);
    const burnedTop = await exportWith(true, { position: 'top', font: 'DejaVu Serif', size: 'large' });
    const stream = await exportWith(true, { mode: 'stream' });
    const plain = await grayFrame(plainExport);
    // The same card clip (from the cache); only the burned-in line differs, where it was placed.
    const bottom = changedHalves(await grayFrame(burned), plain);
    expect(bottom.lower).toBeGreaterThan(40);
    expect(bottom.upper).toBe(0);
    const top = changedHalves(await grayFrame(burnedTop), plain);
    expect(top.upper).toBeGreaterThan(bottom.lower);
    expect(top.lower).toBe(0);
    // As a stream: the picture is the plain one, and a German mov_text track carries the line at the clip's time.
    expect(changedHalves(await grayFrame(stream), plain)).toEqual({ upper: 0, lower: 0 });
    const streams = (await ffmpegOn(stream, (input) => ['-i', input])).stderr;
    expect(streams).toMatch(/Stream #0:1(\[0x2\])?\(deu\): Audio: aac/);
    expect(streams).toMatch(/Stream #0:2(\[0x3\])?\(deu\): Subtitle: mov_text/);
    const srt = await ffmpegOn(stream, (input, output) => ['-i', input, '-map', '0:s:0', '-f', 'srt', output]);
    const [ready] = dataOf<VoiceClip[]>(await server.request('GET', `${base}/voice-clips`, { token }));
    const cue = /(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})\n(.*)/.exec(srt.output.toString());
    const seconds = (parts: string[]) =>
      Number(parts[0]) * 3600 + Number(parts[1]) * 60 + Number(parts[2]) + Number(parts[3]) / 1000;
    // The 2018 ffmpeg writes mov_text's default style back as a <font> tag.
    expect(cue?.[9]?.replace(/<[^>]+>/g, '')).toBe('Hallo du.');
    expect(seconds(cue!.slice(1, 5))).toBeCloseTo(ready!.offset, 1);
    expect(seconds(cue!.slice(5, 9))).toBeCloseTo(Math.min(1, ready!.offset + ready!.duration!), 1);
  }, 120_000);

  it('answers 422 for bad input and an empty episode, 401 without a session, 404 to strangers', async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id);
    const base = `/api/scenarios/${scenario.id}`;
    errorOf(await server.request('POST', `${base}/export`, { token, body: { kind: 'film' } }), 422);
    errorOf(await server.request('POST', `${base}/export`, { token, body: { resolution: '8k' } }), 422);
    for (const subtitleOptions of [{ font: 'Comic Sans' }, { mode: 'soft' }, { outline: 9 }, { size: 3 }, 'top']) {
      const refused = errorOf(
        await server.request('POST', `${base}/export`, { token, body: { subtitles: true, subtitleOptions } }),
        422,
      );
      expect(refused.details?.[0]?.field).toMatch(/^subtitleOptions/);
    }
    const empty = errorOf(await server.request('POST', `${base}/export`, { token, body: {} }), 422);
    expect(empty.details?.[0]?.message).toBe('Add shots to the episode before exporting');
    errorOf(await server.request('POST', `${base}/export`, { body: {} }), 401);
    await fixtures.shot(scenario.id, 1, { duration: 0.5 });
    const started = dataOf<Export>(await server.request('POST', `${base}/export`, { token, body: {} }));
    errorOf(await server.request('POST', `${base}/export`, { token: stranger.accessToken, body: {} }), 404);
    errorOf(await server.request('GET', `${base}/exports/${started.exportId}`, { token: stranger.accessToken }), 404);
    errorOf(await server.request('GET', `${base}/exports`, { token: stranger.accessToken }), 404);
    errorOf(
      await server.request('DELETE', `${base}/exports/${started.exportId}`, { token: stranger.accessToken }),
      404,
    );
    errorOf(await server.request('PUT', `${base}/exports/${started.exportId}`, { token, body: { name: '' } }), 422);
    errorOf(await server.request('GET', `${base}/exports/not-a-uuid`, { token }), 404);
    await settledExport(token, base, started.exportId);
  }, 60_000);
});
