import { serverMessageText } from '@sym/contracts';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineJob, JobFailure, type JobRun } from '../modules/generation/job-definition.ts';
import type { ClaimedJob, JobLifecycle } from '../modules/generation/job-lifecycle.ts';
import { AppMetrics } from '../metrics/app-metrics.ts';
import { HANDED_BACK } from './job-hand-back.ts';
import { JobRunner } from './job-runner.ts';

interface Row {
  kind: string;
  attempts: number;
  input: unknown;
}

class RetryableError extends Error {}

/** A table of one job record, kept in memory, that records what the runner asked of it. */
function fakeLifecycle(row: Row | undefined) {
  const calls = { started: 0, completed: [] as unknown[], failed: [] as string[], handedBack: 0 };
  const lifecycle: JobLifecycle<Row, { tag: string }, string> = {
    deps: { tag: 'deps' },
    progressWriteMs: 0,
    cancelCheckMs: null,
    async claim(jobId) {
      if (!row) return undefined;
      row.attempts += 1;
      const job: ClaimedJob<Row> = {
        id: jobId,
        record: row,
        kind: row.kind,
        attempts: row.attempts,
        queuedAt: new Date(Date.now() - 2_000),
        userId: 'user-1',
        projectId: null,
        payload: row.input,
        target: { id: 'target-1' },
        written: [],
      };
      return job;
    },
    started: () => void (calls.started += 1),
    progress: async () => ({ isCancelRequested: false }),
    complete: async (_definition, _job, _parsed, output) => void calls.completed.push(output),
    fail: async (_job, message) => void calls.failed.push(message),
    handBack: async () => void (calls.handedBack += 1),
    isRetryable: (error) => error instanceof RetryableError,
    failureMessage: () => 'it failed',
    gaveUpMessage: () => 'it kept failing',
  };
  return { lifecycle, calls };
}

const handle = vi.fn(async (_deps: { tag: string }, run: JobRun<{ text: string }, { id: string }>) => run.payload.text);

const speakJob = defineJob({
  name: 'voice-clip',
  records: 'generation_jobs',
  payload: z.object({ text: z.string() }),
  target: { schema: z.object({ id: z.string() }), targetId: (target) => target.id, subject: () => NO_SUBJECT },
  policy: { maxAttempts: 2, retryDelaySeconds: 1, concurrency: 'all' },
  credits: { payer: 'requester', cost: () => 1 },
  handle: (deps: { tag: string }, run): Promise<string> => handle(deps, run),
});
const NO_SUBJECT = { scenarioId: null, shotId: null, assetId: null };
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const settings = { concurrency: 2, jobExpireSeconds: 60, exportTimeoutSeconds: 1 };

function runnerOf(row: Row | undefined, definitions = [speakJob], metrics?: AppMetrics) {
  const { lifecycle, calls } = fakeLifecycle(row);
  return { runner: new JobRunner({ lifecycle, definitions, settings, log, metrics }), calls };
}

