import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { rateLimitCounters } from '../../db/schema.ts';
import type { RateLimitEntry, RateLimitStore } from './rate-limit.store.ts';

/** How often one process deletes the ended windows (a minute, as the job queue's maintenance runs). */
const SWEEP_INTERVAL_MS = 60_000;

export interface PostgresRateLimitStoreDeps {
  db: Database;
  /** A failed sweep (it runs beside the request that started it, whose answer does not wait for it). */
  onSweepError: (error: unknown) => void;
  sweepIntervalMs?: number;
}

const table = rateLimitCounters;
/** The row's window has ended by the database's clock, the one clock every process shares. */
const hasEnded = sql`${table.resetAt} <= now()`;

/**
 * Fixed-window counters in the `rate_limit_counters` table, shared by every API process on the database. An
 * increment is one statement (an upsert that restarts an ended window), so two processes counting the same key
 * at once both land: PostgreSQL serialises the conflicting inserts on the key's row. Time is the database's
 * `now()`, so processes whose clocks differ still agree on when a window ends.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private lastSweepAt = Date.now();
  private sweeping: Promise<void> | undefined;

  constructor(private readonly deps: PostgresRateLimitStoreDeps) {}

  async increment(key: string, windowMs: number): Promise<RateLimitEntry> {
    this.sweepSometimes();
    const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
    const [row] = await this.deps.db
      .insert(table)
      .values({ key, count: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: table.key,
        set: {
          count: sql`CASE WHEN ${hasEnded} THEN 1 ELSE ${table.count} + 1 END`,
          resetAt: sql`CASE WHEN ${hasEnded} THEN excluded.reset_at ELSE ${table.resetAt} END`,
        },
      })
      .returning({ count: table.count, resetAt: table.resetAt });
    if (!row) throw new Error(`The rate-limit counter ${key} was not written`);
    return { count: row.count, resetAt: row.resetAt.getTime() };
  }

  async get(key: string): Promise<RateLimitEntry | undefined> {
    const [row] = await this.deps.db
      .select({ count: table.count, resetAt: table.resetAt })
      .from(table)
      .where(and(eq(table.key, key), gt(table.resetAt, sql`now()`)));
    return row ? { count: row.count, resetAt: row.resetAt.getTime() } : undefined;
  }

  async reset(key: string): Promise<void> {
    await this.deps.db.delete(table).where(eq(table.key, key));
  }

  /** Deletes the rows whose window ended; answers how many. */
  async sweepEnded(): Promise<number> {
    const deleted = await this.deps.db
      .delete(table)
      .where(lte(table.resetAt, sql`now()`))
      .returning({ key: table.key });
    return deleted.length;
  }

  /** Waits for a sweep in progress, so the database can close after it. */
  async close(): Promise<void> {
    await this.sweeping;
  }

  /**
   * Starts a sweep when the last one in this process is SWEEP_INTERVAL_MS old. Keys counted once and never again
   * (an address that sent one request) would otherwise stay forever; no timer, so the process can end at any time.
   */
  private sweepSometimes(): void {
    const now = Date.now();
    if (this.sweeping || now - this.lastSweepAt < (this.deps.sweepIntervalMs ?? SWEEP_INTERVAL_MS)) return;
    this.lastSweepAt = now;
    this.sweeping = this.sweepEnded()
      .then(() => undefined, this.deps.onSweepError)
      .finally(() => (this.sweeping = undefined));
  }
}
