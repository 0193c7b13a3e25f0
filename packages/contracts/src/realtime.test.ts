import { describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, SERVER_EVENTS } from './realtime.ts';
import { OPERATION_NAMES } from './operations/index.ts';
import { SOCKET_AUTH_TIMEOUT_MS, SOCKET_RPC_TIMEOUT_MS } from './constants.ts';

describe('socket contract', () => {
  it('names the spec actions among the operations', () => {
    expect(OPERATION_NAMES).toContain('credits.subscription.upgrade');
    expect(OPERATION_NAMES).toContain('asset.variant.mod.apply');
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
