import { SOCKET_LIFECYCLE } from '@sym/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketService } from '../../../lib/transport';
import { enterProjectRoom, type RoomCallbacks } from './projectRoom';

function spySocket() {
  const handlers = new Map<string, Set<() => void>>();
  vi.spyOn(socketService, 'on').mockImplementation((event, handler) => {
    const set = handlers.get(event) ?? new Set();
    set.add(handler as () => void);
    handlers.set(event, set);
    return () => set.delete(handler as () => void);
  });
  const join = vi.spyOn(socketService, 'joinProject').mockImplementation(() => undefined);
  const leave = vi.spyOn(socketService, 'leaveProject').mockImplementation(() => undefined);
  const signal = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  return { join, leave, signal };
}

function callbacks() {
  const stopLive = vi.fn();
  const room: RoomCallbacks = {
    startLiveUpdates: vi.fn(() => Promise.resolve(stopLive)),
    refreshProject: vi.fn(),
  };
  return { room, stopLive };
}

afterEach(() => vi.restoreAllMocks());

describe('enterProjectRoom', () => {
  it('joins once for several users of a project and leaves with the last', async () => {
    const { join, leave } = spySocket();
    const { room, stopLive } = callbacks();
    const queryClient = new QueryClient();
    const first = enterProjectRoom(queryClient, 'p1', room);
    const second = enterProjectRoom(queryClient, 'p1', room);
    await Promise.resolve();
    expect(join).toHaveBeenCalledTimes(1);
    expect(room.startLiveUpdates).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(leave).not.toHaveBeenCalled();
    second();
    expect(leave).toHaveBeenCalledWith('p1');
    expect(stopLive).toHaveBeenCalledTimes(1);
  });

  it('joins only once its live events are listened to, and not at all when released before', async () => {
    const { join, leave } = spySocket();
    let started: (stop: () => void) => void = () => undefined;
    const room: RoomCallbacks = {
      startLiveUpdates: () => new Promise((resolve) => (started = resolve)),
      refreshProject: vi.fn(),
    };
    const release = enterProjectRoom(new QueryClient(), 'p3', room);
    expect(join).not.toHaveBeenCalled();
    started(() => undefined);
    await vi.waitFor(() => expect(join).toHaveBeenCalledWith('p3'));
    release();
    expect(leave).toHaveBeenCalledWith('p3');

    join.mockClear();
    const stopLive = vi.fn();
    const early = enterProjectRoom(new QueryClient(), 'p4', room);
    early();
    started(stopLive);
    await vi.waitFor(() => expect(stopLive).toHaveBeenCalled());
    expect(join).not.toHaveBeenCalled();
  });

  it('still joins when the live code fails to load', async () => {
    const { join } = spySocket();
    const room: RoomCallbacks = {
      startLiveUpdates: () => Promise.reject(new Error('chunk failed')),
      refreshProject: vi.fn(),
    };
    const release = enterProjectRoom(new QueryClient(), 'p5', room);
    await vi.waitFor(() => expect(join).toHaveBeenCalledWith('p5'));
    release();
  });

  it('refreshes the project once after a reconnect, not after the first sign-in', () => {
    const { signal } = spySocket();
    const { room } = callbacks();
    const release = enterProjectRoom(new QueryClient(), 'p2', room);
    signal(SOCKET_LIFECYCLE.authenticated);
    expect(room.refreshProject).not.toHaveBeenCalled();
    signal(SOCKET_LIFECYCLE.disconnected);
    signal(SOCKET_LIFECYCLE.authenticated);
    signal(SOCKET_LIFECYCLE.authenticated);
    expect(room.refreshProject).toHaveBeenCalledTimes(1);
    release();
  });
});
