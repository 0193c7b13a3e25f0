// SIGTERM to a server process with every kind of work in flight at once: an export whose clips ffmpeg is rendering
// (an episode of shots with generated images), a long spoken line being synthesised (espeak on a worker thread), an
// episode-audio upload whose client sent half of its body and went quiet, and open Socket.IO connections (WebSocket
// and long-polling). Prints per run the stop time (SIGTERM → exit), the exit code or signal, the processes the
// server had started (ffmpeg, the exit watchdog) and which of them still ran after it exited, whether the upload's
// connection was closed, and the server's own stop line. The design target: exit 0, nothing left, well under 5 s.
// Usage: node --import tsx bench/shutdown-in-flight.ts [--runs 5] [--shots 6] [--seconds 4]
// The server runs on PGlite in a temporary folder, or on PostgreSQL when DATABASE_URL is set (a fresh schema per run,
// dropped after).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  scenarioWithImages,
  exportRendering,
  halfSentUpload,
  openSockets,
  speechStarted,
} from '../apps/server/test/helpers/work-in-flight.ts';
import {
  ffmpegUnder,
  isExitWatchdog,
  leavesWithServer,
  watchDescendants,
  type ProcessEntry,
} from '../apps/server/test/helpers/process-tree.ts';
import { freePort, launchServer, option, waitHealthy } from './support/server-process.ts';

const RUNS = Number(option('runs') ?? 5);
const SHOTS = Number(option('shots') ?? 6);
const SECONDS = Number(option('seconds') ?? 4);
const databaseUrl = process.env.DATABASE_URL;

interface RunResult {
  stopMs: number;
  exit: string;
  ffmpegSeen: number;
  leftAtExit: ProcessEntry[];
  leftAfter1s: ProcessEntry[];
  uploadClosed: boolean;
  stopLine: string;
  tooLong: boolean;
  /** SIGTERM sent → the server's "Shutting down" line (a busy event loop answers signals late). */
  signalToHandlerMs: number | undefined;
  /** The server's last line → its exit event here (log drain, process exit). */
  lastLineToExitMs: number | undefined;
}

const describeEntry = (entry: ProcessEntry) =>
  isExitWatchdog(entry) ? `${entry.pid} exit-watchdog` : `${entry.pid} ${entry.args.split(' ')[0]!.split('/').pop()}`;

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
  await client.end();
}

async function run(index: number): Promise<RunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sym-bench-stop-'));
  const schema = databaseUrl ? `bench_stop_${randomBytes(4).toString('hex')}` : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = launchServer({
    port,
    dataDir,
    logLevel: 'info',
    output: 'pipe',
    env: schema ? { DATABASE_SCHEMA: schema, CREDITS_SELF_SERVICE: 'true' } : {},
  });
  // Read to the end: a server whose log pipe is full would be measuring something else.
  const lines: string[] = [];
  let pending = '';
  const keep = (chunk: Buffer) => {
    const text = pending + chunk.toString('utf8');
    const split = text.split('\n');
    pending = split.pop() ?? '';
    for (const line of split) if (!line.includes('"reqId"')) lines.push(line);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const watch = watchDescendants(child.pid!);
  try {
    await waitHealthy(child, base);
    const scenario = await scenarioWithImages(base, `bench-stop-${index}`, SHOTS, SECONDS);
    const sockets = await openSockets(base, scenario);
    await exportRendering(base, scenario, dataDir);
    await speechStarted(base, scenario);
    const upload = await halfSentUpload(base, scenario);
    let uploadClosed = false;
    void upload.closed.then(() => (uploadClosed = true));

    const signalled = performance.now();
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const outcome = await exited;
    const stopMs = performance.now() - signalled;
    const exitedAt = Date.now();
    watch.stop();
    // The exit watchdog and tsx's esbuild leave by themselves a moment after the server: counted 1 s later only.
    const leftAtExit = [...watch.left().filter((entry) => !leavesWithServer(entry)), ...ffmpegUnder(dataDir)];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const leftAfter1s = [...watch.left(), ...ffmpegUnder(dataDir)];
    for (const socket of sockets) socket.close();
    upload.socket.destroy();
    const stopLine = lines.find((line) => /"msg":"(Stopped|Shutdown)/.test(line) && !line.includes('Shutting down'));
    const timeOf = (line: string | undefined) =>
      line ? Number(/"time":(\d+)/.exec(line)?.[1]) || undefined : undefined;
    const handlerAt = timeOf(lines.find((line) => line.includes('"msg":"Shutting down"')));
    const lastAt = timeOf(lines.findLast((line) => line.includes('"time":')));
    return {
      stopMs,
      exit: outcome.signal ?? `code ${outcome.code}`,
      ffmpegSeen: [...watch.seen.values()].filter((entry) => /ffmpeg/.test(entry.args)).length,
      leftAtExit: unique(leftAtExit),
      leftAfter1s: unique(leftAfter1s),
      uploadClosed,
      stopLine: stopLine ?? '(none)',
      tooLong: lines.some((line) => line.includes('took too long') || line.includes('was still running')),
      signalToHandlerMs: handlerAt === undefined ? undefined : handlerAt - signalledAt,
      lastLineToExitMs: lastAt === undefined ? undefined : exitedAt - lastAt,
    };
  } finally {
    watch.stop();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // What the server left behind is ours to end (it was started by this run's server).
    for (const entry of [...watch.left(), ...ffmpegUnder(dataDir)]) {
      try {
        process.kill(entry.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (schema) await dropSchema(schema);
  }
}

function unique(entries: ProcessEntry[]): ProcessEntry[] {
  return [...new Map(entries.map((entry) => [entry.pid, entry])).values()];
}

const results: RunResult[] = [];
const loads = [loadavg()[0]!];
for (let index = 0; index < RUNS; index += 1) {
  const result = await run(index);
  results.push(result);
  loads.push(loadavg()[0]!);
  console.log(
    `run ${index + 1}: stop ${result.stopMs.toFixed(0)} ms, exit ${result.exit}, ffmpeg seen ${result.ffmpegSeen},` +
      ` left at exit [${result.leftAtExit.map(describeEntry).join(', ')}],` +
      ` left 1 s later [${result.leftAfter1s.map(describeEntry).join(', ')}],` +
      ` upload closed ${result.uploadClosed}${result.tooLong ? ', "took too long"' : ''}`,
  );
  console.log(
    `  SIGTERM → handler ${result.signalToHandlerMs ?? '?'} ms, last log line → exit ${result.lastLineToExitMs ?? '?'} ms`,
  );
  console.log(`  server: ${result.stopLine}`);
}
const times = results.map((result) => result.stopMs).sort((a, b) => a - b);
const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
console.log(
  `${database}, ${SHOTS} shots × ${SECONDS} s: stop p50 ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms,` +
    ` max ${times[times.length - 1]!.toFixed(0)} ms; exits ${results.map((result) => result.exit).join(', ')};` +
    ` runs with processes left after 1 s: ${results.filter((result) => result.leftAfter1s.length > 0).length}/${RUNS};` +
    ` load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
);
