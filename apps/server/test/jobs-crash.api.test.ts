import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { AuthResult, Job, JobTicket, Scenario, Shot, UsageEntry } from '@sym/contracts';

// A worker killed with SIGKILL in the middle of a job: after a restart the job completes once, its credits are
// captured once and no partial or orphan file is left. The server runs as a real child process for this.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PORT = 4600 + Math.floor(Math.random() * 300);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-crash-'));
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `crash_${randomBytes(4).toString('hex')}` : undefined;
const template = databaseUrl ? undefined : inject('pgliteTemplateDir');
if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
let child: ChildProcess | undefined;

function launch(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JOB_EXPIRE_SECONDS: '3',
    JOB_MAINTENANCE_SECONDS: '1',
    JOB_POLLING_SECONDS: '0.5',
    JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
    ...(schema ? { DATABASE_SCHEMA: schema } : {}),
  };
  const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child = started;
  return started;
}

async function waitHealthy(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${BASE}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function call<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = (await response.json()) as { success: boolean; data: T; error?: { message: string } };
  if (!parsed.success) throw new Error(`${method} ${url}: ${response.status} ${parsed.error?.message}`);
  return parsed.data;
}

async function pollJob(token: string, ticket: JobTicket, until: (job: Job) => boolean, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await call<Job>('GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`, token);
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every stored media file (sidecars aside) and every temporary file under DATA_DIR/media. */
function mediaFiles(): { keys: string[]; temporary: string[] } {
  const root = path.join(dataDir, 'media');
  const files = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }) : [];
  const names = files.filter((entry) => entry.isFile()).map((entry) => entry.name);
  return {
    keys: names.filter((name) => !name.endsWith('.meta.json') && !name.startsWith('.')),
    temporary: names.filter((name) => name.startsWith('.tmp-')),
  };
}

afterAll(async () => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl && schema) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
    await client.end();
  }
});

describe('a worker killed mid-job', () => {
  it('completes the job once after a restart: credits captured once, no partial or orphan files', async () => {
    launch();
    await waitHealthy();
    const auth = await call<AuthResult>('POST', '/api/auth/register', undefined, {
      name: 'Crash',
      email: `crash-${Date.now()}@example.com`,
      password: 'correct horse battery',
    });
    const token = auth.accessToken;
    const project = await call<{ id: string }>('POST', '/api/projects', token, { name: 'Crash test' });
    const scenario = await call<Scenario>('POST', '/api/scenarios', token, { name: 'Ep', projectId: project.id });
    const shot = await call<Shot>('POST', `/api/scenarios/${scenario.id}/shots`, token, {
      description: 'A lighthouse on a cliff at night',
      animationInstructions: 'slow push towards the light',
      cameraMotion: 'zoom_in',
      duration: 6,
    });
    const shotPath = `/api/scenarios/${scenario.id}/shots/${shot.id}`;
    const image = await call<JobTicket>('POST', `${shotPath}/generate`, token, {});
    await pollJob(token, image, (job) => job.status === 'completed');

    const video = await call<JobTicket>('POST', `${shotPath}/generate-video`, token, {});
    await pollJob(token, video, (job) => job.status === 'active');
    child!.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));

    launch();
    await waitHealthy();
    const done = await pollJob(token, video, (job) => job.status === 'completed' || job.status === 'failed');
    expect(done.status, done.error ?? '').toBe('completed');
    expect(done.attempts).toBeGreaterThanOrEqual(2);

    const usage = await call<UsageEntry[]>('GET', '/api/credits/usage?limit=20', token);
    expect(
      usage
        .filter((entry) => entry.type === 'usage')
        .map((entry) => entry.amount)
        .sort(),
    ).toEqual([-1, -3]);
    expect(usage.filter((entry) => entry.type === 'refund')).toHaveLength(0);
    expect((await call<{ balance: number }>('GET', '/api/credits/balance', token)).balance).toBe(96);

    // Files: the image with its two renditions and one clip, nothing half-written, nothing left over.
    const shots = await call<Shot[]>('GET', `/api/scenarios/${scenario.id}/shots`, token);
    const { keys, temporary } = mediaFiles();
    expect(temporary).toEqual([]);
    expect(keys).toHaveLength(4);
    expect(keys).toContain(path.basename(shots[0]!.videoUrl!));
    expect(keys).toContain(path.basename(shots[0]!.imageUrl!));
  }, 180_000);
});
