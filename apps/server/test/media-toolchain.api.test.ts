import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../src/media/ffmpeg/ffmpeg-binary.ts';
import { createProcessWorld, launchServer, outputOf, randomPort } from './helpers/server-process.ts';
import { startTestServer } from './helpers/test-server.ts';

// The server checks the ffmpeg it will use when it starts: a build that cannot do the whole job stops the start
// with a message naming the fix, instead of failing a user's export later.

const world = createProcessWorld();
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await world.cleanup();
});

describe('media toolchain check at start', () => {
  it('refuses to start with an FFMPEG_PATH that is not a capable ffmpeg, saying how to fix it', async () => {
    // A real program that is not ffmpeg: it answers none of the capability questions.
    const child = launchServer(world.env({ PORT: String(randomPort()), FFMPEG_PATH: process.execPath }));
    children.push(child);
    const { code, stderr } = await outputOf(child);
    expect(code).toBe(1);
    expect(stderr).toContain(`No usable ffmpeg: ${process.execPath} (not ffmpeg) lacks: a working ffmpeg`);
    expect(stderr).toContain('Point FFMPEG_PATH at an ffmpeg 4.1 or newer with libx264 and libass');
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('refuses an FFMPEG_PATH that does not exist', async () => {
    const child = launchServer(world.env({ PORT: String(randomPort()), FFMPEG_PATH: '/nonexistent/ffmpeg' }));
    children.push(child);
    const { code, stderr } = await outputOf(child);
    expect(code).toBe(1);
    expect(stderr).toContain('FFMPEG_PATH is not an executable file: /nonexistent/ffmpeg');
  });

  it('uses a capable FFMPEG_PATH and shows it to administrators', async () => {
    const shipped = await locateFfmpeg(undefined, '');
    const server = await startTestServer({ FFMPEG_PATH: shipped.ffmpeg }, { isEmptySite: true });
    try {
      const admin = await server.register();
      const details = await server.request<{ data: { media: unknown } }>('GET', '/api/admin/system', {
        token: admin.accessToken,
      });
      expect(details.body.data.media).toEqual({
        ok: true,
        ffmpeg: {
          source: 'configured',
          binary: expect.stringMatching(/node_modules\/@ffmpeg-installer\/.*ffmpeg$/),
          version: shipped.version,
        },
        ffprobe: expect.any(Boolean),
      });
    } finally {
      await server.close();
    }
  });
});
