import { STORAGE_KEYS } from '@sym/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { socketService } from '../../../lib/transport';
import { startStoredSessionSocket } from './restoreSession';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenExpiringIn = (seconds: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;
const USER = { id: 'u1', name: 'Ada', email: 'ada@example.com' };

function storeSession(accessToken: string, user: object | null = USER) {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  if (user) window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

describe('startStoredSessionSocket', () => {
  afterEach(() => {
    socketService.disconnect();
    window.localStorage.clear();
  });

  it('connects the socket at start-up for a cached user whose access token is still fresh', () => {
    storeSession(tokenExpiringIn(600));
    startStoredSessionSocket();
    expect(socketService.getSnapshot().state).toBe('connecting');
  });

  it('waits for the session check when the token is about to expire, no user is cached or there is no session', () => {
    storeSession(tokenExpiringIn(5));
    startStoredSessionSocket();
    expect(socketService.isActive()).toBe(false);

    window.localStorage.clear();
    storeSession(tokenExpiringIn(600), null);
    startStoredSessionSocket();
    expect(socketService.isActive()).toBe(false);

    window.localStorage.clear();
    startStoredSessionSocket();
    expect(socketService.isActive()).toBe(false);
  });

  it('does nothing right after a logout', () => {
    storeSession(tokenExpiringIn(600));
    window.localStorage.setItem(STORAGE_KEYS.loggingOut, 'true');
    startStoredSessionSocket();
    expect(socketService.isActive()).toBe(false);
  });
});
