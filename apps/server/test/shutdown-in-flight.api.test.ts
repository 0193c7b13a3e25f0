import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Export, Job, UsageEntry, VoiceClip } from '@sym/contracts';
import { createDatabase } from '../src/db/index.ts';
import { exports } from '../src/db/schema.ts';
import { jobSchemaFor } from '../src/jobs/job-queue.ts';
import { createProcessWorld, launchServer, randomPort } from './helpers/server-process.ts';
import { ffmpegUnder, leavesWithServer, watchDescendants } from './helpers/process-tree.ts';
import {
  scenarioWithImages,
  exportRendering,
  halfSentUpload,
  jsonClient,
  openSockets,
  speechStarted,
  until,
} from './helpers/work-in-flight.ts';

// SIGTERM to a server in the middle of everything at once: an export whose clips ffmpeg is rendering, a long line
// being spoken, an upload whose client sent half its body and went quiet, open WebSocket and long-polling sockets.
// The stop must end cleanly (exit 0, no watchdog, nothing it started left running), hand the render back to the
// queue, and a new server on the same data must finish it as if the stop never happened: completed, one attempt,
// charged once. The grace for running jobs is 0 here so the render is handed back whatever the machine's speed
// (bench/shutdown-in-flight.ts measures the stop with the default grace). No wall-clock assertion: the test waits
// for the exit, the lines and the rows it checks.

const SHOTS = 4;
const world = createProcessWorld();
const port = randomPort();
const base = `http://127.0.0.1:${port}`;
const call = jsonClient(base);
let child: ChildProcess | undefined;

afterAll(async () => {
  // Only reached with SIGKILL when an assertion already failed: the test itself stops the servers with SIGTERM.
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await world.cleanup();
});

/** Starts the server on the world's data; collects its log lines (stdout is read, so it never fills). */
function launch() {
  const server = launchServer(world.env({ PORT: String(port), LOG_LEVEL: 'info', JOB_STOP_GRACE_SECONDS: '0' }));
  child = server;
  const lines: string[] = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    const split = (pending + chunk.toString('utf8')).split('\n');
    pending = split.pop() ?? '';
    lines.push(...split);
  };
  server.stdout!.on('data', collect);
  server.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { server, lines, exited, watch: watchDescendants(server.pid!) };
}

/** SIGTERM, then what the stop left: its exit, its log line, the processes it had started still running. */
async function stop(running: ReturnType<typeof launch>) {
  running.server.kill('SIGTERM');
  const outcome = await running.exited;
  running.watch.stop();
  const left = [...running.watch.left().filter((entry) => !leavesWithServer(entry)), ...ffmpegUnder(world.dataDir)];
  // The watchdog and tsx's esbuild leave once their pipe to the server closes: waited for, never killed here.
  await until(
    async () => running.watch.left(),
    (entries) => entries.length === 0,
    'the helpers of the stopped server',
  );
  const stopLine = running.lines.find((line) => line.includes('"msg":"Stopped"'));
  const isTooLong = running.lines.some((line) => /took too long|was still running/.test(line));
  return {
    outcome,
    left,
    stopLine: stopLine ? (JSON.parse(stopLine) as Record<string, unknown>) : undefined,
    isTooLong,
  };
}

const healthy = (what: string) =>
  until(
    () =>
      fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      ),
    Boolean,
    what,
  );

const filesUnder = (folder: string) => {
  const root = path.join(world.dataDir, folder);
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String) : [];
};

describe('SIGTERM with work in flight', () => {
  it('stops cleanly, hands the render back, and a new server finishes it once', async () => {
    const first = launch();
    await healthy('the server start');
    const scenario = await scenarioWithImages(base, 'stop-in-flight', SHOTS, 3);
    const sockets = await openSockets(base, scenario);
    const disconnected = sockets.map((socket) => new Promise((resolve) => socket.once('disconnect', resolve)));
    const speech = await speechStarted(base, scenario);
    const upload = await halfSentUpload(base, scenario);
    const balance = await call<{ balance: number }>('GET', '/api/credits/balance', scenario.token);
    // The render last: the stop follows the moment its clips are seen being written.
    const exportId = await exportRendering(base, scenario, world.dataDir);

    const stopped = await stop(first);

    expect(stopped.outcome).toEqual({ code: 0, signal: null });
    expect(stopped.isTooLong).toBe(false);
    expect(stopped.left).toEqual([]);
    expect(stopped.stopLine?.handedBack).toContain(`video-export/${exportId}`);
    expect(stopped.stopLine?.abandoned).toBe(0);
    expect(typeof stopped.stopLine?.ms).toBe('number');
    // The half-sent upload's connection and the sockets were closed by the server, not by this test.
    await upload.closed;
    await Promise.all(disconnected);
    // The render's temporary folder and half-written clips went with the hand-back.
    expect(filesUnder('tmp').filter((name) => name.startsWith('export-'))).toEqual([]);
    expect(filesUnder('export-cache').filter((name) => name.endsWith('.part'))).toEqual([]);

    const second = launch();
    await healthy('the restart');
    const exportPath = `/api/scenarios/${scenario.scenarioId}/exports/${exportId}`;
    const rendered = await until(
      () => call<Export>('GET', exportPath, scenario.token),
      (row) => row.status !== 'processing',
      'the handed-back export',
      240_000,
    );
    expect(rendered.error).toBeNull();
    expect(rendered.status).toBe('completed');
    const spoken = await until(
      () => call<Job>('GET', `/api/jobs/${speech.queue}/${speech.jobId}`, scenario.token),
      (job) => job.status === 'completed' || job.status === 'failed',
      'the speech job',
    );
    expect(spoken.status, spoken.error ?? '').toBe('completed');
    expect(spoken.attempts).toBe(1);
    const clips = await call<VoiceClip[]>('GET', `/api/scenarios/${scenario.scenarioId}/voice-clips`, scenario.token);
    expect(clips.map((clip) => clip.status)).toEqual(['ready']);

    // Charged once: the line was paid for when it was asked for; neither refunded nor charged again.
    expect(await call<{ balance: number }>('GET', '/api/credits/balance', scenario.token)).toEqual(balance);
    const usage = await call<UsageEntry[]>('GET', '/api/credits/usage?limit=50', scenario.token);
    expect(usage.filter((entry) => entry.type === 'refund')).toEqual([]);
    expect(usage.filter((entry) => entry.type === 'usage')).toHaveLength(SHOTS + 1); // the shot images and the line

    const idle = await stop(second);
    expect(idle.outcome).toEqual({ code: 0, signal: null });
    expect(idle.left).toEqual([]);
    for (const socket of sockets) socket.close();
    upload.socket.destroy();

    // The attempt the stop cut short was not counted, in the export's record nor in pg-boss's.
    const database = await createDatabase({
      DATA_DIR: world.dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_SCHEMA: world.schema ?? 'public',
    });
    try {
      const [row] = await database.db.select().from(exports).where(eq(exports.id, exportId));
      expect(row?.attempts).toBe(1);
      const boss = `"${jobSchemaFor(database.schemaName)}"`;
      const { rows } = await database.executeSql(
        `SELECT id::text, retry_count FROM ${boss}.job WHERE id = ANY($1::uuid[])
         UNION ALL SELECT id::text, retry_count FROM ${boss}.archive WHERE id = ANY($1::uuid[])`,
        [[exportId, speech.jobId]],
      );
      expect(rows.map((job) => (job as { retry_count: number }).retry_count)).toEqual([0, 0]);
    } finally {
      await database.close();
    }
  }, 420_000);
});
