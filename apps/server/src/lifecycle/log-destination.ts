import SonicBoom from 'sonic-boom';

/** How long the logs still buffered at exit may wait for a reader that is not reading before they are dropped. */
const EXIT_FLUSH_MS = 1_000;
/** Unwritten log text held for a stalled reader; past this, new lines are dropped rather than filling memory. */
const MAX_BUFFERED_CHARS = 16 * 1024 * 1024;

let stdoutDestination: SonicBoom | undefined;

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
  destination.on('error', (error: NodeJS.ErrnoException) => {
    // The reader is gone for good (EPIPE): logging stops, as with pino's own destination. Anything else is thrown.
    if (error.code !== 'EPIPE') throw error;
    destination.write = () => true;
    destination.flushSync = () => undefined;
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
