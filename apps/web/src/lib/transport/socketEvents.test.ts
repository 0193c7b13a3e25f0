import { SOCKET_RPC_TIMEOUT_MS } from '@sym/contracts';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocketServer } from '../../test/fakeSocketServer';
import { ApiError } from '../errors/ApiError';
import { createSocketEvents } from './socketEvents';
import { SocketService } from './socketService';
import { SocketTransportError } from './socketTypes';
import type { TransportSettings } from './transportSettings';

const ANSWERS = { response: 'things:make:response', error: 'things:make:error' };
const STREAM = { chunk: 'things:chunk', done: 'things:done', error: 'things:error', cancel: 'things:cancel' };

/** A real SocketService signed in to the fake server, and the event helpers on top of it. */
async function connected(settings: Partial<TransportSettings> = {}) {
  const server = new FakeSocketServer();
  const service = new SocketService({ getToken: () => 'token-1', connector: () => Promise.resolve(server.connect()) });
  await service.connect({ userId: 'u1', username: 'Ada', email: 'ada@example.com' });
  await service.waitUntilReady(1_000);
  const events = createSocketEvents({
    socket: service,
    settings: () => ({ isSocketRpcEnabled: true, isStrict: false, ...settings }),
  });
  return { server, service, events };
}

describe('socket request events', () => {
  it('sends the payload with a requestId and resolves once with the answer (ack and :response both come)', async () => {
    const { server, events } = await connected();
    server.answer('things:make', (payload) => ({ success: true, data: { made: payload.name } }));

    const outcome = await events.request('things:make', { name: 'Ada' }, ANSWERS);

    expect(outcome).toEqual({ isDone: true, value: { made: 'Ada' } });
    expect(server.receivedOf('things:make')).toEqual([{ name: 'Ada', requestId: expect.any(String) }]);
  });

  it('throws the refusal as the ApiError an HTTP answer would give', async () => {
    const { server, events } = await connected();
    server.answer('things:make', () => ({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Validation error',
        details: [{ field: 'name', message: 'Required' }],
      },
    }));

    const refusal = await events.request('things:make', {}, ANSWERS).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(422);
    expect((refusal as ApiError).message).toBe('Validation error - name: Required');
  });

  it('leaves the call to HTTP when the answer is unauthorized or socket calls are off', async () => {
    const { server, events } = await connected();
    server.answer('things:make', () => ({ success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }));
    expect(await events.request('things:make', {}, ANSWERS)).toEqual({ isDone: false });

    const off = await connected({ isSocketRpcEnabled: false });
    expect(await off.events.request('things:make', {}, ANSWERS)).toEqual({ isDone: false });
    expect(off.server.receivedOf('things:make')).toEqual([]);
  });

  it('fails a sent request the socket never answers instead of doing it a second time over HTTP', async () => {
    const { server, events } = await connected();
    vi.useFakeTimers();
    server.on('things:make', () => undefined);
    const silent = events.request('things:make', {}, ANSWERS);
    const failed = expect(silent).rejects.toMatchObject({ code: 'SOCKET_ERROR' });
    await vi.advanceTimersByTimeAsync(SOCKET_RPC_TIMEOUT_MS);
    await failed;
    vi.useRealTimers();
    expect(server.receivedOf('things:make')).toHaveLength(1);
  });

  it('in strict mode, fails instead of leaving the call to HTTP', async () => {
    const { service, events } = await connected({ isStrict: true });
    service.disconnect();
    await expect(events.request('things:make', {}, ANSWERS)).rejects.toMatchObject({ code: 'SOCKET_ERROR' });
  });
});

describe('socket batch streams', () => {
  it('passes each chunk of its own requestId on and settles on done', async () => {
    const { server, events } = await connected();
    server.on('things:request', (raw) => {
      const { requestId } = raw as { requestId: string };
      server.send(STREAM.chunk, { requestId: 'someone-else', items: ['x'] });
      server.send(STREAM.chunk, { requestId, items: [1, 2] });
      server.send(STREAM.chunk, { requestId, items: [3] });
      server.send(STREAM.done, { requestId });
    });
    const chunks: unknown[][] = [];

    const stream = await events.stream('things:request', { ids: [1, 2, 3] }, STREAM, (items) => chunks.push(items));
    await stream!.done;

    expect(chunks).toEqual([[1, 2], [3]]);
    expect(server.receivedOf('things:request')).toEqual([{ ids: [1, 2, 3], requestId: stream!.requestId }]);
  });

  it('rejects with the server error, or with a transport error when the socket drops', async () => {
    const { server, events } = await connected();
    server.on('things:request', (raw) => {
      const { requestId } = raw as { requestId: string };
      server.send(STREAM.error, { requestId, error: { code: 'NOT_FOUND', message: 'Project not found' } });
    });
    const refused = await events.stream('things:request', {}, STREAM, () => undefined);
    await expect(refused!.done).rejects.toMatchObject({ status: 404, message: 'Project not found' });

    server.on('things:request', () => undefined);
    const dropped = await events.stream('things:request', {}, STREAM, () => undefined);
    server.drop();
    await expect(dropped!.done).rejects.toBeInstanceOf(SocketTransportError);
  });

  it('cancel sends the cancel event once, ends the stream and ignores later chunks', async () => {
    const { server, events } = await connected();
    server.on('things:request', () => undefined);
    const chunks: unknown[][] = [];
    const stream = await events.stream('things:request', {}, STREAM, (items) => chunks.push(items));

    stream!.cancel();
    stream!.cancel();
    await stream!.done;
    server.send(STREAM.chunk, { requestId: stream!.requestId, items: [1] });

    await vi.waitFor(() => expect(server.receivedOf(STREAM.cancel)).toEqual([{ requestId: stream!.requestId }]));
    expect(chunks).toEqual([]);
  });
});
