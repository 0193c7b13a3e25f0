/** The streams one socket has running, by key, so a cancel or a disconnect can stop them. */
export interface BatchStreams {
  /** Starts `task` under `key`; false (and nothing started) when a stream with that key is still running. */
  start(key: string, task: (signal: AbortSignal) => Promise<void>): boolean;
  /** Stops the stream and resolves once it has stopped (nothing more is sent); false if none was running. */
  cancel(key: string): Promise<boolean>;
  /** Stops every stream (the socket disconnected). */
  cancelAll(): void;
}

interface Running {
  controller: AbortController;
  finished: Promise<void>;
}

/** A registry of running streams; a task's own failures are its to report, the registry only tracks it. */
export function createBatchStreams(): BatchStreams {
  const running = new Map<string, Running>();
  return {
    start(key, task) {
      if (running.has(key)) return false;
      const controller = new AbortController();
      const finished = task(controller.signal).finally(() => running.delete(key));
      running.set(key, { controller, finished });
      return true;
    },
    async cancel(key) {
      const stream = running.get(key);
      if (!stream) return false;
      stream.controller.abort();
      await stream.finished;
      return true;
    },
    cancelAll() {
      for (const stream of running.values()) stream.controller.abort();
    },
  };
}

/** Lets pending socket packets (a cancel among them) be handled before the next chunk is read. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads `ids` in slices of `chunkSize` and sends each slice's items in order. Stops without sending more once the
 * signal aborts (a chunk read while it aborted is dropped). Answers 'done' or 'cancelled'.
 */
export async function streamChunks<T>(options: {
  ids: readonly string[];
  chunkSize: number;
  signal: AbortSignal;
  read(slice: readonly string[]): Promise<T[]>;
  send(items: T[]): void;
}): Promise<'done' | 'cancelled'> {
  const { ids, chunkSize, signal } = options;
  for (let start = 0; start < ids.length; start += chunkSize) {
    if (signal.aborted) return 'cancelled';
    const items = await options.read(ids.slice(start, start + chunkSize));
    if (signal.aborted) return 'cancelled';
    options.send(items);
    await yieldToEventLoop();
  }
  return signal.aborted ? 'cancelled' : 'done';
}
