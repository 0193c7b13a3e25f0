import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadAllStrings } from '../app/i18n/i18n';
import { WEB_STORAGE_KEYS } from '../lib/storage/keys';

// findBy* and waitFor wait for what the user sees; their timeout is a ceiling that only catches a hang, well
// under the test timeout (apps/web/vitest.config.ts), not a speed budget. Tests do not pass their own.
configure({ asyncUtilTimeout: 15_000 });

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

// Calls go straight to HTTP: over the socket above each one would first wait SOCKET_CONNECT_WAIT_MS for a
// connection that never comes, a fixed delay on every request of a signed-in screen.
beforeEach(() => {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  // A test that faked the clock never leaves it to the next one.
  vi.useRealTimers();
});

// Screens under test may use any string: all of English, not only the first page's sections.
await loadAllStrings();
