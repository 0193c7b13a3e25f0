import { JOB_POLL_CAP_MS, JOB_POLL_INTERVAL_MS, type Job, type JobTicket } from '@sym/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { fail, ok, stubApi } from '../../../test/fakeApi';
import { MAX_JOB_POLLS } from '../utils/jobPolling';
import { useJobProgress } from './useJobProgress';

const TICKET: JobTicket = { jobId: 'j1', queue: 'image-generation', cost: 1, targetId: 'v1' };
const JOB_PATH = 'GET /api/jobs/image-generation/j1';

function job(status: Job['status'], progress: number): Job {
  return {
    id: 'j1',
    queue: 'image-generation',
    kind: 'image',
    status,
    progress,
    cost: 1,
    attempts: 1,
    error: status === 'failed' ? 'Provider timed out' : null,
    result: null,
    createdAt: null,
    updatedAt: null,
  };
}

function renderProgress(ticket: JobTicket | null) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useJobProgress(ticket), { wrapper });
}

/** Lets the timers run `ms` and the answers they trigger settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
});
afterEach(() => vi.useRealTimers());

describe('useJobProgress', () => {
  it('polls every 2 s with its progress until the job completes, then stops', async () => {
    const answers = [job('queued', 0), job('active', 40), job('active', 80), job('completed', 100)];
    const fetchMock = stubApi({ [JOB_PATH]: () => ok(answers.shift() ?? job('completed', 100)) });
    const { result } = renderProgress(TICKET);
    expect(result.current.isRunning).toBe(true);

    await elapse(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'queued', progress: 0, isRunning: true });

    await elapse(JOB_POLL_INTERVAL_MS);
    expect(result.current).toMatchObject({ status: 'active', progress: 40, isRunning: true });
    await elapse(JOB_POLL_INTERVAL_MS);
    expect(result.current.progress).toBe(80);
    await elapse(JOB_POLL_INTERVAL_MS);
    expect(result.current).toMatchObject({ status: 'completed', progress: 100, isRunning: false });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    await elapse(JOB_POLL_INTERVAL_MS * 5);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('reports a failed job and a job the server no longer knows as finished', async () => {
    stubApi({ [JOB_PATH]: () => ok(job('failed', 30)) });
    const failed = renderProgress(TICKET);
    await elapse(10);
    expect(failed.result.current).toMatchObject({ status: 'failed', isRunning: false });
    expect(failed.result.current.job?.error).toBe('Provider timed out');
    failed.unmount();

    const fetchMock = stubApi({ [JOB_PATH]: () => fail(404, 'NOT_FOUND', 'Job not found') });
    const lost = renderProgress(TICKET);
    await elapse(10);
    expect(lost.result.current).toMatchObject({ status: 'not_found', isRunning: false });
    await elapse(JOB_POLL_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps polling through failed polls and gives up after 5 minutes', async () => {
    let calls = 0;
    const fetchMock = stubApi({
      [JOB_PATH]: () => (++calls % 10 === 0 ? fail(503, 'SERVICE_UNAVAILABLE', 'Busy') : ok(job('active', 50))),
    });
    const { result } = renderProgress(TICKET);
    await elapse(JOB_POLL_CAP_MS - JOB_POLL_INTERVAL_MS * 2);
    expect(result.current).toMatchObject({ status: 'active', progress: 50, isRunning: true });

    await elapse(JOB_POLL_INTERVAL_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_JOB_POLLS);
    expect(result.current).toMatchObject({ status: 'timeout', progress: 50, isRunning: false });

    await elapse(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_JOB_POLLS);
  });

  it('polls nothing without a ticket', async () => {
    const fetchMock = stubApi({});
    const { result } = renderProgress(null);
    await elapse(JOB_POLL_INTERVAL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.isRunning).toBe(false);
  });
});
