import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { AuthResult, Job, JobTicket, Scenario } from '@sym/contracts';
import { dropRedisKeys, realtimeEnv, type RealtimeAdapter } from './realtime-adapters.ts';
import { jsonClient } from './work-in-flight.ts';

// The server as a real child process (`node src/main.ts`), for tests that kill it or split its roles.

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface ProcessWorld {
  dataDir: string;
  /** PostgreSQL schema when DATABASE_URL is set. */
  schema: string | undefined;
  env(overrides?: Record<string, string>): NodeJS.ProcessEnv;
  /** Drops the data dir (and the PostgreSQL schemas). */
  cleanup(): Promise<void>;
}

/**
 * A fresh data dir (a copy of the migrated PGlite template) or a fresh PostgreSQL schema, its processes passing live
 * events through the `realtime` adapter (PostgreSQL only; postgres by default).
 */
export function createProcessWorld({ realtime = 'postgres' }: { realtime?: RealtimeAdapter } = {}): ProcessWorld {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-process-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `proc_${randomBytes(4).toString('hex')}` : undefined;
  const template = databaseUrl ? undefined : inject('pgliteTemplateDir');
  if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  return {
    dataDir,
    schema,
    env: (overrides = {}) => ({
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'process-test-secret-process-test-secret-01',
      // On PostgreSQL the server wants the trial-only defaults chosen (deployment-checks.ts).
      CREDITS_SELF_SERVICE: 'true',
      RESPONSE_CHECK: 'true',
      ...(schema ? { DATABASE_SCHEMA: schema, ...realtimeEnv(realtime) } : {}),
      ...overrides,
    }),
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (!databaseUrl || !schema) return;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
      await client.end();
      if (realtime === 'redis') await dropRedisKeys(schema);
    },
  };
}

/**
 * Starts `node src/main.ts [args]` with the environment; stderr goes to the test output. Its stdout is read (the tail
 * is kept for waitHealthy's error) unless `unreadStdout` leaves the pipe to fill, as a test of a blocked log needs.
 */
export function launchServer(
  env: NodeJS.ProcessEnv,
  args: string[] = [],
  { unreadStdout = false }: { unreadStdout?: boolean } = {},
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  // The last lines of its log, shown when it does not come up (waitHealthy).
  const port = String(env.PORT ?? '');
  logTails.set(port, '');
  if (!unreadStdout)
    child.stdout?.on('data', (chunk: Buffer) =>
      logTails.set(port, ((logTails.get(port) ?? '') + chunk.toString()).slice(-4000)),
    );
  child.once('exit', (code, signal) => logTails.set(port, `${logTails.get(port) ?? ''}\n[exited ${code ?? signal}]`));
  return child;
}

/** The tail of each launched server's stdout, by port. */
const logTails = new Map<string, string>();

/** What a process wrote to stderr until it exited, with its exit code. */
export function outputOf(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

/** A small API client for a server on a port. */
export function processClient(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const call = jsonClient(base);
  return {
    call,
    async waitHealthy(timeoutMs = 60_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const ok = await fetch(`${base}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server did not start; its log ends:\n${logTails.get(String(port)) ?? '(not launched here)'}`);
    },
    /** Registers a new user (e-mail made unique from `label`) who owns a project with one episode. */
    async newUserWithScenario(label: string): Promise<{ token: string; scenario: Scenario }> {
      const auth = await call<AuthResult>('POST', '/api/auth/register', undefined, {
        name: 'Crash',
        email: `${label}-${Date.now()}@example.com`,
        password: 'correct horse battery',
      });
      const token = auth.accessToken;
      const project = await call<{ id: string }>('POST', '/api/projects', token, { name: 'Crash test' });
      const scenario = await call<Scenario>('POST', '/api/scenarios', token, { name: 'Ep', projectId: project.id });
      return { token, scenario };
    },
    async pollJob(token: string, ticket: JobTicket, until: (job: Job) => boolean, timeoutMs = 90_000): Promise<Job> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await call<Job>('GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`, token);
        if (until(job)) return job;
        if (Date.now() > deadline) throw new Error(`job still ${job.status}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Ports given out in this test worker, so two servers of one file never get the same. */
const givenPorts = new Set<number>();
/** Ports per test worker: files run in parallel (VITEST_POOL_ID 1, 2…), each worker's ports apart from the others'. */
const PORTS_PER_WORKER = 2000;

/**
 * A port for a child server, below the ephemeral range that outgoing connections use and in this test worker's
 * own block, so the test files running beside this one never pick it.
 */
export function randomPort(): number {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  const base = 10_000 + (worker % 10) * PORTS_PER_WORKER;
  for (;;) {
    const port = base + Math.floor(Math.random() * PORTS_PER_WORKER);
    if (givenPorts.has(port)) continue;
    givenPorts.add(port);
    return port;
  }
}
