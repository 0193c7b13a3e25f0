import type { ChildProcess } from 'node:child_process';
import type { Worker } from 'node:worker_threads';

/**
 * Something this process started that must end before it does: a child process (ffmpeg) or a worker thread of one
 * call (espeak). A child process outlives a parent that exits without stopping it, still rendering into a folder
 * nobody will read.
 */
export interface LiveChild {
  /** For the stop's log line: "ffmpeg", "espeak". */
  readonly label: string;
  /** Asks it to stop (SIGTERM); `force`: at once (SIGKILL). */
  stop(force: boolean): void;
  /** Resolves once it has exited. */
  readonly exited: Promise<void>;
}

/** What `stopAll` ended, per label: asked to stop, and of those, killed when they did not. */
export interface ChildrenStopped {
  stopped: Record<string, number>;
  killed: Record<string, number>;
}

const count = (into: Record<string, number>, label: string) => (into[label] = (into[label] ?? 0) + 1);

/**
 * The live children of this process. A stop asks every one to end, kills those still there after `graceMs` and
 * waits until all have exited; from then on `isClosed` is true and a child added later is stopped at once (a job
 * that ignored the stop cannot start new work behind it).
 */
export class ChildRegistry {
  private readonly live = new Set<LiveChild>();
  private closed = false;

  /** How many children are live now. */
  get size(): number {
    return this.live.size;
  }

  /** Whether a stop has begun: children added from now on are stopped at once. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Tracks `child` until it exits. */
  add(child: LiveChild): void {
    if (this.closed) child.stop(true);
    this.live.add(child);
    void child.exited.finally(() => this.live.delete(child));
  }

  /** For an exit that cannot wait (a second signal, the stop's own deadline): SIGKILL to every live child now. */
  killAll(): number {
    this.closed = true;
    for (const child of this.live) child.stop(true);
    return this.live.size;
  }

  /** Ends every live child (SIGTERM, SIGKILL after `graceMs`) and resolves once all have exited. */
  async stopAll(graceMs: number): Promise<ChildrenStopped> {
    this.closed = true;
    const result: ChildrenStopped = { stopped: {}, killed: {} };
    const children = [...this.live];
    if (children.length === 0) return result;
    for (const child of children) {
      count(result.stopped, child.label);
      child.stop(false);
    }
    const timer = setTimeout(() => {
      for (const child of children) {
        if (!this.live.has(child)) continue;
        count(result.killed, child.label);
        child.stop(true);
      }
    }, graceMs);
    await Promise.all(children.map((child) => child.exited));
    clearTimeout(timer);
    return result;
  }
}

/** A spawned process as a LiveChild; `exited` also resolves when it never started (spawn error). */
export function childProcessEntry(label: string, child: ChildProcess): LiveChild {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.once('error', () => {
      if (child.pid === undefined) resolve();
    });
  });
  return { label, stop: (force) => void child.kill(force ? 'SIGKILL' : 'SIGTERM'), exited };
}

/** A worker thread as a LiveChild: terminate() stops its JavaScript at once, so both stops are the same. */
export function workerThreadEntry(label: string, worker: Worker): LiveChild {
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return { label, stop: () => void worker.terminate(), exited };
}

/** This process's children: the ffmpeg runner and the speech threads register here, the stop ends them. */
export const liveChildren = new ChildRegistry();
