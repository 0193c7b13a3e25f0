import { spawn } from 'node:child_process';
import path from 'node:path';
import { childProcessEntry, liveChildren } from '../../lifecycle/live-children.ts';

/** failed: non-zero exit; spawn: the binary could not be started; aborted/timeout: we stopped it. */
export type FfmpegFailure = 'failed' | 'spawn' | 'aborted' | 'timeout';

/** A failed ffmpeg (or ffprobe) run; the message ends with the last lines ffmpeg wrote to stderr. */
export class FfmpegError extends Error {
  readonly reason: FfmpegFailure;
  readonly exitCode: number | null;
  /** The tail of stderr, for logs. */
  readonly stderr: string;

  constructor(
    reason: FfmpegFailure,
    message: string,
    details: { exitCode?: number | null; stderr?: string; cause?: unknown },
  ) {
    const stderr = details.stderr ?? '';
    const lastLines = stderr
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(-6)
      .join('\n');
    super(lastLines ? `${message}\n${lastLines}` : message, { cause: details.cause });
    // Callers check for AbortError the same way as for fetch.
    this.name = reason === 'aborted' ? 'AbortError' : 'FfmpegError';
    this.reason = reason;
    this.exitCode = details.exitCode ?? null;
    this.stderr = stderr;
  }
}

export interface RunFfmpegOptions {
  signal?: AbortSignal;
  /** Kills the process after this long; no limit when absent. */
  timeoutMs?: number;
  /** Expected output duration; turns ffmpeg's out_time into onProgress percentages. */
  durationSeconds?: number;
  /** 0-100, increasing; 100 only once the process exited successfully. */
  onProgress?: (percent: number) => void;
  /** Time between SIGTERM (lets ffmpeg stop cleanly) and SIGKILL. */
  killGraceMs?: number;
}

export interface CapturedRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

const STDERR_KEEP_CHARS = 8_000;
// Short: a run we stop is never used (it rejects), so the grace only lets ffmpeg exit without a SIGKILL; a stopping
// server waits for it.
const DEFAULT_KILL_GRACE_MS = 500;
/** Prepended to every run: progress as key=value lines on stdout, no banner, no interactive stdin. */
const RUN_PREFIX = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'] as const;

/** Seconds of output written, from one `-progress` line (`out_time_us`, `out_time_ms` (also µs) or `out_time`). */
export function parseProgressLine(line: string): number | undefined {
  const separator = line.indexOf('=');
  if (separator < 0) return undefined;
  const key = line.slice(0, separator).trim();
  const value = line.slice(separator + 1).trim();
  if (key === 'out_time_us' || key === 'out_time_ms') {
    const micros = Number(value);
    return Number.isFinite(micros) && value !== '' ? Math.max(0, micros / 1e6) : undefined;
  }
  if (key === 'out_time') {
    const match = /^(-?)(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(value);
    if (!match) return undefined;
    const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4]);
    return match[1] ? 0 : seconds;
  }
  return undefined;
}

/** The last output time ffmpeg reported on its `-progress` lines, in seconds. */
export function lastProgressSeconds(progress: string): number {
  let seconds = 0;
  for (const line of progress.split('\n')) seconds = parseProgressLine(line) ?? seconds;
  return seconds;
}

/**
 * Spawns without a shell; stops the process on abort/timeout (SIGTERM, then SIGKILL after the grace). Every child is
 * in the process's registry of live children until it exits, so a stopping server ends it before exiting itself;
 * once the stop has begun nothing new is started.
 */
