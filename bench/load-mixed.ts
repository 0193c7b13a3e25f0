// Many users, reads and writes mixed (issue 34): 40 users, each with 10 projects × 1 episode × 5 shots, on 100
// keep-alive connections; each request acts for a random user: 85% the projects page
// (GET /api/projects?includePreviews=true&limit=50), 10% an episode's shots (GET /api/scenarios/:id/shots), 5% a
// shot's description written (PUT /api/scenarios/:id/shots/:shotId). The limit is a bare Fastify route answering a
// small JSON in its own process, under the same load generator (autocannon, in this process) in the same run.
// Prints req/s and its ratio to the bare route, read p50/p99, write p99, errors, acknowledged writes lost (every
// written shot is read back at the end), the load average, and the database's own time per statement kind.
// Usage: node --import tsx bench/load-mixed.ts [--seconds 20] [--connections 100] [--users 40] [--projects 10]
//        [--shots 5] [--mix 85,10,5] [--log-level info] [--cpu-prof DIR] [--port N]   (npm run load-mixed -w @sym/bench -- …)
// --cpu-prof DIR: a V8 CPU profile of the server during the measured run (DIR/server-<pid>.cpuprofile, the same
// format as `node --cpu-prof`), and its top self-time functions printed.
// PGlite in a temporary folder by default; PostgreSQL with DATABASE_URL (a fresh schema, dropped after).
// Targets (2-core machine, load generator included): read p99 ≤ 100 ms, write p99 ≤ 150 ms, no errors, no write
// lost; ≥ 20% of bare Fastify on PostgreSQL, ≥ 12% on PGlite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { summariseCpuProfile } from './load-mixed/cpu-profile-summary.ts';
import type { DbTimings } from './load-mixed/db-timings.ts';
import { MixedWorkload, PROJECTS_PAGE, parseMix, quantile, seedUsers } from './load-mixed/workload.ts';
import { ROOT, apiClient, freePort, launchServer, option, waitHealthy } from './support/server-process.ts';

const SECONDS = Number(option('seconds') ?? 20);
const CONNECTIONS = Number(option('connections') ?? 100);
const SHAPE = {
  users: Number(option('users') ?? 40),
  projects: Number(option('projects') ?? 10),
  shots: Number(option('shots') ?? 5),
};
const LOG_LEVEL = option('log-level') ?? 'info';
const MIX = parseMix(option('mix'));
const CPU_PROFILE_DIR = option('cpu-prof') ? resolve(option('cpu-prof')!) : undefined;

const dataDir = mkdtempSync(join(tmpdir(), 'sym-bench-mixed-'));
const timingsFile = join(dataDir, 'db-timings.json');
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
const port = option('port') ? Number(option('port')) : await freePort();
const barePort = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = apiClient(base);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

if (CPU_PROFILE_DIR) mkdirSync(CPU_PROFILE_DIR, { recursive: true });
const server = launchServer({
  port,
  dataDir,
  logLevel: LOG_LEVEL,
  nodeArgs: ['--import', './bench/load-mixed/db-timings.ts', '--import', './bench/load-mixed/cpu-window.ts'],
  env: {
    BENCH_DB_TIMINGS_FILE: timingsFile,
    ...(CPU_PROFILE_DIR ? { BENCH_CPU_PROFILE_DIR: CPU_PROFILE_DIR } : {}),
    // 40 accounts are registered from one address: past the default sign-up limit per address.
    RATE_LIMIT_AUTH_IP_MAX: '100000',
    ...(schema ? { DATABASE_SCHEMA: schema, CREDITS_SELF_SERVICE: 'true' } : {}),
  },
});
const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/load-mixed/bare-fastify.ts', String(barePort)], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = (child: typeof server) =>
  new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done())));

/** The database's time per statement kind since the last call (the server's db-timings hook, on SIGUSR2). */
async function databaseTimings(): Promise<DbTimings | undefined> {
  rmSync(timingsFile, { force: true });
  server.kill('SIGUSR2');
  for (let wait = 0; wait < 100 && !existsSync(timingsFile); wait += 1) await new Promise((d) => setTimeout(d, 50));
  return existsSync(timingsFile) ? (JSON.parse(readFileSync(timingsFile, 'utf8')) as DbTimings) : undefined;
}

