import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { liveChildren, workerThreadEntry } from '../../../lifecycle/live-children.ts';

export interface EspeakSynthOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Words per minute (espeak's default 175). */
  speed?: number;
  /** 0 to 99 (espeak's default 50). */
  pitch?: number;
}

/**
 * Runs in a worker thread. text2wav's emscripten build registers process-wide `uncaughtException` and
 * `unhandledRejection` handlers on every call and calls process.exit() when espeak fails; inside a worker those
 * only touch the worker. Hiding `fetch` skips a doomed streaming-compile attempt and its console warning.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
globalThis.fetch = undefined;
const text2wav = require(workerData.modulePath);
text2wav(workerData.text, workerData.options).then((wav) => parentPort.postMessage(wav));
`;

let modulePath: string | undefined;

function timeoutError(timeoutMs: number): Error {
  const error = new Error(`espeak took longer than ${timeoutMs} ms`);
  // The name AbortSignal.timeout() uses, so callers tell it from a failure the same way.
  error.name = 'TimeoutError';
  return error;
}

/**
 * Speaks `text` with an espeak-ng voice id (e.g. `en-us+f2`) and returns WAV bytes (mono, 22.05 kHz, 16 bit).
 * The caller must have checked the voice: espeak cannot be asked which voices exist without running it.
 */
export function synthesizeWithEspeak(
  text: string,
  voice: string,
  options: EspeakSynthOptions = {},
): Promise<Uint8Array> {
  modulePath ??= createRequire(import.meta.url).resolve('text2wav');
  const { signal, timeoutMs, speed, pitch } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      // A leading space keeps text that starts with '-' from being read as an espeak option.
      workerData: {
        modulePath,
        text: ` ${text}`,
        // text2wav turns every option it is given into an espeak argument as it is: numbers go as text, unset
        // ones are left out.
        options: {
          voice,
          noFinalPause: true,
          ...(speed !== undefined && { speed: String(Math.round(speed)) }),
          ...(pitch !== undefined && { pitch: String(Math.round(pitch)) }),
        },
      },
      stdout: true,
      stderr: true,
    });
    // A stopping server terminates it (a long line takes seconds of espeak).
    liveChildren.add(workerThreadEntry('espeak', worker));
    let stderr = '';
    worker.stdout.resume();
    worker.stderr.setEncoding('utf8');
    worker.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2_000);
    });

    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      outcome();
    };
    const onAbort = (): void => settle(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs === undefined ? undefined : setTimeout(() => settle(() => reject(timeoutError(timeoutMs))), timeoutMs);

    worker.on('message', (wav: Uint8Array) => settle(() => resolve(wav)));
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => {
      const detail = stderr.split('\n').find((line) => line.trim()) ?? 'no output';
      settle(() => reject(new Error(`espeak stopped (exit code ${code}): ${detail}`)));
    });
  });
}
