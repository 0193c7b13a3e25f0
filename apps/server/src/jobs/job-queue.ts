import PgBoss from 'pg-boss';
import type { JobQueue } from '@sym/contracts';
import type { DatabaseHandle } from '../db/index.ts';
import { createJobLeases } from './job-leases.ts';
import { HANDED_BACK, handBackToQueue, WorkerStoppingError, type JobOutcome } from './job-hand-back.ts';

/** Every pg-boss queue: the generation queues of the contracts and the export renders. */
export type QueueName = JobQueue | 'video-export';

/** A job kind: its queue, retry policy and the handler a worker runs (House style 7). */
export interface JobDefinition {
  queue: QueueName;
  /** Attempts after the first; the handler decides when to stop retrying, this is pg-boss's ceiling. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (backoff). */
  retryDelaySeconds: number;
  /** A job still active after this long is considered lost (its worker died) and retried. */
  expireInSeconds: number;
  /** How many jobs of this queue one worker process runs at once. */
  concurrency: number;
  /**
   * Runs one job; throwing asks pg-boss to retry it. `stop` aborts when the worker stops and the job's grace period
   * is over: the handler then stops its work, hands its job back (HANDED_BACK) and returns.
   */
  handle(jobId: string, data: Record<string, unknown>, stop: AbortSignal): Promise<JobOutcome>;
}

/** What a stop did to the jobs this worker was running. */
export interface QueueStopped {
  /** Jobs put back in the queue unfinished, as `queue/id`: the next worker runs them, this attempt uncounted. */
  handedBack: string[];
  /** Jobs that neither finished nor handed themselves back in time: pg-boss records them as failed attempts. */
  abandoned: number;
}

/** After the grace period, how long the jobs still running get to stop and hand themselves back. */
const HAND_BACK_MS = 1_500;

export interface JobQueueOptions {
  database: DatabaseHandle;
  /** Seconds between pg-boss maintenance runs (expiry of lost jobs, archiving). */
  maintenanceIntervalSeconds: number;
  pollingIntervalSeconds: number;
  /** How long a worker's claim on a running job lasts without its heartbeat (PostgreSQL; see job-leases.ts). */
  leaseSeconds: number;
  log: JobQueueLog;
}

interface JobQueueLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** pg-boss keeps its tables in its own schema, next to ours. */
export function jobSchemaFor(schemaName: string): string {
  return schemaName === 'public' ? 'pgboss' : `${schemaName}_jobs`;
}