function spawnTracked(
  binary: string,
  args: readonly string[],
  options: RunFfmpegOptions,
  onStdoutLine?: (line: string) => void,
): Promise<CapturedRun> {
  return new Promise<CapturedRun>((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(new FfmpegError('aborted', 'ffmpeg was cancelled', { cause: signal.reason }));
      return;
    }
    if (liveChildren.isClosed) {
      reject(new FfmpegError('aborted', 'ffmpeg was not started: the server is stopping', {}));
      return;
    }
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    liveChildren.add(childProcessEntry(path.basename(binary), child));
    let stdout = '';
    let stderr = '';
    let pendingLine = '';
    let stopReason: 'aborted' | 'timeout' | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    let settled = false;

    const stop = (reason: 'aborted' | 'timeout'): void => {
      if (stopReason || settled) return;
      stopReason = reason;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), options.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
    };
    const onAbort = (): void => stop('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
    const timeoutTimer =
      options.timeoutMs !== undefined ? setTimeout(() => stop('timeout'), options.timeoutMs) : undefined;

    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timeoutTimer);
      clearTimeout(killTimer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!onStdoutLine) {
        stdout += chunk;
        return;
      }
      const lines = (pendingLine + chunk).split('\n');
      pendingLine = lines.pop() ?? '';
      for (const line of lines) onStdoutLine(line);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP_CHARS);
    });

    child.on('error', (error) => {
      finish(() => reject(new FfmpegError('spawn', `Could not start ${binary}`, { stderr, cause: error })));
    });
    child.on('close', (exitCode) => {
      finish(() => {
        if (stopReason === 'aborted') {
          reject(new FfmpegError('aborted', 'ffmpeg was cancelled', { exitCode, stderr, cause: signal?.reason }));
        } else if (stopReason === 'timeout') {
          reject(new FfmpegError('timeout', `ffmpeg took longer than ${options.timeoutMs} ms`, { exitCode, stderr }));
        } else {
          resolve({ exitCode, stdout, stderr });
        }
      });
    });
  });
}

/** How a render ended: ok, or the FfmpegError's reason. */
export type FfmpegRunListener = (outcome: 'ok' | FfmpegFailure, seconds: number) => void;

/**
 * Told of every runFfmpeg that ended, with its time: the metrics of the process's server listen while it runs.
 * Renders run deep in providers and exports, which take no per-server dependencies, and the live children are
 * the process's too (lifecycle/live-children.ts), so the listeners are the process's.
 */
export const ffmpegRunListeners = new Set<FfmpegRunListener>();

function tellListeners(outcome: 'ok' | FfmpegFailure, startedAt: number): void {
  const seconds = (performance.now() - startedAt) / 1000;
  for (const listener of ffmpegRunListeners) listener(outcome, seconds);
}

/**
 * Runs ffmpeg with `args` (built by the *.args.ts builders), reporting progress from `-progress pipe:1`.
 * Rejects with an FfmpegError carrying the last stderr lines on failure, abort or timeout; never uses a shell.
 */
export async function runFfmpeg(
  binary: string,
  args: readonly string[],
  options: RunFfmpegOptions = {},
): Promise<void> {
  const { durationSeconds, onProgress } = options;
  let reported = -1;
  const report = (percent: number): void => {
    const rounded = Math.floor(percent);
    if (rounded <= reported) return;
    reported = rounded;
    try {
      onProgress?.(rounded);
    } catch {
      // Progress is advisory: a failing listener (a closed socket, say) must not crash the stdout handler.
    }
  };
  const onLine = (line: string): void => {
    if (!durationSeconds || durationSeconds <= 0) return;
    const seconds = parseProgressLine(line);
    // 100 is kept for a successful exit: the last frames may still be flushing (faststart rewrites the file).
    if (seconds !== undefined) report(Math.min(99, (seconds / durationSeconds) * 100));
  };

  const startedAt = performance.now();
  let result: CapturedRun;
  try {
    result = await spawnTracked(binary, [...RUN_PREFIX, ...args], options, onLine);
  } catch (error) {
    tellListeners(error instanceof FfmpegError ? error.reason : 'failed', startedAt);
    throw error;
  }
  tellListeners(result.exitCode === 0 ? 'ok' : 'failed', startedAt);
  if (result.exitCode !== 0) {
    throw new FfmpegError('failed', `ffmpeg exited with code ${result.exitCode}`, result);
  }
  report(100);
}

/**
 * Runs a program (ffmpeg, ffprobe) and returns its exit code and output whatever the exit code; for probing.
 * Rejects only when it cannot start, is aborted or times out.
 */
export function captureProcess(
  binary: string,
  args: readonly string[],
  options: Pick<RunFfmpegOptions, 'signal' | 'timeoutMs' | 'killGraceMs'> = {},
): Promise<CapturedRun> {
  return spawnTracked(binary, args, options);
}
