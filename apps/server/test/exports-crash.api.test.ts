import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Export } from '@sym/contracts';
import { createProcessWorld, launchServer, processClient, randomPort } from './helpers/server-process.ts';

// The server killed with SIGKILL in the middle of an export render: after a restart the job is retried and
// completes, with exactly one export file in media storage and no temporary file or folder left behind.

const world = createProcessWorld();
const port = randomPort();
const client = processClient(port);
let child: ChildProcess | undefined;

// Default job settings: the killed render must come back through the restarted worker's recovery (at once on
// PGlite, when its lease runs out on PostgreSQL), not through pg-boss's expiry 30 minutes later.
function launch(): void {
  child = launchServer(world.env({ PORT: String(port) }));
}

function filesUnder(folder: string): string[] {
  const root = path.join(world.dataDir, folder);
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) => entry.name);
}

afterAll(async () => {
  child?.kill('SIGKILL');
  await world.cleanup();
});

describe('a server killed mid-export', () => {
  it('retries the render after a restart: one export file, no temp files', async () => {
    launch();
    await client.waitHealthy();
    const { call } = client;
    const { token, scenario } = await client.newUserWithScenario('export-crash');
    const base = `/api/scenarios/${scenario.id}`;
    for (let index = 0; index < 6; index += 1) {
      await call('POST', `${base}/shots`, token, { description: `Shot number ${index + 1}`, duration: 4 });
    }
    const started = await call<Export>('POST', `${base}/export`, token, { kind: 'animatic' });
    const exportPath = `${base}/exports/${started.exportId}`;
    // Kill it once clips are being rendered (progress moved, or a clip being written).
    for (let tries = 0; ; tries += 1) {
      const row = await call<Export>('GET', exportPath, token);
      const rendering = filesUnder('export-cache').some((name) => name.endsWith('.part'));
      if (row.progress > 0 || rendering) break;
      if (row.status !== 'processing' || tries > 600) throw new Error(`no render to interrupt: ${row.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child!.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    expect(filesUnder('tmp').some((name) => name.startsWith('export-'))).toBe(true);

    launch();
    await client.waitHealthy();
    const restarted = Date.now();
    let done: Export;
    // A ceiling that only catches a render left for the expiry; the time taken is printed for the record.
    for (const deadline = Date.now() + 150_000; ;) {
      done = await call<Export>('GET', exportPath, token);
      if (done.status !== 'processing') break;
      if (Date.now() > deadline) throw new Error('export never finished');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `export killed mid-render completed ${((Date.now() - restarted) / 1000).toFixed(1)} s after the restart`,
    );
    expect(done.error).toBeNull();
    expect(done.status).toBe('completed');
    expect(done.duration).toBeCloseTo(24, 1);

    const media = filesUnder('media').filter((name) => !name.endsWith('.meta.json') && !name.startsWith('.'));
    expect(media.filter((name) => name.endsWith('.mp4'))).toEqual([
      path.basename(new URL(done.videoUrl!, 'http://localhost').pathname),
    ]);
    expect(filesUnder('media').filter((name) => name.startsWith('.tmp-'))).toEqual([]);
    expect(filesUnder('tmp').filter((name) => name.startsWith('export-'))).toEqual([]);
    expect(filesUnder('export-cache').filter((name) => name.endsWith('.part'))).toEqual([]);
  }, 300_000);
});
