import type { HttpRoute, OperationName, RpcResponse } from '@sym/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import type { HttpClient, HttpRequest } from './httpClient';
import { SocketTransportError, type RpcChannel } from './socketTypes';
import { createTransport } from './transport';
import type { TransportSettings } from './transportSettings';

const routes: Partial<Record<OperationName, HttpRoute>> = {
  'projects.list': { method: 'GET', path: '/api/projects' },
  'project.get': { method: 'GET', path: '/api/projects/:id' },
  'project.update': { method: 'PATCH', path: '/api/projects/:id' },
  'auth.sessions.list': { method: 'GET', path: '/api/auth/sessions' },
};

function fakeHttp(result: unknown = { via: 'http' }) {
  const request = vi.fn((_request: HttpRequest) => Promise.resolve(result));
  const http: HttpClient = {
    request: <T>(req: HttpRequest) => request(req) as Promise<T>,
    setUnauthorizedHandler: () => undefined,
  };
  return { http, request };
}

function fakeSocket(overrides: Partial<RpcChannel> = {}) {
  const request = vi.fn((_action: string, _payload: unknown, _timeoutMs: number): Promise<RpcResponse> =>
    Promise.resolve({ id: '1', success: true, data: { via: 'socket' } }),
  );
  const socket: RpcChannel = {
    isActive: () => true,
    waitUntilReady: () => Promise.resolve(true),
    request,
    ...overrides,
  };
  return { socket, request };
}

const defaults: TransportSettings = { isSocketRpcEnabled: true, isStrict: false };
const timeout = (action: string) => Promise.reject(new SocketTransportError(`RPC timeout for action ${action}`));

describe('createTransport', () => {
  it('sends over the socket first and unwraps data inside data', async () => {
    const { http, request } = fakeHttp();
    const { socket } = fakeSocket({
      request: () => Promise.resolve({ id: '1', success: true, data: { data: { via: 'socket' } } }),
    });
    const transport = createTransport({ http, socket, routes, settings: () => defaults });
    await expect(transport.call('projects.list')).resolves.toEqual({ via: 'socket' });
    expect(request).not.toHaveBeenCalled();
  });

  it('passes action and payload to the socket with the RPC timeout', async () => {
    const { http } = fakeHttp();
    const { socket, request: rpc } = fakeSocket();
    const transport = createTransport({ http, socket, routes, settings: () => defaults, rpcTimeoutMs: 1234 });
    await transport.call('project.get', { id: 'p1' });
    expect(rpc).toHaveBeenCalledWith('project.get', { id: 'p1' }, 1234);
  });

  it('falls back to HTTP on an RPC timeout, filling path parameters and sending the rest as body', async () => {
    const { http, request } = fakeHttp();
    const { socket } = fakeSocket({ request: (action) => timeout(action) });
    const transport = createTransport({ http, socket, routes, settings: () => defaults });
    await expect(transport.call('project.update', { id: 'p 1', name: 'New' })).resolves.toEqual({ via: 'http' });
    expect(request).toHaveBeenCalledWith({
      method: 'PATCH',
      path: '/api/projects/p%201',
      query: undefined,
      body: { name: 'New' },
    });
  });

  it('falls back to HTTP when the socket is not ready within the wait', async () => {
    const { http, request } = fakeHttp();
    const { socket, request: rpc } = fakeSocket({ waitUntilReady: () => Promise.resolve(false) });
    const transport = createTransport({ http, socket, routes, settings: () => defaults });
    await expect(transport.call('projects.list', { includePreviews: true })).resolves.toEqual({ via: 'http' });
    expect(rpc).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith({
      method: 'GET',
      path: '/api/projects',
      query: { includePreviews: true },
      body: undefined,
    });
  });

  it('falls back to HTTP on an unauthorized socket answer', async () => {
    const { http, request } = fakeHttp();
    const { socket } = fakeSocket({
      request: () =>
        Promise.resolve({ id: '1', success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }),
    });
    const transport = createTransport({ http, socket, routes, settings: () => defaults });
    await expect(transport.call('projects.list')).resolves.toEqual({ via: 'http' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('throws domain errors from the socket as ApiError without retrying over HTTP', async () => {
    const { http, request } = fakeHttp();
    const { socket } = fakeSocket({
      request: () =>
        Promise.resolve({ id: '1', success: false, error: { code: 'NOT_FOUND', message: 'Project not found' } }),
    });
    const transport = createTransport({ http, socket, routes, settings: () => defaults });
    const error = await transport.call('project.get', { id: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Project not found' });
    expect(request).not.toHaveBeenCalled();
  });

  it('does not fall back in strict mode', async () => {
    const { http, request } = fakeHttp();
    const { socket } = fakeSocket({ request: (action) => timeout(action) });
    const transport = createTransport({ http, socket, routes, settings: () => ({ ...defaults, isStrict: true }) });
    await expect(transport.call('projects.list')).rejects.toMatchObject({
      code: 'SOCKET_ERROR',
      message: 'RPC timeout for action projects.list',
    });
    expect(request).not.toHaveBeenCalled();
  });

  it('uses HTTP directly when socket RPC is off, the socket was never started, or the action is auth', async () => {
    const { http, request } = fakeHttp();
    const waitUntilReady = vi.fn(() => Promise.resolve(true));
    const off = createTransport({
      http,
      socket: fakeSocket({ waitUntilReady }).socket,
      routes,
      settings: () => ({ ...defaults, isSocketRpcEnabled: false }),
    });
    await off.call('projects.list');
    const idle = createTransport({
      http,
      socket: fakeSocket({ isActive: () => false, waitUntilReady }).socket,
      routes,
      settings: () => defaults,
    });
    await idle.call('projects.list');
    const auth = createTransport({
      http,
      socket: fakeSocket({ waitUntilReady }).socket,
      routes,
      settings: () => defaults,
    });
    await auth.call('auth.sessions.list');
    expect(waitUntilReady).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('throws for an operation without a REST route when the socket cannot carry it', async () => {
    const { http } = fakeHttp();
    const transport = createTransport({ http, socket: null, routes, settings: () => defaults });
    await expect(transport.call('series.list')).rejects.toThrow('Unknown operation series.list');
  });
});
