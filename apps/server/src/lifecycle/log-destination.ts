import SonicBoom from 'sonic-boom';

/** How long the logs still buffered at exit may wait for a reader that has stopped reading before they are dropped. */
const EXIT_FLUSH_MS = 1_000;
/** Unwritten log text held for a stalled reader; past this, new lines are dropped rather than filling memory. */
const MAX_BUFFERED_CHARS = 16 * 1024 * 1024;

let stdoutDestination: SonicBoom | undefined;
/** Bytes handed to the destination and not yet written (or dropped): what an exit would lose. */
let pendingBytes = 0;
const drainWaiters = new Set<() => void>();

const byteLength = (data: string | Uint8Array): number =>
  typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;

function settlePending(bytes: number): void {
  pendingBytes = Math.max(0, pendingBytes - bytes);
  if (pendingBytes > 0) return;
  for (const resolve of drainWaiters) resolve();
  drainWaiters.clear();
}

/**
 * The JSON logs' destination: stdout, written asynchronously so a slow reader never holds up a request. One per
 * process, however many apps log to it (the API tests build many).
 *
 * We make it rather than let pino do so for what happens at exit. pino's own destination writes out what is still
 * buffered with a synchronous loop on process 'exit' that retries "pipe full" (EAGAIN) forever, sleeping in
 * Atomics.wait between tries. When stdout is a pipe whose reader has stopped reading (a supervisor or parent
 * process that no longer drains it, a test harness that never did), the process then never ends: port closed,
 * database closed, main thread asleep on a futex, where no timer can fire. Here that flush gives up after
 * EXIT_FLUSH_MS and drops the rest.
 */
export function stdoutLogDestination(): SonicBoom {
  if (stdoutDestination) return stdoutDestination;
  let giveUpAt = Number.POSITIVE_INFINITY;
  const destination = new SonicBoom({
    fd: process.stdout.fd,
    sync: false,
    maxLength: MAX_BUFFERED_CHARS,
    // While running, a full pipe is retried a little later without blocking; at exit, only until the deadline.
    retryEAGAIN: () => Date.now() < giveUpAt,
  });
  const write = destination.write.bind(destination);
  destination.write = (data: string) => {
    pendingBytes += byteLength(data);
    return write(data);
  };
  destination.on('write', (bytes: number) => settlePending(bytes));
  destination.on('drop', (data: string | Uint8Array) => settlePending(byteLength(data)));
  destination.on('error', (error: NodeJS.ErrnoException) => {
    // The reader is gone for good (EPIPE): logging stops, as with pino's own destination. Anything else is thrown.
    if (error.code !== 'EPIPE') throw error;
    destination.write = () => true;
    destination.flushSync = () => undefined;
    settlePending(pendingBytes);
  });
  process.once('exit', () => {
    giveUpAt = Date.now() + EXIT_FLUSH_MS;
    try {
      destination.flushSync();
    } catch {
      // Still full at the deadline (or closed): these last lines cannot be delivered.
    }
  });
  stdoutDestination = destination;
  return destination;
}

/**
 * Resolves once every log line handed to stdout is written, or once the reader has taken nothing for
 * EXIT_FLUSH_MS (it stopped reading). Await it before a planned process.exit(): the synchronous flush on 'exit'
 * cannot finish a write that is in flight or waiting to retry a full pipe, so on a busy machine it would lose
 * the last lines even though the reader is reading, only slowly.
 */
export function drainLogs(): Promise<void> {
  if (!stdoutDestination || pendingBytes === 0) return Promise.resolve();
  const destination = stdoutDestination;
  return new Promise((resolve) => {
    let stall: NodeJS.Timeout;
    const done = () => {
      clearTimeout(stall);
      destination.off('write', progress);
      drainWaiters.delete(done);
      resolve();
    };
    const progress = () => {
      clearTimeout(stall);
      stall = setTimeout(done, EXIT_FLUSH_MS);
    };
    drainWaiters.add(done);
    destination.on('write', progress);
    progress();
  });
}
