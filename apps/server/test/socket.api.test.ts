import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { RpcResponse } from '@sym/contracts';
import { useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const sockets: Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

async function openSocket(auth?: Record<string, string>): Promise<Socket> {
  const socket = connect(server.url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

let requestCounter = 0;
/**
 * Emits `request` and resolves with its one answer: the ack when the call asks for one (every other call here),
 * else the `response` event. An answer by ack never comes as an event too: a request sent after it is answered
 * after it, by then any event for the first would have arrived.
 */
async function rpc(socket: Socket, action: string, payload?: unknown): Promise<RpcResponse> {
  requestCounter += 1;
  const id = `req-${requestCounter}`;
  const events: RpcResponse[] = [];
  let heard: (response: RpcResponse) => void = () => undefined;
  const onResponse = (response: RpcResponse) => {
    if (response.id !== id) return;
    events.push(response);
    heard(response);
  };
  socket.on('response', onResponse);
  try {
    if (requestCounter % 2 === 0) {
      const viaEvent = new Promise<RpcResponse>((resolve) => (heard = resolve));
      socket.emit('request', { id, action, payload });
      return await viaEvent;
    }
    const viaAck = await new Promise<RpcResponse>((resolve) =>
      socket.emit('request', { id, action, payload }, resolve),
    );
    await new Promise((resolve) => socket.emit('request', { id: `${id}-after`, action: 'unknown.action' }, resolve));
    expect(events).toEqual([]);
    return viaAck;
  } finally {
    socket.off('response', onResponse);
  }
}

async function login(socket: Socket, payload: unknown): Promise<{ event: string; payload: unknown }> {
  const ok = nextEvent(socket, 'auth:ok').then((data) => ({ event: 'auth:ok', payload: data }));
  const error = nextEvent(socket, 'auth:error').then((data) => ({ event: 'auth:error', payload: data }));
  socket.emit('auth:login', payload);
  return Promise.race([ok, error]);
}

describe('socket authentication', () => {
  it('auth:login with the access token answers auth:ok with the user id (token string or {token})', async () => {
    const account = await server.register();
    const socket = await openSocket();
    expect(await login(socket, account.accessToken)).toEqual({
      event: 'auth:ok',
      payload: { userId: account.user.id },
    });
    const second = await openSocket();
    expect(await login(second, { token: account.accessToken })).toEqual({
      event: 'auth:ok',
      payload: { userId: account.user.id },
    });
  });

  it('a bad token answers auth:error', async () => {
    const socket = await openSocket();
    expect(await login(socket, 'not-a-token')).toEqual({
      event: 'auth:error',
      payload: { message: 'Socket authentication failed' },
    });
    expect(await login(socket, {})).toEqual({
      event: 'auth:error',
      payload: { message: 'Socket authentication failed' },
    });
  });

  it('accepts the token from the handshake and joins the user room', async () => {
    const account = await server.register();
    const socket = connect(server.url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: account.accessToken },
    });
    sockets.push(socket);
    expect(await nextEvent(socket, 'auth:ok')).toEqual({ userId: account.user.id });
    const inRoom = await server.io.in(`user:${account.user.id}`).fetchSockets();
    expect(inRoom.map((member) => member.id)).toEqual([socket.id]);
    const joined = await new Promise((resolve) => socket.emit('join-user-room', { userId: 'someone-else' }, resolve));
    expect(joined).toEqual({ success: true, data: { room: `user:${account.user.id}` } });
  });
});

describe('socket re-authentication', () => {
  it('leaves the previous account’s room when signing in as someone else or failing', async () => {
    const first = await server.register();
    const second = await server.register();
    const socket = await openSocket();
    await login(socket, first.accessToken);
    const members = async (userId: string) => (await server.io.in(`user:${userId}`).fetchSockets()).map((s) => s.id);
    expect(await members(first.user.id)).toEqual([socket.id]);
    await login(socket, second.accessToken);
    expect(await members(first.user.id)).toEqual([]);
    expect(await members(second.user.id)).toEqual([socket.id]);
    await login(socket, 'garbage');
    expect(await members(second.user.id)).toEqual([]);
    expect(await rpc(socket, 'users.profile')).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
  });
});

describe('socket RPC', () => {
  it('users.profile gives the same data as HTTP', async () => {
    const account = await server.register();
    const socket = await openSocket();
    await login(socket, account.accessToken);
    const viaSocket = await rpc(socket, 'users.profile');
    const viaHttp = await server.request('GET', '/api/users/profile', { token: account.accessToken });
    expect(viaSocket.success).toBe(true);
    expect(viaSocket).toEqual({ id: expect.any(String), success: true, data: viaHttp.body.data });
  });

  it('an unauthenticated request for an auth-required operation answers UNAUTHORIZED', async () => {
    const socket = await openSocket();
    const response = await rpc(socket, 'users.profile');
    expect(response).toEqual({
      id: expect.any(String),
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'Unauthorized' },
    });
  });

  it('an unknown action answers NOT_FOUND "Socket RPC handler not registered"', async () => {
    const socket = await openSocket();
    const response = await rpc(socket, 'projects.teleport', {});
    expect(response).toEqual({
      id: expect.any(String),
      success: false,
      error: { code: 'NOT_FOUND', message: 'Socket RPC handler not registered' },
    });
  });

  it('validates payloads like HTTP: 422 details with the same fields', async () => {
    const socket = await openSocket();
    const response = await rpc(socket, 'auth.register', { data: { name: '', email: 'bad', password: 'x' } });
    const viaHttp = await server.request('POST', '/api/auth/register', {
      body: { name: '', email: 'bad', password: 'x' },
    });
    expect(response.success).toBe(false);
    if (response.success) return;
    expect(response.error).toEqual(viaHttp.body.error);
    expect(response.error.details?.map((detail) => detail.field)).toEqual(['name', 'email', 'password']);
    const notObject = await rpc(socket, 'auth.login', 'text');
    expect(notObject).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR', details: [{ field: 'payload', message: 'Expected a JSON object' }] },
    });
  });

  it('runs auth operations over the socket, and a session revoked later disconnects the socket', async () => {
    const socket = await openSocket();
    const account = await server.register();
    const loginResponse = await rpc(socket, 'auth.login', { email: account.user.email, password: account.password });
    expect(loginResponse).toMatchObject({ success: true, data: { user: { id: account.user.id } } });

    await login(socket, account.accessToken);
    const sessions = await rpc(socket, 'auth.sessions.list');
    expect(sessions.success && Array.isArray(sessions.data) && sessions.data.length).toBe(2);

    const gone = nextEvent<string>(socket, 'disconnect');
    await server.request('POST', '/api/auth/logout', { token: account.accessToken });
    // The session is over: its socket is disconnected, and signing in again with its token is refused.
    expect(await gone).toBe('io server disconnect');
    expect(await login(await openSocket(), account.accessToken)).toMatchObject({ event: 'auth:error' });
  });

  it('answers a request without an id with a validation error', async () => {
    const socket = await openSocket();
    const response = await new Promise<RpcResponse>((resolve) =>
      socket.emit('request', { action: 'users.profile' }, resolve),
    );
    expect(response).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', details: [{ field: 'id' }] } });
  });
});
