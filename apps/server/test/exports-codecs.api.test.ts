import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Export } from '@sym/contracts';
import { resolveFfmpeg } from '../src/media/ffmpeg/ffmpeg-binary.ts';
import { captureProcess } from '../src/media/ffmpeg/ffmpeg-runner.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { exportFile, settledExport } from './helpers/exports.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Advanced export's delivery formats: 4K, H.265 in an MP4 and ProRes in a MOV, read back with ffmpeg; and the
// clear refusal of a codec the server's ffmpeg was built without.
const server = useTestServer();

async function episode(on: TestServer, tier: 'sym' | 'motionmaker') {
  const rows = rowFixtures(on);
  const owner = await on.register();
  await rows.setUserTier(owner.user.id, tier);
  const project = await rows.project(owner.user.id);
  const scenario = await rows.scenario(project.id, owner.user.id, { aspectRatio: 'landscape' });
  await rows.shot(scenario.id, 1, { duration: 0.5, description: 'A lighthouse at dusk' });
  return { token: owner.accessToken, base: `/api/scenarios/${scenario.id}` };
}

/** ffmpeg's description of the export's file. */
async function describeFile(done: Export): Promise<string> {
  const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-codec-'));
  try {
    const file = await exportFile(server, done, dir);
    return (await captureProcess(ffmpeg, ['-hide_banner', '-i', file])).stderr;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe('delivery formats', () => {
  it('renders H.265 in an MP4, ProRes in a MOV, and 4K', async () => {
    const { token, base } = await episode(server, 'motionmaker');
    const render = async (body: Record<string, unknown>) => {
      const created = await server.request('POST', `${base}/export`, { token, body: { kind: 'animatic', ...body } });
      const started = dataOf<Export>(created, created.status);
      const done = await settledExport(server, token, base, started.exportId, 90_000);
      expect(done.error).toBeNull();
      return done;
    };
    const hevc = await render({ codec: 'h265', resolution: '720p' });
    expect(hevc).toMatchObject({ codec: 'h265', width: 1280, height: 720 });
    expect(hevc.videoUrl).toMatch(/\.mp4/);
    expect(await describeFile(hevc)).toMatch(/Video: hevc .*1280x720/);

    const prores = await render({ codec: 'prores', resolution: '720p' });
    expect(prores.videoUrl).toMatch(/\.mov/);
    const mov = await describeFile(prores);
    expect(mov).toMatch(/major_brand\s*: qt/);
    expect(mov).toMatch(/Video: prores .*yuv422p10le.*1280x720/);
    expect(mov).toMatch(/Audio: aac/);

    const uhd = await render({ resolution: '4k' });
    expect(uhd).toMatchObject({ codec: 'h264', width: 3840, height: 2160 });
    expect(await describeFile(uhd)).toMatch(/Video: h264 .*3840x2160/);
  }, 180_000);

  it('is the professional edition: the base edition keeps H.264 up to 1080p', async () => {
    const { token, base } = await episode(server, 'sym');
    for (const body of [{ codec: 'h265' }, { codec: 'prores' }, { resolution: '4k' }]) {
      const refused = await server.request('POST', `${base}/export`, { token, body });
      expect(errorOf(refused, 403).message).toMatch(/^Upgrade to .* to use advanced export\.$/i);
    }
    const wrong = await server.request('POST', `${base}/export`, { token, body: { codec: 'vp9' } });
    expect(wrong.status).toBe(422);
  });
});

describe('an ffmpeg built without an encoder', () => {
  let dir: string;
  let limited: TestServer;
  beforeAll(async () => {
    // A real ffmpeg whose build lists no libx265: the wrapper leaves it out of `-encoders` and runs ffmpeg otherwise.
    const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-ffmpeg-without-x265-'));
    const wrapper = path.join(dir, 'ffmpeg');
    await fs.writeFile(
      wrapper,
      [
        '#!/bin/sh',
        'case " $* " in',
        `  *" -encoders "*) "${ffmpeg}" "$@" | grep -v libx265 ;;`,
        `  *) exec "${ffmpeg}" "$@" ;;`,
        'esac',
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    limited = await startTestServer({ FFMPEG_PATH: wrapper });
  });
  afterAll(async () => {
    await limited?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('refuses H.265 with a message that says why and what to do, and still renders H.264', async () => {
    const { token, base } = await episode(limited, 'motionmaker');
    const refused = await limited.request('POST', `${base}/export`, { token, body: { codec: 'h265' } });
    expect(errorOf(refused, 422).details).toEqual([
      {
        field: 'codec',
        message:
          "This server's ffmpeg cannot encode H.265 (it has no libx265 encoder). Choose H.264, or ask the administrator for an ffmpeg build with it.",
      },
    ]);
    const exports = dataOf<Export[]>(await limited.request('GET', `${base}/exports`, { token }));
    expect(exports).toEqual([]);
    const prores = await limited.request('POST', `${base}/export`, { token, body: { codec: 'prores' } });
    expect(prores.status).toBe(200);
  });
});
