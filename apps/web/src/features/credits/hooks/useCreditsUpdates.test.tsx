import { CREDIT_SYNC_DELAY_MS, SERVER_EVENTS, SOCKET_LIFECYCLE, type Credits } from '@sym/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { socketService } from '../../../lib/transport';
import { makeCredits } from '../../../test/creditFixtures';
import { ok, stubApi } from '../../../test/fakeApi';
import { creditKeys } from '../api/creditKeys';
import { useCreditsBalance } from './useCreditsQueries';
import { useCreditsUpdates } from './useCreditsUpdates';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useCreditsUpdates', () => {
  it('applies a pushed balance at once, ignores malformed pushes and team balances, and re-syncs 2 s later', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
    const fetchMock = stubApi({ 'GET /api/credits/balance': () => ok(makeCredits({ balance: 37 })) });
    const handlers = new Map<string, (payload: unknown) => void>();
    vi.spyOn(socketService, 'on').mockImplementation((event, handler) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData<Credits>(creditKeys.balance(), makeCredits({ balance: 42 }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(
      () => {
        useCreditsUpdates();
        return useCreditsBalance();
      },
      { wrapper },
    );
    const push = handlers.get(SERVER_EVENTS.creditsUpdated)!;

    const balance = () => queryClient.getQueryData<Credits>(creditKeys.balance())?.balance;

    act(() => push({ amount: 1, type: 'used' }));
    act(() => push({ currentBalance: 'many' }));
    expect(balance()).toBe(42);
    // A team's shared account moved: not the member's own balance, and nothing to re-read.
    act(() => push({ currentBalance: 990, amount: 1, type: 'used', teamId: '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f' }));
    expect(balance()).toBe(42);

    act(() => push({ currentBalance: 38, amount: 3, type: 'used', operationType: 'video' }));
    expect(balance()).toBe(38);
    // Observers hear of cache changes on the next tick.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.data?.balance).toBe(38);
    expect(fetchMock).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(CREDIT_SYNC_DELAY_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.data?.balance).toBe(37);

    unmount();
    expect(handlers.has(SERVER_EVENTS.creditsUpdated)).toBe(false);
  });
});

/** The socket's lifecycle events, signalled by the test. */
function spySocket() {
  const handlers = new Map<string, Set<(payload?: unknown) => void>>();
  vi.spyOn(socketService, 'on').mockImplementation((event, handler) => {
    const set = handlers.get(event) ?? new Set();
    set.add(handler);
    handlers.set(event, set);
    return () => set.delete(handler);
  });
  return (event: string) => handlers.get(event)?.forEach((handler) => handler());
}

describe('user data after a reconnect', () => {
  it('re-reads the credits once the socket is signed in again, not at the first sign-in', () => {
    const signal = spySocket();
    const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(
      () => {
        useCreditsUpdates();
      },
      { wrapper },
    );
    signal(SOCKET_LIFECYCLE.authenticated);
    expect(invalidate).not.toHaveBeenCalled();

    signal(SOCKET_LIFECYCLE.disconnected);
    signal(SOCKET_LIFECYCLE.authenticated);
    // The running jobs of a project are re-read by its room (generationLiveHandlers.refreshProject).
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([creditKeys.account()]);
  });
});
