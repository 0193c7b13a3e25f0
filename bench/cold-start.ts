// Measures how long the app takes from launch to a healthy /api/health, on a fresh data directory
// (first start: database created and migrated) and again on the same directory (second start).
// Usage: node --import tsx bench/cold-start.ts [--with-build] [--runs 3]
//   --with-build  times the whole `npm start` (its web build step included: skipped when apps/web is unchanged)
//   --runs N      N fresh directories, each started twice; prints the medians, every run and the load average
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const withBuild = process.argv.includes('--with-build');
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag === -1 ? 3 : Number(process.argv[runsFlag + 1]);
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const describe = (values: number[]) =>
  `${median(values).toFixed(0)} ms (median of ${values.length}: ${values.map((value) => value.toFixed(0)).join(', ')})`;

const fresh: number[] = [];
const existing: number[] = [];
const loads: number[] = [loadavg()[0]!];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sym-bench-'));
  try {
    fresh.push(await timeStart(dataDir));
    existing.push(await timeStart(dataDir));
    loads.push(loadavg()[0]!);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const what = withBuild ? '`npm start` (web build step + server)' : 'server process';
console.log(`cold start, ${what}, fresh data dir: ${describe(fresh)}`);
console.log(`cold start, ${what}, existing data dir: ${describe(existing)}`);
console.log(`load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`);
