import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/index.ts';
import { HANDED_BACK, type JobOutcome } from '../src/jobs/job-hand-back.ts';
import { jobSchemaFor, type QueueWorker } from '../src/jobs/job-queue.ts';
import { startQueueWorker, TEST_QUEUE as QUEUE, untilDefined } from './helpers/queue-worker.ts';

// A worker that stops while a job runs hands the job back to pg-boss as if that run never happened: the next
// worker runs it with the attempt count it would have had (pg-boss's retry_count, which its retry limit reads).
// The job handlers here stand for the runners: the export and speech runners' own records are covered by
// shutdown-in-flight.api.test.ts, against a real server process.

const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `handback_${randomBytes(4).toString('hex')}` : 'public';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-handback-'));
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.query(`DROP SCHEMA IF EXISTS "${jobSchemaFor(schema)}" CASCADE`);
  await client.end();
});

const startWorker = (handle: QueueWorker['handle']) => startQueueWorker(database, handle);
const until = untilDefined;

async function bossJob(id: string) {
  const { rows } = await database.executeSql(
    `SELECT state::text AS state, retry_count, started_on FROM "${jobSchemaFor(database.schemaName)}".job WHERE id = $1`,
    [id],
  );
  return rows[0] as { state: string; retry_count: number; started_on: unknown } | undefined;
}

/** A handler that waits for the worker's stop, then hands its job back. */
const untilStopped =
  (started: string[]) =>
  async (jobId: string, _data: unknown, stop: AbortSignal): Promise<JobOutcome> => {
    started.push(jobId);
    await new Promise((resolve) => stop.addEventListener('abort', resolve, { once: true }));
    return HANDED_BACK;
  };

describe('a job handed back by a stopping worker', () => {
  it('goes back as never started and runs once on the next worker', async () => {
    const started: string[] = [];
    const stopping = await startWorker(untilStopped(started));
    const jobId = randomUUID();
    await stopping.send(QUEUE, jobId);
    await until(() => (started.length > 0 ? true : undefined));

    // No grace: the running job is asked to stop at once.
    expect(await stopping.stop(0)).toEqual({ handedBack: [`${QUEUE}/${jobId}`], abandoned: 0 });
    expect(await bossJob(jobId)).toEqual({ state: 'created', retry_count: 0, started_on: null });

    const runs: string[] = [];
    const next = await startWorker(async (id) => void runs.push(id));
    const done = await until(async () => {
      const job = await bossJob(jobId);
      return job?.state === 'completed' ? job : undefined;
    });
    await next.stop(0);
    expect(runs).toEqual([jobId]);
    expect(done.retry_count).toBe(0);
  }, 120_000);

  it('keeps the count of a retried job as it was before the run that was cut short', async () => {
    const attempts: string[] = [];
    const stopping = await startWorker(async (jobId, data, stop) => {
      attempts.push(jobId);
      if (attempts.length === 1) throw new Error('the first attempt fails');
      return untilStopped([])(jobId, data, stop);
    });
    const jobId = randomUUID();
    await stopping.send(QUEUE, jobId);
    await until(() => (attempts.length === 2 ? true : undefined));

    expect((await stopping.stop(0)).handedBack).toEqual([`${QUEUE}/${jobId}`]);
    // One failed attempt so far: the retry that was cut short is not counted.
    expect(await bossJob(jobId)).toMatchObject({ state: 'retry', retry_count: 0 });

    const next = await startWorker(async () => undefined);
    const done = await until(async () => {
      const job = await bossJob(jobId);
      return job?.state === 'completed' ? job : undefined;
    });
    await next.stop(0);
    // The same count as a job that failed once and then succeeded.
    expect(done.retry_count).toBe(1);
  }, 120_000);
});
