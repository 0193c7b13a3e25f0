/** Counter state of one key inside its current window. */
export interface RateLimitEntry {
  count: number;
  resetAt: number;
}

/**
 * Where rate-limit counters live: in memory for the embedded database's one process, else shared by the API
 * processes in PostgreSQL or Redis (select-rate-limit-store.ts picks).
 */
export interface RateLimitStore {
  /** Adds one to the key's counter, starting a new window when the previous one ended. */
  increment(key: string, windowMs: number): Promise<RateLimitEntry>;
  /** The key's counter in its current window, or undefined when none is running. */
  get(key: string): Promise<RateLimitEntry | undefined>;
  reset(key: string): Promise<void>;
}

/** How many increments may pass between sweeps of ended windows. */
const SWEEP_EVERY = 1_000;

/** Fixed-window counters in a Map; ended windows are dropped lazily so no timer keeps the process alive. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, RateLimitEntry>();
  private incrementsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<RateLimitEntry> {
    this.sweepSometimes();
    // Read and write with no await between them: increments of one key at once would otherwise all read the same
    // count and write the same next one, and a burst of concurrent requests would pass the limit.
    const current = this.running(key);
    const entry = current
      ? { count: current.count + 1, resetAt: current.resetAt }
      : { count: 1, resetAt: this.now() + windowMs };
    this.entries.set(key, entry);
    return { ...entry };
  }

  async get(key: string): Promise<RateLimitEntry | undefined> {
    const entry = this.running(key);
    return entry && { ...entry };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** Number of keys held (ended windows included until the next sweep). */
  get size(): number {
    return this.entries.size;
  }

  /** The key's entry while its window runs; an ended one is dropped. */
  private running(key: string): RateLimitEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt > this.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  private sweepSometimes(): void {
    this.incrementsSinceSweep += 1;
    if (this.incrementsSinceSweep < SWEEP_EVERY) return;
    this.incrementsSinceSweep = 0;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