/**
 * Durable jobs on the app's database (PGlite or PostgreSQL) through pg-boss. `start` creates the queues;
 * with `definitions` it also works them (the worker role). Jobs are sent with our own id, so the job record
 * and the queued job share it and a repeated send is a no-op.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { database } = options;
  let log = options.log;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schema: jobSchemaFor(database.schemaName),
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    schedule: false,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'Job queue error'));
  const leases = createJobLeases({
    database,
    bossSchema: jobSchemaFor(database.schemaName),
    leaseSeconds: options.leaseSeconds,
    log: { warn: (obj, msg) => log.warn(obj, msg), error: (obj, msg) => log.error(obj, msg) },
  });
  const definitions = new Map<QueueName, JobDefinition>();
  const bossSchema = jobSchemaFor(database.schemaName);
  let isStarted = false;
  // Set as soon as a stop begins: a job pg-boss fetched just then goes straight back, never started.
  let isStopping = false;
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  const handedBack: string[] = [];

  /** Runs one fetched job under its lease; hands it back to pg-boss when the stop cut it short (or came first). */
  async function runJob(definition: JobDefinition, jobId: string, data: Record<string, unknown>): Promise<void> {
    const handBack = async () => {
      if (await handBackToQueue(database, bossSchema, definition.queue, jobId)) {
        handedBack.push(`${definition.queue}/${jobId}`);
      }
    };
    if (isStopping) return handBack();
    await leases.hold(jobId, definition.queue);
    try {
      // Handed back before the lease goes: no other worker's sweep can take the job as lost in between.
      if ((await definition.handle(jobId, data, stopping.signal)) === HANDED_BACK) await handBack();
    } finally {
      await leases.release(jobId);
    }
  }

  return {
    /** Installs pg-boss's schema, creates every queue and, when given definitions, starts working them. */
    async start(
      queues: readonly QueueName[],
      workerDefinitions: readonly JobDefinition[] = [],
      logger: JobQueueLog = log,
    ): Promise<void> {
      log = logger;
      await boss.start();
      isStarted = true;
      for (const definition of workerDefinitions) definitions.set(definition.queue, definition);
      for (const queue of queues) {
        const definition = definitions.get(queue);
        const policy = {
          name: queue,
          retryLimit: definition?.retryLimit ?? 3,
          retryDelay: definition?.retryDelaySeconds ?? 2,
          retryBackoff: true,
          expireInSeconds: definition?.expireInSeconds ?? 600,
        };
        // Processes starting together create the same queues: PostgreSQL may end one of them as a deadlock, and
        // that one finds the queue the other made when it tries again.
        await retryOnDeadlock(async () => {
          if (await boss.getQueue(queue)) await boss.updateQueue(queue, policy);
          else await boss.createQueue(queue, policy);
        });
      }
      // Jobs left active by a worker that is gone are taken back before this worker starts fetching.
      if (workerDefinitions.length > 0) await leases.start(workerDefinitions.map((definition) => definition.queue));
      for (const definition of workerDefinitions) {
        for (let slot = 0; slot < definition.concurrency; slot += 1) {
          await boss.work<Record<string, unknown>>(
            definition.queue,
            { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
            async ([job]) => {
              if (!job) return;
              const run = runJob(definition, job.id, job.data ?? {});
              running.add(run);
              try {
                await run;
              } finally {
                running.delete(run);
              }
            },
          );
        }
      }
      if (workerDefinitions.length > 0) {
        log.info({ queues: workerDefinitions.map((definition) => definition.queue) }, 'Job worker started');
      }
    },

    /** Queues a job under our id; sending the same id twice queues it once. */
    async send(queue: QueueName, jobId: string, data: Record<string, unknown> = {}): Promise<void> {
      await boss.send(queue, data, { id: jobId });
    },

    /** Cancels a queued or active job in pg-boss (the handler itself watches the job record). */
    async cancel(queue: QueueName, jobId: string): Promise<void> {
      await boss.cancel(queue, jobId);
    },

    /** pg-boss's view of a job (state, retry count), or null. */
    find(queue: QueueName, jobId: string) {
      return boss.getJobById(queue, jobId, { includeArchive: true });
    },

    /**
     * Stops taking jobs at once; the running ones get `graceMs` to finish, then are asked to stop and hand
     * themselves back to the queue (HAND_BACK_MS more at most). Answers what was handed back.
     */
    async stop(graceMs = 10_000): Promise<QueueStopped> {
      if (!isStarted) return { handedBack: [], abandoned: 0 };
      isStarted = false;
      isStopping = true;
      // pg-boss stops fetching before its first await. Its own wait (it looks every 500 ms) is awaited only for a
      // job that ignored the stop, which it then fails (an attempt counted, as after a crash); the others are done.
      const bossStopped = boss.stop({ graceful: true, wait: true, timeout: graceMs + HAND_BACK_MS + 500 });
      bossStopped.catch((error: unknown) => log.error({ err: error }, 'Job queue stop failed'));
      const askToStop = setTimeout(() => stopping.abort(new WorkerStoppingError()), graceMs);
      let giveUp: NodeJS.Timeout | undefined;
      // A job pg-boss fetched as the stop began joins `running` late (and goes straight back): waited for too.
      const allSettled = async () => {
        while (running.size > 0) await Promise.allSettled([...running]);
      };
      await Promise.race([
        allSettled(),
        new Promise((resolve) => (giveUp = setTimeout(resolve, graceMs + HAND_BACK_MS))),
      ]);
      clearTimeout(askToStop);
      clearTimeout(giveUp);
      // pg-boss sends a finished run's completion query in the microtasks right after the handler returns: past
      // them, nothing of this worker's runs is left to reach the database, which may close.
      await new Promise((resolve) => setImmediate(resolve));
      const abandoned = running.size;
      await leases.stop();
      if (abandoned > 0) await bossStopped;
      return { handedBack: [...handedBack], abandoned };
    },
  };
}
export type JobQueueService = ReturnType<typeof createJobQueue>;

const DEADLOCK = '40P01';
const DEADLOCK_ATTEMPTS = 5;

/** Runs `task` again (after a short random pause) when PostgreSQL ended it as a deadlock. */
async function retryOnDeadlock(task: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}
