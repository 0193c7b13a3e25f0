// One worker thread for the story engine, started on the first call and shared by every caller of the process.
// Story analysis of a long story takes seconds of CPU (compromise tags every word); on the main thread that would
// stall every other request of a server, so the work is queued to this thread instead.
import { Worker } from 'node:worker_threads';
import { StoryAnalysisError } from '../errors.ts';
import type * as storyEngine from './story-engine.ts';

type Engine = typeof storyEngine;
type Method = keyof Engine;

/** One engine call as sent to the thread. */
export type EngineCall = { [M in Method]: { method: M; args: Parameters<Engine[M]> } }[Method];

/** The thread's answer to the call with the same id. */
export type EngineReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { message: string; reason?: StoryAnalysisError['reason']; isRetryable?: boolean } };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

// The worker is TypeScript like the rest of the package, so its thread starts from a few lines of JavaScript that
// import it through tsx's API: Node 20 does not apply `--import tsx` hooks to a worker's entry file, and vitest's
// transform does not reach worker threads at all. Its own flags are none: the parent's may hold --watch or --import.
const TSX_API = import.meta.resolve('tsx/esm/api');
const WORKER_URL = new URL('./engine.worker.ts', import.meta.url).href;
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(WORKER_URL)}))`;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function startWorker(): Worker {
  const started = new Worker(BOOTSTRAP, { eval: true, execArgv: [] });
  started.on('message', (reply: EngineReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // An idle thread must not keep the process alive (tests, scripts and a server shutting down exit normally).
    if (pending.size === 0) started.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else if (reply.error.reason) {
      waiting.reject(
        new StoryAnalysisError(reply.error.reason, reply.error.message, { isRetryable: reply.error.isRetryable }),
      );
    } else waiting.reject(new Error(reply.error.message));
  });
  // A crashed thread fails what it held; the next call starts a fresh one.
  started.on('error', (error) => {
    if (worker === started) worker = undefined;
    failAll(new StoryAnalysisError('unavailable', `Local text engine failed: ${error.message}`, { cause: error }));
  });
  started.on('exit', (code) => {
    if (worker === started) worker = undefined;
    if (pending.size > 0)
      failAll(new StoryAnalysisError('unavailable', `Local text engine stopped (exit code ${code})`));
  });
  return started;
}

/** Runs one engine call on the text thread; calls are answered in the order they were sent. */
export function callEngine<M extends Method>(
  method: M,
  ...args: Parameters<Engine[M]>
): Promise<ReturnType<Engine[M]>> {
  worker ??= startWorker();
  const target = worker;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    target.ref();
    target.postMessage({ id, method, args });
  });
}

/** Stops the text thread (the next call starts a new one); for tests and shutdown. */
export async function stopEngineThread(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await running.terminate();
}
