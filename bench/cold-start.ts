// Measures how long the app takes from launch to a healthy /api/health, on a fresh data directory
// (first start: database created and migrated) and again on the same directory (second start).
// Usage: node --import tsx bench/cold-start.ts [--with-build]   (--with-build times the whole `npm start`)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const withBuild = process.argv.includes('--with-build');
const port = 4390;

async function waitHealthy(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become healthy within 120 s');
}

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const [command, args] = withBuild ? ['npm', ['start']] : ['node', ['--import', 'tsx', 'apps/server/src/main.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitHealthy(Date.now() + 120_000);
    return performance.now() - started;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'sym-bench-'));
try {
  const first = await timeStart(dataDir);
  const second = await timeStart(dataDir);
  const what = withBuild ? '`npm start` (web build + server)' : 'server process';
  console.log(`cold start, ${what}, fresh data dir: ${first.toFixed(0)} ms`);
  console.log(`cold start, ${what}, existing data dir: ${second.toFixed(0)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
