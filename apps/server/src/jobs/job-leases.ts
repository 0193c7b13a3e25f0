import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/index.ts';
import { jobLeases } from '../db/schema.ts';

/** A job taken back from a worker that is gone: now retried (or failed, when it had no attempt left). */
export interface RecoveredJob {
  id: string;
  queue: string;
  state: 'retry' | 'failed';
}

export interface JobLeasesOptions {
  database: DatabaseHandle;
  /** pg-boss's schema (jobSchemaFor). */
  bossSchema: string;
  /** How long a worker's claim on a job lasts without a heartbeat. */
  leaseSeconds: number;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The statement that takes jobs back: every active job of `$1` (the queues) that has lost its worker goes back to
 * `retry`, ready at once (pg-boss counts the lost run as an attempt when it fetches it again), or to `failed` when
 * pg-boss has no retry left for it. With `$2` true every active job counts as lost (the embedded database belongs to
 * one process, so at its start nothing can still be running); otherwise a job is lost when no unexpired lease
 * covers it and it started more than `$3` seconds ago (so a job fetched a moment ago, whose lease is being written,
 * is left alone). One UPDATE, so two workers sweeping at once cannot both take the same job back.
 */
function recoverSql(bossSchema: string, ourSchema: string): string {
  const job = `${quote(bossSchema)}.job`;
  const leases = `${quote(ourSchema)}.job_leases`;
  return `
    WITH lost AS (
      UPDATE ${job} AS j SET
        state = (CASE WHEN j.retry_count < j.retry_limit THEN 'retry' ELSE 'failed' END)::${quote(bossSchema)}.job_state,
        start_after = now(),
        completed_on = CASE WHEN j.retry_count < j.retry_limit THEN NULL ELSE now() END,
        output = jsonb_build_object('message', 'The worker running this job stopped')
      WHERE j.name = ANY($1::text[])
        AND j.state = 'active'
        AND ($2::boolean OR (
          j.started_on < now() - make_interval(secs => $3::double precision)
          AND NOT EXISTS (SELECT 1 FROM ${leases} AS l WHERE l.job_id = j.id AND l.expires_at > now())
        ))
      RETURNING j.id, j.name, j.state
    ), released AS (
      DELETE FROM ${leases} AS l USING lost WHERE l.job_id = lost.id
    )
    SELECT id, name AS queue, state::text AS state FROM lost`;
}

/**
 * Leases that let a worker take back, within seconds, the jobs of a worker that died (SIGKILL, a lost machine),
 * instead of waiting for pg-boss's expiry (15 minutes, 30 for an export). On PostgreSQL several workers share the
 * queue: each holds a lease per running job, renews them on a heartbeat and sweeps for jobs whose lease ran out.
 * On PGlite only this process can run jobs, so at start every active job is lost and no lease is written.
 */
export class JobLeases {
  readonly workerId = randomUUID();
  private readonly isShared: boolean;
  private readonly held = new Set<string>();
  private readonly recoverStatement: string;
  private readonly leaseEnd: SQL;
  private heartbeat: NodeJS.Timeout | undefined;
  private beating: Promise<void> | undefined;

  constructor(private readonly options: JobLeasesOptions) {
    this.isShared = options.database.kind === 'postgres';
    this.recoverStatement = recoverSql(options.bossSchema, options.database.schemaName);
    this.leaseEnd = sql`now() + make_interval(secs => ${options.leaseSeconds}::double precision)`;
  }

  /**
   * Takes back the jobs left active by workers that are gone: at once on PGlite, and on PostgreSQL those whose
   * lease ran out. Then (PostgreSQL) renews this worker's leases and sweeps again every third of a lease.
   */
  async start(queues: readonly string[]): Promise<RecoveredJob[]> {
    const recovered = await this.recover(queues, !this.isShared);
    if (this.isShared && !this.heartbeat) {
      const intervalMs = Math.max(500, (this.options.leaseSeconds * 1000) / 3);
      this.heartbeat = setInterval(() => {
        if (this.beating) return;
        this.beating = this.beat(queues)
          .catch((error: unknown) => this.options.log.error({ err: error }, 'Job lease heartbeat failed'))
          .finally(() => (this.beating = undefined));
      }, intervalMs);
      this.heartbeat.unref();
    }
    return recovered;
  }

  /** Claims a job this worker is starting (PostgreSQL). */
  async hold(jobId: string, queue: string): Promise<void> {
    if (!this.isShared) return;
    this.held.add(jobId);
    const { workerId, leaseEnd } = this;
    await this.options.database.db
      .insert(jobLeases)
      .values({ jobId, queue, workerId, expiresAt: leaseEnd })
      .onConflictDoUpdate({ target: jobLeases.jobId, set: { workerId, expiresAt: leaseEnd } });
  }

  /** Drops the claim on a job this worker finished, whatever the outcome. */
  async release(jobId: string): Promise<void> {
    if (!this.isShared || !this.held.delete(jobId)) return;
    await this.options.database.db
      .delete(jobLeases)
      .where(and(eq(jobLeases.jobId, jobId), eq(jobLeases.workerId, this.workerId)))
      .catch((error: unknown) => this.options.log.error({ err: error, jobId }, 'Could not release a job lease'));
  }

  /** Stops the heartbeat (the leases of jobs still running then simply run out). */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    await this.beating;
  }

  private async recover(queues: readonly string[], everyActive: boolean): Promise<RecoveredJob[]> {
    const { database, leaseSeconds, log } = this.options;
    const { rows } = await database.executeSql(this.recoverStatement, [queues, everyActive, leaseSeconds]);
    const recovered = rows as RecoveredJob[];
    if (recovered.length > 0) log.warn({ jobs: recovered }, 'Took back jobs whose worker stopped');
    return recovered;
  }

  private async beat(queues: readonly string[]): Promise<void> {
    if (this.held.size > 0) {
      await this.options.database.db
        .update(jobLeases)
        .set({ expiresAt: this.leaseEnd })
        .where(eq(jobLeases.workerId, this.workerId));
    }
    await this.recover(queues, false);
  }
}
