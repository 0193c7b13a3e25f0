/**
 * Turns on PGlite's one connection. Every statement and every transaction takes one turn; while a turn runs, the
 * others wait here. Two lanes: the app's requests, and the background (the job queue's polls and upkeep, ANALYZE).
 * The app lane goes first, but a background turn that has waited `backgroundMaxWaitMs` goes next, so neither
 * starves the other; within a lane turns run in arrival order, so a burst of writes queues behind the reads that
 * came before it and a read queues behind at most the writes that came before it.
 */

export type TurnLane = 'app' | 'background';

interface Waiting {
  since: number;
  start: () => void;
}

/** What the turns cost: time waiting for the connection, time holding it, per lane and since `reset`. */
export interface LaneTally {
  turns: number;
  waitMs: number;
  maxWaitMs: number;
  holdMs: number;
  maxHoldMs: number;
}

const emptyTally = (): LaneTally => ({ turns: 0, waitMs: 0, maxWaitMs: 0, holdMs: 0, maxHoldMs: 0 });

export interface TurnQueueOptions {
  /** How long a background turn may wait while app turns keep coming before it goes next. */
  backgroundMaxWaitMs?: number;
  now?: () => number;
}

export class TurnQueue {
  private readonly lanes: Record<TurnLane, Waiting[]> = { app: [], background: [] };
  private readonly backgroundMaxWaitMs: number;
  private readonly now: () => number;
  private isBusy = false;
  private tallies: Record<TurnLane, LaneTally> = { app: emptyTally(), background: emptyTally() };

  constructor(options: TurnQueueOptions = {}) {
    this.backgroundMaxWaitMs = options.backgroundMaxWaitMs ?? 50;
    this.now = options.now ?? (() => performance.now());
  }

  /** Runs `work` alone on the connection, after the turns before it (see the lane rules above). */
  async run<T>(lane: TurnLane, work: () => Promise<T>): Promise<T> {
    const queued = this.now();
    await new Promise<void>((start) => {
      this.lanes[lane].push({ since: queued, start });
      this.next();
    });
    const started = this.now();
    try {
      return await work();
    } finally {
      const tally = this.tallies[lane];
      const waited = started - queued;
      const held = this.now() - started;
      tally.turns += 1;
      tally.waitMs += waited;
      tally.maxWaitMs = Math.max(tally.maxWaitMs, waited);
      tally.holdMs += held;
      tally.maxHoldMs = Math.max(tally.maxHoldMs, held);
      this.isBusy = false;
      this.next();
    }
  }

  /** Turns waiting now, per lane. */
  get waiting(): Record<TurnLane, number> {
    return { app: this.lanes.app.length, background: this.lanes.background.length };
  }

  /** What the turns cost since the last call (or since the start), and starts counting again. */
  takeTallies(): Record<TurnLane, LaneTally> {
    const taken = this.tallies;
    this.tallies = { app: emptyTally(), background: emptyTally() };
    return taken;
  }

  private next(): void {
    if (this.isBusy) return;
    const { app, background } = this.lanes;
    const backgroundIsDue = background.length > 0 && this.now() - background[0]!.since >= this.backgroundMaxWaitMs;
    const chosen = (backgroundIsDue ? background.shift() : undefined) ?? app.shift() ?? background.shift();
    if (!chosen) return;
    this.isBusy = true;
    chosen.start();
  }
}
