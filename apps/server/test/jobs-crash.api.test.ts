import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobTicket, Shot, UsageEntry } from '@sym/contracts';
import { createProcessWorld, launchServer, processClient, randomPort } from './helpers/server-process.ts';

// A worker killed with SIGKILL in the middle of a job: after a restart the job completes once, its credits are
// captured once and no partial or orphan file is left.

const world = createProcessWorld();
const port = randomPort();
const client = processClient(port);
let child: ChildProcess | undefined;

// Default job settings: the killed job must come back through the restarted worker's recovery (at once on PGlite,
// when its lease runs out on PostgreSQL), not through pg-boss's 15-minute expiry.
function launch(): void {
  child = launchServer(world.env({ PORT: String(port) }));
}

/** Every stored media file (sidecars aside) and every temporary file under DATA_DIR/media. */
function mediaFiles(): { keys: string[]; temporary: string[] } {
  const root = path.join(world.dataDir, 'media');
  const files = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }) : [];
  const names = files.filter((entry) => entry.isFile()).map((entry) => entry.name);
  return {
    keys: names.filter((name) => !name.endsWith('.meta.json') && !name.startsWith('.')),
    temporary: names.filter((name) => name.startsWith('.tmp-')),
  };
}

afterAll(async () => {
  child?.kill('SIGKILL');
  await world.cleanup();
});

describe('a worker killed mid-job', () => {
  it('completes the job once after a restart: credits captured once, no partial or orphan files', async () => {
    launch();
    await client.waitHealthy();
    const { call } = client;
    const { token, scenario } = await client.newUserWithScenario('crash');
    const shot = await call<Shot>('POST', `/api/scenarios/${scenario.id}/shots`, token, {
      description: 'A lighthouse on a cliff at night',
      animationInstructions: 'slow push towards the light',
      cameraMotion: 'zoom_in',
      duration: 6,
    });
    const shotPath = `/api/scenarios/${scenario.id}/shots/${shot.id}`;
    const image = await call<JobTicket>('POST', `${shotPath}/generate`, token, {});
    await client.pollJob(token, image, (job) => job.status === 'completed');

    const video = await call<JobTicket>('POST', `${shotPath}/generate-video`, token, {});
    await client.pollJob(token, video, (job) => job.status === 'active');
    child!.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));

    launch();
    await client.waitHealthy();
    const restarted = Date.now();
    // A ceiling that only catches a job left for the expiry (900 s); the time taken is printed for the record.
    const done = await client.pollJob(
      token,
      video,
      (job) => job.status === 'completed' || job.status === 'failed',
      150_000,
    );
    console.log(`clip killed mid-render completed ${((Date.now() - restarted) / 1000).toFixed(1)} s after the restart`);
    expect(done.status, done.error ?? '').toBe('completed');
    expect(done.attempts).toBeGreaterThanOrEqual(2);

    const usage = await call<UsageEntry[]>('GET', '/api/credits/usage?limit=20', token);
    const spent = usage.filter((entry) => entry.type === 'usage').map((entry) => entry.amount);
    expect(spent.sort()).toEqual([-1, -3]);
    expect(usage.filter((entry) => entry.type === 'refund')).toHaveLength(0);
    expect((await call<{ balance: number }>('GET', '/api/credits/balance', token)).balance).toBe(96);

    // Files: the image with its thumbnail (a shot shows no small rendition, so none is kept) and one clip,
    // nothing half-written, nothing left over.
    const shots = await call<Shot[]>('GET', `/api/scenarios/${scenario.id}/shots`, token);
    const { keys, temporary } = mediaFiles();
    expect(temporary).toEqual([]);
    expect(keys).toHaveLength(3);
    expect(keys).toContain(path.basename(new URL(shots[0]!.videoUrl!, 'http://localhost').pathname));
    expect(keys).toContain(path.basename(new URL(shots[0]!.imageUrl!, 'http://localhost').pathname));
  }, 300_000);
});
