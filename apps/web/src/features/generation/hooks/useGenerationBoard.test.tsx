import { JOB_POLL_INTERVAL_MS, type Job, type JobTicket } from '@sym/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '../../../app/i18n';
import { createQueryClient } from '../../../app/queryClient';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { ok, stubApi } from '../../../test/fakeApi';
import { generationLiveHandlers } from '../realtime/applyJobEvents';
import { useGenerationBoard } from './useGenerationBoard';

const TICKET: JobTicket = { jobId: 'j1', queue: 'video-generation', cost: 3, targetId: 'g1' };

function job(status: Job['status'], progress: number): Job {
  return {
    id: 'j1',
    queue: 'video-generation',
    kind: 'video',
    status,
    progress,
    cost: 3,
    attempts: 1,
    error: status === 'failed' ? 'Provider failed' : null,
    result: null,
    createdAt: null,
    updatedAt: null,
  };
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(async () => {
  await i18nReady;
  vi.useFakeTimers();
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderBoard(onJobFinished = vi.fn()) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useGenerationBoard({ onJobFinished }), { wrapper });
  return { ...view, queryClient, onJobFinished };
}

describe('useGenerationBoard', () => {
  it('follows a started job to its end and reports it once', async () => {
    const polls = [job('active', 40), job('failed', 40)];
    stubApi({ 'GET /api/jobs/video-generation/j1': () => ok(polls.shift() ?? job('failed', 40)) });
    const { result, onJobFinished } = renderBoard();
    expect(result.current.stateOf('shot:video').phase).toBe('idle');

    await act(() => result.current.start({ key: 'shot:video', kind: 'video', cost: 3, run: async () => TICKET }));
    await elapse(10);
    expect(result.current.stateOf('shot:video')).toMatchObject({ phase: 'running', progress: 40, total: 1 });
    expect(result.current.isTargetRunning('g1')).toBe(true);

    await elapse(JOB_POLL_INTERVAL_MS);
    expect(result.current.stateOf('shot:video')).toMatchObject({
      phase: 'failed',
      error: 'Failed to generate video. Please try again.',
    });
    await elapse(JOB_POLL_INTERVAL_MS * 2);
    expect(onJobFinished).toHaveBeenCalledTimes(1);
    expect(onJobFinished.mock.calls[0]![0]).toMatchObject({ key: 'shot:video', ticket: TICKET });
  });

  it("finishes a job as soon as the project room's job:finished names it", async () => {
    const fetchMock = stubApi({ 'GET /api/jobs/video-generation/j1': () => ok(job('active', 10)) });
    const { result, queryClient, onJobFinished } = renderBoard();
    await act(() => result.current.start({ key: 'k', kind: 'video', cost: 3, run: async () => TICKET }));
    await elapse(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const context = { queryClient, projectId: 'p1', actorId: 'u1' };
    const finish = generationLiveHandlers['generation.completed']!;
    act(() => finish({ ...job('completed', 100), id: 'unknown', target: null }, context));
    act(() => finish({ ...job('completed', 100), target: null }, context));
    await elapse(10);
    expect(result.current.stateOf('k')).toMatchObject({ phase: 'completed', progress: 100 });
    expect(onJobFinished).toHaveBeenCalledTimes(1);
    await elapse(JOB_POLL_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when a finished take repeated an earlier one and was not charged (issue 30)', async () => {
    const repeated = { ...job('completed', 100), result: { url: '/media/a.png', isRepeatTake: true } };
    stubApi({ 'GET /api/jobs/video-generation/j1': () => ok(repeated) });
    const { result } = renderBoard();
    await act(() => result.current.start({ key: 'k', kind: 'video', cost: 3, run: async () => TICKET }));
    await elapse(10);
    expect(result.current.stateOf('k')).toMatchObject({
      phase: 'completed',
      notice: 'Same picture as an earlier take, so it was not charged: your credit is back.',
    });
  });

  it('keeps the refusal of a start request as the error', async () => {
    const { result, onJobFinished } = renderBoard();
    await act(() =>
      result.current.start({
        key: 'k',
        kind: 'image',
        cost: 1,
        run: () => Promise.reject(new Error('Generate an image for this shot first')),
      }),
    );
    expect(result.current.stateOf('k')).toMatchObject({
      phase: 'failed',
      error: 'Generate an image for this shot first',
    });
    expect(onJobFinished).not.toHaveBeenCalled();
  });
});
