// One worker thread for zxcvbn, started with the first password chosen and shared by every request. A check takes
// tens to hundreds of ms of CPU and its dictionaries some 100 MB of heap: on the main thread the one would stall
// every other request and socket, and the other would stay for the life of the process. The thread stops when it
// has been idle a while and starts again with the next check.
import { Worker } from 'node:worker_threads';
import { PASSWORD_CHECK_OPTIONS, type PasswordFeedback } from '@sym/contracts';

/** One check as sent to the thread. */
export interface StrengthCall {
  id: number;
  password: string;
  userInputs: string[];
}

/** What the thread starts with: zxcvbn's options (the contracts' own, so the browser's meter judges alike). */
export interface StrengthWorkerData {
  options: typeof PASSWORD_CHECK_OPTIONS;
}

/** The thread's answer to the check with the same id. */
export type StrengthReply =
  { id: number; ok: true; feedback: PasswordFeedback } | { id: number; ok: false; message: string };

interface Pending {
  resolve: (feedback: PasswordFeedback) => void;
  reject: (error: Error) => void;
}

// The worker is TypeScript, so its thread starts from a line of JavaScript that imports it through tsx's API
// (as the story engine's thread in @sym/story-analysis does): Node 20 does not apply `--import tsx` to a worker's
// entry file, and vitest's transform does not reach worker threads. Its own flags are none: the parent's may hold
// --watch or --import.
const TSX_API = import.meta.resolve('tsx/esm/api');
const WORKER_URL = new URL('./password-strength.worker.ts', import.meta.url).href;
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(WORKER_URL)}))`;

/** How long an idle thread keeps its dictionaries before it stops. */
const IDLE_STOP_MS = 5 * 60_000;

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function stopWhenIdle(thread: Worker): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (worker !== thread || pending.size > 0) return;
    worker = undefined;
    void thread.terminate();
  }, IDLE_STOP_MS);
  idleTimer.unref();
}

function startWorker(): Worker {
  const workerData: StrengthWorkerData = { options: PASSWORD_CHECK_OPTIONS };
  const started = new Worker(BOOTSTRAP, { eval: true, execArgv: [], workerData });
  started.on('message', (reply: StrengthReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // An idle thread must not keep the process alive (tests, scripts and a server shutting down exit normally).
    if (pending.size === 0) {
      started.unref();
      stopWhenIdle(started);
    }
    if (reply.ok) waiting.resolve(reply.feedback);
    else waiting.reject(new Error(`Password check failed: ${reply.message}`));
  });
  // A crashed thread fails what it held; the next check starts a fresh one.
  started.on('error', (error) => {
    if (worker === started) worker = undefined;
    failAll(new Error(`Password checker failed: ${error.message}`, { cause: error }));
  });
  started.on('exit', (code) => {
    if (worker === started) worker = undefined;
    if (pending.size > 0) failAll(new Error(`Password checker stopped (exit code ${code})`));
  });
  return started;
}

/** zxcvbn's score and feedback keys for a password, with the account's words as user inputs, on the thread. */
export function checkOnThread(password: string, userInputs: string[]): Promise<PasswordFeedback> {
  worker ??= startWorker();
  clearTimeout(idleTimer);
  const target = worker;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, password, userInputs } satisfies StrengthCall);
  });
}

/** Stops the checker's thread (the next check starts a new one); for tests and the operator command. */
export async function stopPasswordChecker(): Promise<void> {
  const running = worker;
  worker = undefined;
  clearTimeout(idleTimer);
  if (running) await running.terminate();
}
