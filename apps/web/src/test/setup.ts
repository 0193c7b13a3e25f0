import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A socket.io client that never connects, so signed-in screens run on the HTTP transport in tests.
vi.mock('socket.io-client', () => ({
  io: () => ({
    connected: false,
    active: false,
    on: () => undefined,
    off: () => undefined,
    onAny: () => undefined,
    emit: () => undefined,
    disconnect: () => undefined,
    io: { on: () => undefined },
  }),
}));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
