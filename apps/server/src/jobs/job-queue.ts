import PgBoss from 'pg-boss';
import type { JobQueueName } from '@sym/contracts';
import type { DatabaseHandle } from '../db/index.ts';
import { JobLeases } from './job-leases.ts';
import { HANDED_BACK, handBackToQueue, WorkerStoppingError, type JobOutcome } from './job-hand-back.ts';
import type { JobLog } from './job-runner.ts';

/** Every pg-boss queue (contracts JOB_KINDS names the queue of each job kind). */
export type QueueName = JobQueueName;

/** What a worker does with one queue: its retry policy (pg-boss's) and the handler of its jobs. */
export interface QueueWorker {
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
  log: JobLog;
}

/** pg-boss keeps its tables in its own schema, next to ours. */
export function jobSchemaFor(schemaName: string): string {
  return schemaName === 'public' ? 'pgboss' : `${schemaName}_jobs`;
}

/**
 * Durable jobs on the app's database (PGlite or PostgreSQL) through pg-boss. `start` creates the queues;
 * with workers it also works them (the worker role). Jobs are sent with our own id, so the job record
 * and the queued job share it and a repeated send is a no-op.
 */
export class JobQueue {
  private log: JobLog;
  private readonly boss: PgBoss;
  private readonly leases: JobLeases;
  private readonly bossSchema: string;
  private readonly workers = new Map<QueueName, QueueWorker>();
  /** pg-boss's ids of this process's fetch loops, by queue: a job sent here wakes them (send). */
  private readonly fetchLoops = new Map<QueueName, string[]>();
  private isStarted = false;
  // Set as soon as a stop begins: a job pg-boss fetched just then goes straight back, never started.
  private isStopping = false;
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<void>>();
  private readonly handedBack: string[] = [];

