import { describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, RPC_ACTIONS, SERVER_EVENTS } from './realtime.ts';
import { SOCKET_AUTH_TIMEOUT_MS, SOCKET_RPC_TIMEOUT_MS } from './constants.ts';

describe('socket contract', () => {
  it('lists the spec actions once each', () => {
    expect(new Set(RPC_ACTIONS).size).toBe(RPC_ACTIONS.length);
    expect(RPC_ACTIONS).toContain('credits.subscription.upgrade');
    expect(RPC_ACTIONS).toContain('asset.variant.mod.apply');
  });

  it('names the auth and collaboration events of the spec', () => {
    expect(CLIENT_EVENTS.authLogin).toBe('auth:login');
    expect(SERVER_EVENTS.authOk).toBe('auth:ok');
    expect(SERVER_EVENTS.projectShotSelections).toBe('project:shot-selections');
    expect(SERVER_EVENTS.fieldLockFailed).toBe('field:lock:failed');
  });

  it('waits the RPC timeout minus one second for socket authentication', () => {
    expect(SOCKET_AUTH_TIMEOUT_MS).toBe(SOCKET_RPC_TIMEOUT_MS - 1000);
  });
});
