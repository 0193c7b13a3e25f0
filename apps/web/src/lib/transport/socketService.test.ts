import { describe, expect, it, vi } from 'vitest';
import { FakeSocketListeners } from '../../test/fakeSocketListeners';
import { SocketService } from './socketService';
import type { SocketConnectOptions, SocketLike } from './socketTypes';

class FakeSocket extends FakeSocketListeners implements SocketLike {
  connected = false;
  active = true;
  readonly emitted: { event: string; args: unknown[] }[] = [];
  readonly io = { on: () => undefined };

  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
  }
  disconnect() {
    this.connected = false;
    this.active = false;
  }
  /** Simulates the server sending an event (or socket.io firing a reserved one). */
  serverEmit(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    this.receive(event, ...args);
  }
  last(event: string) {
    return this.emitted.filter((entry) => entry.event === event).at(-1);
  }
}

async function connected() {
  const fake = new FakeSocket();
  let options: SocketConnectOptions | undefined;
  const service = new SocketService({
    getToken: () => 'token-1',
    getClientId: () => 'tab0000001',
    connector: (_url, opts) => {
      options = opts;
      return Promise.resolve(fake);
    },
  });
  await service.connect({ userId: 'u1', username: 'Ada', email: 'ada@example.com' });
  return { fake, service, options: options! };
}

describe('SocketService', () => {
  it('connects with the token, identity, client id and the spec reconnection settings', async () => {
    const { service, options } = await connected();
    expect(service.getSnapshot()).toEqual({ state: 'connecting', isAuthenticated: false });
    expect(options).toMatchObject({
      path: '/socket.io',
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    const auth = vi.fn();
    options.auth(auth);
    expect(auth).toHaveBeenCalledWith({
      token: 'token-1',
      tier: undefined,
      clientId: 'tab0000001',
      userId: 'u1',
      username: 'Ada',
      email: 'ada@example.com',
    });
  });

  it('authenticates with auth:login, then joins the user room and rejoins project rooms', async () => {
    const { fake, service } = await connected();
    service.joinProject('p1');
    const ready = vi.fn();
    service.on('socket:ready', ready);
    fake.serverEmit('connect');
    expect(fake.last('auth:login')?.args[0]).toEqual({ token: 'token-1' });
    expect(service.getSnapshot()).toEqual({ state: 'connected', isAuthenticated: false });
    fake.serverEmit('auth:ok');
    expect(service.getSnapshot()).toEqual({ state: 'connected', isAuthenticated: true });
    expect(fake.last('join-user-room')?.args[0]).toEqual({ userId: 'u1' });
    expect(fake.last('join-project')?.args[0]).toEqual({ projectId: 'p1' });
    expect(ready).toHaveBeenCalledTimes(1);
    await expect(service.waitUntilReady(10)).resolves.toBe(true);
  });

  it('lets a call waiting for the socket go at once when the server refuses the sign-in', async () => {
    const { fake, service } = await connected();
    fake.serverEmit('connect');
    const waiting = service.waitUntilReady(60_000);
    fake.serverEmit('auth:error', { message: 'Unauthorized' });
    await expect(waiting).resolves.toBe(false);
    await expect(service.waitUntilReady(60_000)).resolves.toBe(false);
    // A reconnect signs in again: a later success makes it ready.
    fake.serverEmit('connect');
    fake.serverEmit('auth:ok');
    await expect(service.waitUntilReady(10)).resolves.toBe(true);
  });

  it('forgets a refused sign-in with its socket: a new connection is waited for again', async () => {
    const { fake, service } = await connected();
    fake.serverEmit('connect');
    fake.serverEmit('auth:error', { message: 'Unauthorized' });
    // The same service signs in again (e.g. after a new login): its new socket is still connecting.
    service.disconnect();
    await service.connect({ userId: 'u1', username: 'Ada', email: 'ada@example.com' });
    let isSettled = false;
    void service.waitUntilReady(60_000).then(() => (isSettled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isSettled).toBe(false);
    service.disconnect();
  });

  it('reports an authentication timeout', async () => {
    vi.useFakeTimers();
    try {
      const fake = new FakeSocket();
      const service = new SocketService({
        getToken: () => 't',
        connector: () => Promise.resolve(fake),
        authTimeoutMs: 100,
      });
      await service.connect({ userId: 'u1', username: 'Ada', email: 'a@b.c' });
      const errors: unknown[] = [];
      service.on('socket:error', (error) => errors.push(error));
      fake.serverEmit('connect');
      await vi.advanceTimersByTimeAsync(150);
      expect(errors).toEqual([new Error('Socket authentication timeout')]);
      expect(service.getSnapshot().isAuthenticated).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves an RPC from the response event and times out with the spec message', async () => {
    const { fake, service } = await connected();
    fake.serverEmit('connect');
    fake.serverEmit('auth:ok');
    const call = service.request('projects.list', { q: 1 }, 1000);
    const sent = fake.last('request')!.args[0] as { id: string; action: string; payload: unknown };
    expect(sent).toMatchObject({ action: 'projects.list', payload: { q: 1 } });
    fake.serverEmit('response', { id: sent.id, success: true, data: [1] });
    await expect(call).resolves.toEqual({ id: sent.id, success: true, data: [1] });

    vi.useFakeTimers();
    try {
      const late = service.request('project.get', {}, 500);
      const assertion = expect(late).rejects.toThrow('RPC timeout for action project.get');
      await vi.advanceTimersByTimeAsync(600);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails pending calls on disconnect and reports the state', async () => {
    const { fake, service } = await connected();
    fake.serverEmit('connect');
    fake.serverEmit('auth:ok');
    const call = service.request('projects.list', {}, 10_000);
    fake.active = true;
    fake.serverEmit('disconnect', 'transport close');
    await expect(call).rejects.toThrow('RPC error');
    expect(service.getSnapshot()).toEqual({ state: 'connecting', isAuthenticated: false });
    service.disconnect();
    expect(service.getSnapshot()).toEqual({ state: 'disconnected', isAuthenticated: false });
    expect(service.isActive()).toBe(false);
  });
});
