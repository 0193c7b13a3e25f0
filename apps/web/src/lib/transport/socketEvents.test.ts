import { CLIENT_EVENTS, SERVER_EVENTS, SOCKET_RPC_TIMEOUT_MS } from '@sym/contracts';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocketServer } from '../../test/fakeSocketServer';
import { ApiError } from '../errors/ApiError';
import { createSocketEvents } from './socketEvents';
import { SocketService } from './socketService';
import { SocketTransportError } from './socketTypes';
import type { TransportSettings } from './transportSettings';

const REQUEST = CLIENT_EVENTS.assetsDelete;
const ASSET = '6f1c2b8e-1f5a-4c3e-9a55-0c2f4a7d9b10';
const PROJECT = '0b7d1c2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const STREAM_REQUEST = CLIENT_EVENTS.assetVariantsBatchRequest;
const STREAM = {
  chunk: SERVER_EVENTS.assetVariantsBatchChunk,
  done: SERVER_EVENTS.assetVariantsBatchDone,
  error: SERVER_EVENTS.assetVariantsBatchError,
  cancel: CLIENT_EVENTS.assetVariantsBatchCancel,
};

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
    server.answer(REQUEST, (payload) => ({ success: true, data: { id: payload.assetId } }));

    const outcome = await events.request(REQUEST, { assetId: ASSET });

    expect(outcome).toEqual({ isDone: true, value: { id: ASSET } });
    expect(server.receivedOf(REQUEST)).toEqual([{ assetId: ASSET, requestId: expect.any(String) }]);
  });

  it('throws the refusal as the ApiError an HTTP answer would give', async () => {
    const { server, events } = await connected();
    server.answer(REQUEST, () => ({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Validation error',
        details: [{ field: 'name', message: 'Required' }],
      },
    }));

    const refusal = await events.request(REQUEST, { assetId: ASSET }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(422);
    expect((refusal as ApiError).message).toBe('Validation error - name: Required');
  });

  it('leaves the call to HTTP when the answer is unauthorized or socket calls are off', async () => {
    const { server, events } = await connected();
    server.answer(REQUEST, () => ({ success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }));
    expect(await events.request(REQUEST, { assetId: ASSET })).toEqual({ isDone: false });

    const off = await connected({ isSocketRpcEnabled: false });
    expect(await off.events.request(REQUEST, { assetId: ASSET })).toEqual({ isDone: false });
    expect(off.server.receivedOf(REQUEST)).toEqual([]);
  });

  it('fails a sent request the socket never answers instead of doing it a second time over HTTP', async () => {
    const { server, events } = await connected();
    vi.useFakeTimers();
    server.on(REQUEST, () => undefined);
    const silent = events.request(REQUEST, { assetId: ASSET });
    const failed = expect(silent).rejects.toMatchObject({ code: 'SOCKET_ERROR' });
    await vi.advanceTimersByTimeAsync(SOCKET_RPC_TIMEOUT_MS);
    await failed;
    vi.useRealTimers();
    expect(server.receivedOf(REQUEST)).toHaveLength(1);
  });

  it('in strict mode, fails instead of leaving the call to HTTP', async () => {
    const { service, events } = await connected({ isStrict: true });
    service.disconnect();
    await expect(events.request(REQUEST, { assetId: ASSET })).rejects.toMatchObject({ code: 'SOCKET_ERROR' });
  });
});

describe('socket batch streams', () => {
  it('passes each chunk of its own requestId on and settles on done', async () => {
    const { server, events } = await connected();
    server.on(STREAM_REQUEST, (raw) => {
      const { requestId } = raw as { requestId: string };
      server.send(STREAM.chunk, { requestId: 'someone-else', items: ['x'] });
      server.send(STREAM.chunk, { requestId, items: [1, 2] });
      server.send(STREAM.chunk, { requestId, items: [3] });
      server.send(STREAM.done, { requestId });
    });
    const chunks: unknown[][] = [];

    const stream = await events.stream(STREAM_REQUEST, { projectId: PROJECT }, (items) => chunks.push(items));
    await stream!.done;

    expect(chunks).toEqual([[1, 2], [3]]);
    expect(server.receivedOf(STREAM_REQUEST)).toEqual([{ projectId: PROJECT, requestId: stream!.requestId }]);
  });

  it('rejects with the server error, or with a transport error when the socket drops', async () => {
    const { server, events } = await connected();
    server.on(STREAM_REQUEST, (raw) => {
      const { requestId } = raw as { requestId: string };
      server.send(STREAM.error, { requestId, error: { code: 'NOT_FOUND', message: 'Project not found' } });
    });
    const refused = await events.stream(STREAM_REQUEST, { projectId: PROJECT }, () => undefined);
    await expect(refused!.done).rejects.toMatchObject({ status: 404, message: 'Project not found' });

    server.on(STREAM_REQUEST, () => undefined);
    const dropped = await events.stream(STREAM_REQUEST, { projectId: PROJECT }, () => undefined);
    server.drop();
    await expect(dropped!.done).rejects.toBeInstanceOf(SocketTransportError);
  });

  it('cancel sends the cancel event once, ends the stream and ignores later chunks', async () => {
    const { server, events } = await connected();
    server.on(STREAM_REQUEST, () => undefined);
    const chunks: unknown[][] = [];
    const stream = await events.stream(STREAM_REQUEST, { projectId: PROJECT }, (items) => chunks.push(items));

    stream!.cancel();
    stream!.cancel();
    await stream!.done;
    server.send(STREAM.chunk, { requestId: stream!.requestId, items: [1] });

    await vi.waitFor(() => expect(server.receivedOf(STREAM.cancel)).toEqual([{ requestId: stream!.requestId }]));
    expect(chunks).toEqual([]);
  });
});