  constructor(private readonly options: JobQueueOptions) {
    const { database } = options;
    this.log = options.log;
    this.bossSchema = jobSchemaFor(database.schemaName);
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
      schema: this.bossSchema,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
      schedule: false,
    });
    this.boss.on('error', (error: Error) => this.log.error({ err: error }, 'Job queue error'));
    this.leases = new JobLeases({
      database,
      bossSchema: this.bossSchema,
      leaseSeconds: options.leaseSeconds,
      log: { warn: (obj, msg) => this.log.warn(obj, msg), error: (obj, msg) => this.log.error(obj, msg) },
    });
  }

  /** Installs pg-boss's schema, creates every queue and, when given workers, starts working their queues. */
  async start(queues: readonly QueueName[], workers: readonly QueueWorker[] = [], logger: JobLog = this.log) {
    this.log = logger;
    await this.boss.start();
    this.isStarted = true;
    for (const worker of workers) this.workers.set(worker.queue, worker);
    for (const queue of queues) {
      const worker = this.workers.get(queue);
      const policy = {
        name: queue,
        retryLimit: worker?.retryLimit ?? 3,
        retryDelay: worker?.retryDelaySeconds ?? 2,
        retryBackoff: true,
        expireInSeconds: worker?.expireInSeconds ?? 600,
      };
      // Processes starting together create the same queues: PostgreSQL may end one of them as a deadlock, and
      // that one finds the queue the other made when it tries again.
      await retryOnDeadlock(async () => {
        if (await this.boss.getQueue(queue)) await this.boss.updateQueue(queue, policy);
        else await this.boss.createQueue(queue, policy);
      });
    }
    if (workers.length === 0) return;
    // Jobs left active by a worker that is gone are taken back before this worker starts fetching.
    await this.leases.start(workers.map((worker) => worker.queue));
    for (const worker of workers) {
      for (let slot = 0; slot < worker.concurrency; slot += 1) {
        let loopId = '';
        loopId = await this.boss.work<Record<string, unknown>>(
          worker.queue,
          { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
          async ([job]) => {
            if (!job) return;
            const run = this.runJob(worker, job.id, job.data ?? {});
            this.running.add(run);
            try {
              await run;
            } finally {
              this.running.delete(run);
            }
            // More jobs may be waiting (a batch): the loop looks again at once rather than after its poll interval.
            if (loopId && !this.isStopping) this.boss.notifyWorker(loopId);
          },
        );
        this.fetchLoops.set(worker.queue, [...(this.fetchLoops.get(worker.queue) ?? []), loopId]);
      }
    }
    this.log.info({ queues: workers.map((worker) => worker.queue) }, 'Job worker started');
  }

  /**
   * Queues a job under our id; sending the same id twice queues it once. When this process works the queue, its
   * idle fetch loops look at once instead of at their next poll (JOB_POLLING_SECONDS); other processes poll.
   */
  async send(queue: QueueName, jobId: string, data: Record<string, unknown> = {}): Promise<void> {
    await this.boss.send(queue, data, { id: jobId });
    if (this.isStopping) return;
    for (const loopId of this.fetchLoops.get(queue) ?? []) this.boss.notifyWorker(loopId);
  }

  /** Cancels a queued or active job in pg-boss (the handler itself watches the job record). */
  async cancel(queue: QueueName, jobId: string): Promise<void> {
    await this.boss.cancel(queue, jobId);
  }

  /**
   * Whether the queue answers (readiness): started, and pg-boss reads one of its queues. Throws otherwise.
   */
  async ping(): Promise<void> {
    if (!this.isStarted) throw new Error('the job queue is not started');
    await this.boss.getQueues();
  }

  /** pg-boss's view of a job (state, retry count), or null. */
  find(queue: QueueName, jobId: string) {
    return this.boss.getJobById(queue, jobId, { includeArchive: true });
  }

  /**
   * Stops taking jobs at once; the running ones get `graceMs` to finish, then are asked to stop and hand
   * themselves back to the queue (HAND_BACK_MS more at most). Answers what was handed back.
   */
  async stop(graceMs = 10_000): Promise<QueueStopped> {
    if (!this.isStarted) return { handedBack: [], abandoned: 0 };
    this.isStarted = false;
    this.isStopping = true;
    // pg-boss stops fetching before its first await. Its own wait (it looks every 500 ms) is awaited only for a
    // job that ignored the stop, which it then fails (an attempt counted, as after a crash); the others are done.
    const bossStopped = this.boss.stop({ graceful: true, wait: true, timeout: graceMs + HAND_BACK_MS + 500 });
    bossStopped.catch((error: unknown) => this.log.error({ err: error }, 'Job queue stop failed'));
    const askToStop = setTimeout(() => this.stopping.abort(new WorkerStoppingError()), graceMs);
    let giveUp: NodeJS.Timeout | undefined;
    // A job pg-boss fetched as the stop began joins `running` late (and goes straight back): waited for too.
    const allSettled = async () => {
      while (this.running.size > 0) await Promise.allSettled([...this.running]);
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
    const abandoned = this.running.size;
    await this.leases.stop();
    if (abandoned > 0) await bossStopped;
    return { handedBack: [...this.handedBack], abandoned };
  }

  /** Runs one fetched job under its lease; hands it back to pg-boss when the stop cut it short (or came first). */
  private async runJob(worker: QueueWorker, jobId: string, data: Record<string, unknown>): Promise<void> {
    const handBack = async () => {
      if (await handBackToQueue(this.options.database, this.bossSchema, worker.queue, jobId)) {
        this.handedBack.push(`${worker.queue}/${jobId}`);
      }
    };
    if (this.isStopping) return handBack();
    await this.leases.hold(jobId, worker.queue);
    try {
      // Handed back before the lease goes: no other worker's sweep can take the job as lost in between.
      if ((await worker.handle(jobId, data, this.stopping.signal)) === HANDED_BACK) await handBack();
    } finally {
      await this.leases.release(jobId);
    }
  }
}

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
