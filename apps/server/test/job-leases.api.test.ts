import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/index.ts';
import { jobSchemaFor, type JobQueue, type QueueWorker } from '../src/jobs/job-queue.ts';
import { startQueueWorker, TEST_QUEUE as QUEUE, untilDefined } from './helpers/queue-worker.ts';

// Workers sharing one PostgreSQL queue: a live worker keeps its long job (its heartbeat renews the lease), and a
// worker that stops renewing (its database connection gone, as when its machine dies) loses its job to another
// worker as soon as the lease runs out. The embedded database's case (a restart takes back every active job) is
// covered by the crash tests, which kill real server processes.

const databaseUrl = process.env.DATABASE_URL;
const schema = `lease_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-lease-'));
// Long enough that a busy machine (event loop or database stalled a few seconds) still renews in time: the
// heartbeat runs every third of it.
const LEASE_SECONDS = 5;
const TEST_TIMEOUT_MS = 120_000;
const handles: DatabaseHandle[] = [];
const queues: JobQueue[] = [];

async function openDatabase(): Promise<DatabaseHandle> {
  const database = await createDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  handles.push(database);
  return database;
}

/** A worker process's queue on its own database connection, running `handle` for every job. */
async function startWorker(database: DatabaseHandle, handle: QueueWorker['handle']) {
  const queue = await startQueueWorker(database, handle, LEASE_SECONDS);
  queues.push(queue);
  return queue;
}

const until = untilDefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!databaseUrl)('job leases on PostgreSQL', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase();
    await database.migrate();
  });

  // Each test's workers stop with it, so a failed test leaves no worker behind to take the next test's job.
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop(1_000).catch(() => undefined)));
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.query(`DROP SCHEMA IF EXISTS "${jobSchemaFor(schema)}" CASCADE`);
    await client.end();
  });

  const stateOf = async (id: string) => {
    const { rows } = await database.executeSql(
      `SELECT state::text AS state, retry_count FROM "${jobSchemaFor(schema)}".job WHERE id = $1`,
      [id],
    );
    return rows[0] as { state: string; retry_count: number } | undefined;
  };

  it(
    'leaves a live worker its job that runs for several lease times, while another worker sweeps',
    async () => {
      const runs: string[] = [];
      const first = await startWorker(await openDatabase(), async (jobId) => {
        runs.push(`first:${jobId}`);
        await sleep(LEASE_SECONDS * 3 * 1000);
      });
      const jobId = randomUUID();
      await first.send(QUEUE, jobId);
      await until(async () => (runs.length > 0 ? true : undefined));
      // Only now the second worker starts: it sweeps at start and every half second, and finds nothing lost.
      await startWorker(await openDatabase(), async (id) => void runs.push(`second:${id}`));
      const done = await until(async () => {
        const job = await stateOf(jobId);
        return job?.state === 'completed' ? job : undefined;
      });
      expect(runs).toEqual([`first:${jobId}`]);
      expect(done.retry_count).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'gives the job of a worker that stopped renewing its lease to another worker once the lease runs out',
    async () => {
      const lostConnection = await openDatabase();
      let startedOnLost = 0;
      await startWorker(lostConnection, async () => {
        startedOnLost += 1;
        await new Promise(() => undefined); // never ends: its worker is about to vanish
      });
      const jobId = randomUUID();
      await queues.at(-1)!.send(QUEUE, jobId);
      await until(async () => (startedOnLost > 0 ? true : undefined));
      // The worker's connection goes away, as when its machine dies: no heartbeat, no release, no failure recorded.
      await lostConnection.close();
      const lostAt = Date.now();

      const taken: string[] = [];
      await startWorker(await openDatabase(), async (id) => void taken.push(id));
      const done = await until(async () => {
        const job = await stateOf(jobId);
        return job?.state === 'completed' ? job : undefined;
      });
      console.log(`job of a vanished worker completed ${((Date.now() - lostAt) / 1000).toFixed(1)} s later`);
      expect(taken).toEqual([jobId]);
      expect(done.retry_count).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );
});
