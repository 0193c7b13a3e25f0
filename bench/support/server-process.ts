// The server as its own process for the benches that measure it over HTTP: command-line options, a free port, the
// launch (`node --import tsx apps/server/src/main.ts` from the repository root), the wait until it is healthy and
// the JSON calls the benches make to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The repository root, where the server is started from. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** The value after `--name` on the command line, if any. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

export interface ServerLaunch {
  port: number;
  dataDir: string;
  logLevel: string;
  /** Settings beside this environment and the ones every bench server gets (host, port, data folder, secret). */
  env?: NodeJS.ProcessEnv;
  /** Node options before the entry point (`--cpu-prof`, more `--import` hooks). */
  nodeArgs?: string[];
  /** 'pipe': the bench reads the server's stdout and stderr (its logs); by default stdout is dropped. */
  output?: 'pipe';
}

/** Starts the server on 127.0.0.1 with its output on stderr only (or both piped to the bench). */
export function launchServer(launch: ServerLaunch): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...(launch.nodeArgs ?? []), 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(launch.port),
      DATA_DIR: launch.dataDir,
      LOG_LEVEL: launch.logLevel,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      ...launch.env,
    },
    stdio: launch.output === 'pipe' ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once GET /api/health answers 200; throws if the process ends first or after two minutes. */
export async function waitHealthy(child: ChildProcess, base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('server not healthy after 120 s');
}

/** One answer of the API: its status, how long it took and its envelope's data or error. */
export interface TimedAnswer<T> {
  ok: boolean;
  status: number;
  ms: number;
  data: T | undefined;
  error: unknown;
}

/**
 * Calls to the API at `base` with an optional bearer token and JSON body: `timed` answers the status and time of
 * one call, `data` the answer's data and throws on a status other than 2xx.
 */
export function apiClient(base: string) {
  async function timed<T = unknown>(method: string, path: string, token?: string, body?: unknown) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as { data?: T; error?: unknown };
    const answer: TimedAnswer<T> = {
      ok: response.ok,
      status: response.status,
      ms: performance.now() - started,
      data: json.data,
      error: json.error,
    };
    return answer;
  }

  async function data<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const answer = await timed<T>(method, path, token, body);
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.error)}`);
    return answer.data as T;
  }

  return { timed, data };
}