function printTimings(timings: DbTimings | undefined): void {
  if (!timings) return console.log('database timings: none written');
  const total = timings.kinds.reduce((sum, kind) => sum + kind.ms, 0);
  console.log(
    `database time: ${(total / 1000).toFixed(1)} s in ${timings.seconds.toFixed(1)} s of run ` +
      `(${((100 * total) / 1000 / timings.seconds).toFixed(0)}% busy${schema ? ', summed over connections' : ''})`,
  );
  for (const kind of timings.kinds.slice(0, 10)) {
    console.log(
      `  ${kind.kind.padEnd(30)} ${String(kind.count).padStart(7)}×  ${(kind.ms / 1000).toFixed(2).padStart(6)} s  ` +
        `mean ${(kind.ms / Math.max(1, kind.count)).toFixed(2)} ms, max ${kind.maxMs.toFixed(0)} ms  ${kind.sample.slice(0, 70)}`,
    );
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The CPU seconds of every PostgreSQL process on this machine (its backends serve this run alone). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const fmt = (ms: number) => (Number.isNaN(ms) ? '-' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

try {
  await Promise.all([waitHealthy(server, base), waitHealthy(bare, `http://127.0.0.1:${barePort}`)]);
  const seedStarted = performance.now();
  const users = await seedUsers(api, SHAPE);
  const page = await api.data<{ total: number }>('GET', PROJECTS_PAGE, users[0]!.token);
  if (page.total !== SHAPE.projects) throw new Error(`the projects page lists ${page.total}, not ${SHAPE.projects}`);
  console.log(
    `database: ${schema ? 'postgres' : 'pglite'}; seeded ${SHAPE.users} users × ${SHAPE.projects} projects × ` +
      `${SHAPE.shots} shots in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ${CONNECTIONS} ` +
      `connections, ${SECONDS} s per run, server log level ${LOG_LEVEL}`,
  );

  const workload = new MixedWorkload(users, MIX);
  const mixed = (seconds: number) =>
    autocannon({ url: base, connections: CONNECTIONS, duration: seconds, timeout: 30, requests: workload.requests() });
  await mixed(3); // warm-up
  await fetch(`${base}/api/health`);

  const bareCpu = cpuSeconds(bare.pid);
  const bareResult = await autocannon({
    url: `http://127.0.0.1:${barePort}/bare`,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const bareRps = bareResult.requests.average;
  const bareCpuMs = (1000 * (cpuSeconds(bare.pid) - bareCpu)) / bareResult.requests.total;
  console.log(
    `bare Fastify: ${bareRps.toFixed(0)} req/s, p50 ${bareResult.latency.p50} ms, p99 ${bareResult.latency.p99} ms, ` +
      `${bareCpuMs.toFixed(3)} ms CPU per request; load ${load()}`,
  );

  workload.resetLatencies();
  await databaseTimings();
  const serverCpu = cpuSeconds(server.pid);
  const postgresCpu = schema ? postgresCpuSeconds() : 0;
  const result = await mixed(SECONDS);
  const postgresCpuUsed = schema ? postgresCpuSeconds() - postgresCpu : 0;
  const timings = await databaseTimings();
  const serverCpuSeconds = cpuSeconds(server.pid) - serverCpu;
  const loadAfter = load();
  await fetch(`${base}/api/health`); // what was still queued in the server is done
  const { list, shots, write, statuses } = workload.latencies;
  const reads = [...list, ...shots];
  const errors = workload.latencies.errors + result.errors + result.timeouts;
  const rps = result.requests.average;
  console.log(
    `mixed: ${rps.toFixed(0)} req/s = ${((100 * rps) / bareRps).toFixed(1)}% of bare Fastify; ` +
      `${list.length} list, ${shots.length} shots, ${write.length} writes, ` +
      `${(result.throughput.total / Math.max(1, result.requests.total) / 1024).toFixed(1)} KiB per answer; load ${loadAfter}`,
  );
  const answered = list.length + shots.length + write.length;
  console.log(
    `  server CPU ${serverCpuSeconds.toFixed(1)} s = ${((1000 * serverCpuSeconds) / answered).toFixed(2)} ms per ` +
      `request (${(serverCpuSeconds / SECONDS).toFixed(2)} cores${schema ? ", PostgreSQL's own not counted" : ', PGlite included'})` +
      (schema
        ? `; PostgreSQL CPU ${postgresCpuUsed.toFixed(1)} s = ${((1000 * postgresCpuUsed) / answered).toFixed(2)} ms per request`
        : ''),
  );
  console.log(
    `  reads p50 ${fmt(quantile(reads, 0.5))} ms, p99 ${fmt(quantile(reads, 0.99))} ms ` +
      `(list p50 ${fmt(quantile(list, 0.5))} / p99 ${fmt(quantile(list, 0.99))}, ` +
      `shots p50 ${fmt(quantile(shots, 0.5))} / p99 ${fmt(quantile(shots, 0.99))}); ` +
      `writes p50 ${fmt(quantile(write, 0.5))} ms, p99 ${fmt(quantile(write, 0.99))} ms, max ${fmt(quantile(write, 1))} ms`,
  );
  const verified = await workload.verify(api);
  console.log(
    `  errors ${errors} (statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}, ` +
      `${result.timeouts} timeouts); acknowledged writes checked ${verified.checked}, lost ${verified.lost}` +
      (verified.examples.length ? `: ${verified.examples.join('; ')}` : ''),
  );
  printTimings(timings);
} finally {
  bare.kill('SIGTERM');
  server.kill('SIGTERM');
  await Promise.all([exited(server), exited(bare)]);
  if (CPU_PROFILE_DIR && existsSync(join(CPU_PROFILE_DIR, `server-${server.pid}.cpuprofile`)))
    for (const line of summariseCpuProfile(CPU_PROFILE_DIR, `server-${server.pid}.cpuprofile`)) console.log(line);
  rmSync(dataDir, { recursive: true, force: true });
  if (schema && databaseUrl) {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
    await client.end();
  }
}