/** The value of one sample of the registry's text, e.g. `sym_job_retries_total{kind="voice-clip"}`. */
async function sampleOf(metrics: AppMetrics, sample: string): Promise<number | undefined> {
  const line = (await metrics.registry.metrics()).split('\n').find((text) => text.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

afterEach(() => {
  handle.mockClear();
  vi.clearAllMocks();
});

describe('the job runner', () => {
  it('runs a job through its kind: the handler gets the parsed payload and target, the lifecycle completes it', async () => {
    const { runner, calls } = runnerOf({ kind: 'voice-clip', attempts: 0, input: { text: 'hello', extra: 1 } });
    await runner.run('job-1');
    expect(handle).toHaveBeenCalledTimes(1);
    const [deps, run] = handle.mock.calls[0]!;
    expect(deps).toEqual({ tag: 'deps' });
    expect(run).toMatchObject({
      jobId: 'job-1',
      userId: 'user-1',
      payload: { text: 'hello' },
      target: { id: 'target-1' },
    });
    expect(calls).toMatchObject({ started: 1, completed: ['hello'], failed: [] });
  });

  it('fails a job whose stored request its schema rejects, with job.invalidPayload, without running it', async () => {
    const { runner, calls } = runnerOf({ kind: 'voice-clip', attempts: 0, input: { text: 42 } });
    await expect(runner.run('job-1')).resolves.toBeUndefined();
    expect(handle).not.toHaveBeenCalled();
    expect(calls.failed).toEqual([serverMessageText('job.invalidPayload')]);
    expect(calls.started).toBe(0);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ kind: 'voice-clip' }), expect.any(String));
  });

  it('fails a job whose kind no definition has, and leaves a finished or unknown record alone', async () => {
    const unknown = runnerOf({ kind: 'shot-image', attempts: 0, input: {} });
    await unknown.runner.run('job-1');
    expect(unknown.calls.failed).toEqual([serverMessageText('job.unknownTarget')]);
    const gone = runnerOf(undefined);
    await gone.runner.run('job-1');
    expect(gone.calls).toMatchObject({ started: 0, failed: [], completed: [] });
  });

  it('asks for a retry while attempts remain, then fails with the lifecycle’s words', async () => {
    handle.mockRejectedValue(new RetryableError('flaky'));
    const row = { kind: 'voice-clip', attempts: 0, input: { text: 'hi' } };
    const { runner, calls } = runnerOf(row);
    await expect(runner.run('job-1')).rejects.toThrow('flaky');
    await expect(runner.run('job-1')).resolves.toBeUndefined();
    expect(calls.failed).toEqual(['it failed']);
    await runner.run('job-1');
    expect(calls.failed).toEqual(['it failed', 'it kept failing']);
  });

  it('fails at once with a JobFailure’s message or an error the lifecycle calls final', async () => {
    handle.mockRejectedValueOnce(new JobFailure('Add shots first')).mockRejectedValueOnce(new Error('bad input'));
    const { runner, calls } = runnerOf({ kind: 'voice-clip', attempts: 0, input: { text: 'hi' } });
    await runner.run('job-1');
    await runner.run('job-2');
    expect(calls.failed).toEqual(['Add shots first', 'it failed']);
  });

  it('hands the job back when the worker’s stop cuts it short', async () => {
    const stop = new AbortController();
    handle.mockImplementation(async (_deps, run) => {
      stop.abort();
      throw run.signal.reason;
    });
    const { runner, calls } = runnerOf({ kind: 'voice-clip', attempts: 0, input: { text: 'hi' } });
    await expect(runner.run('job-1', stop.signal)).resolves.toBe(HANDED_BACK);
    expect(calls).toMatchObject({ handedBack: 1, failed: [], completed: [] });
  });

  it('fails a job that runs past its kind’s time limit with the kind’s timeout text', async () => {
    vi.useFakeTimers();
    try {
      handle.mockImplementation(
        (_deps, run) =>
          new Promise((_resolve, reject) => run.signal.addEventListener('abort', () => reject(run.signal.reason))),
      );
      const timed = {
        ...speakJob,
        policy: { ...speakJob.policy, abortAfterSeconds: () => 5, timedOutMessage: 'Too slow' },
      };
      const { runner, calls } = runnerOf({ kind: 'voice-clip', attempts: 0, input: { text: 'hi' } }, [timed]);
      const running = runner.run('job-1');
      await vi.advanceTimersByTimeAsync(5_000);
      await running;
      expect(calls.failed).toEqual(['Too slow']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the wait, each attempt’s outcome and time, retries and failures to the metrics', async () => {
    const metrics = new AppMetrics();
    handle.mockImplementation(async (_deps, run) => run.payload.text);
    handle.mockRejectedValueOnce(new RetryableError('flaky')).mockRejectedValueOnce(new RetryableError('again'));
    const { runner } = runnerOf({ kind: 'voice-clip', attempts: 0, input: { text: 'hi' } }, [speakJob], metrics);
    await expect(runner.run('job-1')).rejects.toThrow('flaky');
    await runner.run('job-1');
    const done = runnerOf({ kind: 'voice-clip', attempts: 0, input: { text: 'hi' } }, [speakJob], metrics);
    await done.runner.run('job-2');
    const kind = '{kind="voice-clip"}';
    expect(await sampleOf(metrics, `sym_job_wait_seconds_count${kind}`)).toBe(2);
    expect(await sampleOf(metrics, `sym_job_wait_seconds_sum${kind}`)).toBeGreaterThanOrEqual(4);
    expect(await sampleOf(metrics, `sym_job_retries_total${kind}`)).toBe(1);
    expect(await sampleOf(metrics, `sym_job_failures_total${kind}`)).toBe(1);
    for (const outcome of ['retried', 'failed', 'completed']) {
      const sample = `sym_job_duration_seconds_count{kind="voice-clip",outcome="${outcome}"}`;
      expect(await sampleOf(metrics, sample), outcome).toBe(1);
    }
  });
});
