import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, SERVER_EVENTS, type Export, type LiveEvent } from '@sym/contracts';
import { resolveFfmpeg } from '../src/media/ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../src/media/ffmpeg/ffmpeg-runner.ts';
import { mediaUrlOf, newMediaKey } from '../src/media/media-storage.ts';
import { dataOf, openRpcSocket, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { settledExport as settledExportOf } from './helpers/exports.ts';

// An export that cannot finish in the configured time limit ends failed with the spec's text and leaves no file or
// temp folder behind (a missing file: exports-missing-file.api.test.ts, under the default limit, so a busy machine
// cannot turn it into a timeout).
const server = useTestServer({ EXPORT_TIMEOUT_SECONDS: '1' });
const fixtures = rowFixtures(server);

const settled = (token: string, base: string, exportId: string) =>
  settledExportOf(server, token, base, exportId, 30_000);

async function exportTempFolders(): Promise<string[]> {
  const names = await fs.readdir(path.join(server.config.DATA_DIR, 'tmp')).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith('export-'));
}

describe('export failures', () => {
  it('reports a render past EXPORT_TIMEOUT_SECONDS as timed out, pushing export:updated to the project room', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id);
    const base = `/api/scenarios/${scenario.id}`;
    const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-export-timeout-'));
    const file = path.join(dir, 'picture.png');
    await runFfmpeg(ffmpeg, ['-y', '-f', 'lavfi', '-i', 'mandelbrot=size=1920x1080', '-frames:v', '1', file]);
    const key = newMediaKey('png');
    await server.services.files.put(owner.user.id, key, await fs.readFile(file), 'image/png');
    await fs.rm(dir, { recursive: true, force: true });
    for (let index = 1; index <= 4; index += 1) {
      await fixtures.shot(scenario.id, index, { duration: 20, imageUrl: mediaUrlOf(key), cameraMotion: 'zoom_in' });
    }
    const socket = await openRpcSocket(server, token);
    const pushed: Export[] = [];
    socket.socket.on(SERVER_EVENTS.exportUpdated, (event: LiveEvent<'export.updated'>) => pushed.push(event.data));
    await socket.socket.emitWithAck(CLIENT_EVENTS.joinProject, { projectId: project.id });
    try {
      const started = dataOf<Export>(await server.request('POST', `${base}/export`, { token, body: {} }));
      const done = await settled(token, base, started.exportId);
      expect(done).toMatchObject({
        status: 'failed',
        error: 'Export timed out. Please check the scenario list for the exported video.',
        videoUrl: null,
      });
      // The push may land after the row reads failed; wait for it (the timeout only catches a push that never comes).
      await expect
        .poll(() => pushed.filter((item) => item.exportId === started.exportId).at(-1), { timeout: 15_000 })
        .toMatchObject({ status: 'failed', error: done.error });
    } finally {
      socket.close();
    }
    expect(await exportTempFolders()).toEqual([]);
  }, 60_000);
});
