import {
  ASSET_BATCH_STREAM_EVENTS,
  ERROR_STATUS,
  SOCKET_CONNECT_WAIT_MS,
  SOCKET_LIFECYCLE,
  SOCKET_MESSAGES,
  SOCKET_RPC_TIMEOUT_MS,
  answerEventsOf,
  unwrapData,
  type ApiErrorBody,
  type AssetBatchPayload,
  type AssetBatchStream,
  type AssetSocketData,
  type AssetSocketPayload,
  type AssetSocketRequest,
  type ClientEventName,
} from '@sym/contracts';
import { ApiError, isUnauthorizedError } from '../errors/ApiError';
import { SocketTransportError, type SocketEventName, type SocketHandler } from './socketTypes';
import type { TransportSettings } from './transportSettings';

/**
 * What event requests need from the socket: readiness, events out with an acknowledgement, events in. The names
 * are the contract's; the payloads are typed where a request or stream starts (`request`, `stream` below), and
 * go out here with the requestId they add.
 */
export interface EventChannel {
  isActive(): boolean;
  waitUntilReady(timeoutMs: number): Promise<boolean>;
  emit(event: ClientEventName, payload: unknown, ack?: (answer: unknown) => void): boolean;
  on(event: SocketEventName, handler: SocketHandler): () => void;
}

/** Done with the socket's value, or not carried by it (the caller goes over HTTP). */
export type SocketOutcome<T> = { isDone: true; value: T } | { isDone: false };

/** The events answering a request event: `<event>:response` and `<event>:error`. */
export type AnswerEvents = ReturnType<typeof answerEventsOf<AssetSocketRequest>>;

/** The events of a batch stream; `cancel` is the client event that stops it, when it has one. */
export type StreamEvents = (typeof ASSET_BATCH_STREAM_EVENTS)[AssetBatchStream];

/** A request's or stream's payload without the requestId this module adds. */
type WithoutRequestId<P> = P extends unknown ? Omit<P, 'requestId'> : never;

/** A running batch stream: `done` settles once it ended (rejects with its error); cancel stops it quietly. */
export interface BatchStream {
  requestId: string;
  done: Promise<void>;
  cancel(): void;
}

export interface SocketEventsOptions {
  socket: EventChannel | null;
  settings: () => TransportSettings;
  connectWaitMs?: number;
  /** How long a request waits for its answer, and a stream for its next event. */
  timeoutMs?: number;
}

type Answer = { success: true; data: unknown } | { success: false; error: Partial<ApiErrorBody> };
type WithRequestId = { requestId?: unknown };

const NOT_CARRIED = { isDone: false } as const;

function isAnswerTo(raw: unknown, requestId: string): raw is Answer {
  return (
    typeof raw === 'object' &&
    raw !== null &&
    (raw as WithRequestId).requestId === requestId &&
    typeof (raw as { success?: unknown }).success === 'boolean'
  );
}

const isFor = (raw: unknown, requestId: string) =>
  typeof raw === 'object' && raw !== null && (raw as WithRequestId).requestId === requestId;

function errorOf(body: Partial<ApiErrorBody> | undefined): ApiError {
  const code = body?.code;
  return ApiError.fromBody(body, code && code in ERROR_STATUS ? ERROR_STATUS[code] : undefined);
}

/**
 * Request events and batch streams carrying a requestId (the asset protocol of spec §7), on the same terms as the
 * RPC transport: over the socket when socket calls are on and it is ready within the connect wait; otherwise, or
 * when it times out, drops or answers unauthorized, the caller goes over HTTP (never in strict mode).
 */
export function createSocketEvents(options: SocketEventsOptions) {
  const { socket, settings, connectWaitMs = SOCKET_CONNECT_WAIT_MS, timeoutMs = SOCKET_RPC_TIMEOUT_MS } = options;
  const idPrefix = Math.random().toString(36).slice(2, 8);
  let nextId = 0;

  const socketFailure = (message: string) => new ApiError({ code: 'SOCKET_ERROR', status: 0, message });
  /** A stream the socket stopped carrying: the caller may go on over HTTP, unless strict mode forbids it. */
  const lost = (message: string) => (settings().isStrict ? socketFailure(message) : new SocketTransportError(message));

  /** The socket when events may go over it now; null: use HTTP. Strict mode throws instead. */
  async function readyChannel(): Promise<EventChannel | null> {
    const { isSocketRpcEnabled, isStrict } = settings();
    if (!isSocketRpcEnabled) return null;
    if (!socket || !socket.isActive()) {
      if (isStrict) throw socketFailure(SOCKET_MESSAGES.notRegistered);
      return null;
    }
    if (await socket.waitUntilReady(connectWaitMs)) return socket;
    if (isStrict) throw socketFailure(SOCKET_MESSAGES.authTimeout);
    return null;
  }

  /** Sends `event` and resolves with the first answer to it: the ack or the `:response` / `:error` event. */
  function exchange(
    channel: EventChannel,
    event: AssetSocketRequest,
    payload: object,
    names: AnswerEvents,
    requestId: string,
  ) {
    return new Promise<Answer>((resolve, reject) => {
      let isSettled = false;
      const finish = (settle: () => void) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(timer);
        stops.forEach((stop) => stop());
        settle();
      };
      const handleAnswer = (raw: unknown) => {
        if (isAnswerTo(raw, requestId)) finish(() => resolve(raw));
      };
      const stops = [
        channel.on(names.response, handleAnswer),
        channel.on(names.error, handleAnswer),
        channel.on(SOCKET_LIFECYCLE.disconnected, () =>
          finish(() => reject(new SocketTransportError(SOCKET_MESSAGES.rpcError))),
        ),
      ];
      const timer = setTimeout(
        () => finish(() => reject(new SocketTransportError(SOCKET_MESSAGES.rpcTimeout(event)))),
        timeoutMs,
      );
      if (!channel.emit(event, { ...payload, requestId }, handleAnswer)) {
        finish(() => reject(new SocketTransportError(SOCKET_MESSAGES.notRegistered)));
      }
    });
  }

  return {
    /**
     * Sends an asset request event with a new requestId, its payload typed by the contract; resolves with the data
     * of its operation's answer. Throws the server's refusal as an ApiError.
     */
    async request<E extends AssetSocketRequest>(
      event: E,
      payload: WithoutRequestId<AssetSocketPayload<E>>,
    ): Promise<SocketOutcome<AssetSocketData<E>>> {
      const channel = await readyChannel();
      if (!channel) return NOT_CARRIED;
      let answer: Answer;
      try {
        answer = await exchange(channel, event, payload, answerEventsOf(event), `${idPrefix}-${++nextId}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : SOCKET_MESSAGES.rpcError;
        // Never sent: HTTP carries it. Sent but unanswered (timeout, dropped socket): the server may have done it,
        // so it is not done a second time over HTTP; the user sees the failure and the live events tell the truth.
        if (message === SOCKET_MESSAGES.notRegistered && !settings().isStrict) return NOT_CARRIED;
        throw socketFailure(message);
      }
      if (answer.success) return { isDone: true, value: unwrapData<AssetSocketData<E>>(answer.data) };
      const error = errorOf(answer.error);
      // An unauthorized socket answer goes to HTTP, where the token refresh lives.
      if (isUnauthorizedError(error) && !settings().isStrict) return NOT_CARRIED;
      throw error;
    },

    /**
     * Starts a batch stream; `onChunk` gets each chunk's items as they arrive. Resolves null when the socket
     * cannot carry it. `done` rejects with an ApiError for the server's refusal, or with a SocketTransportError
     * when the socket drops or stays silent for the timeout (the caller may go on over HTTP; in strict mode an
     * ApiError SOCKET_ERROR instead).
     */
    async stream<E extends AssetBatchStream>(
      event: E,
      payload: WithoutRequestId<AssetBatchPayload<E>>,
      onChunk: (items: unknown[]) => void,
    ): Promise<BatchStream | null> {
      const names: StreamEvents = ASSET_BATCH_STREAM_EVENTS[event];
      const channel = await readyChannel();
      if (!channel) return null;
      const requestId = `${idPrefix}-${++nextId}`;
      let stop: (() => void) | null = null;
      const done = new Promise<void>((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          stops.forEach((unsubscribe) => unsubscribe());
          stop = null;
          settle();
        };
        const wait = () => {
          clearTimeout(timer);
          timer = setTimeout(() => finish(() => reject(lost(SOCKET_MESSAGES.rpcTimeout(event)))), timeoutMs);
        };
        const stops = [
          channel.on(names.chunk, (raw) => {
            if (!isFor(raw, requestId)) return;
            wait();
            const items = (raw as { items?: unknown }).items;
            if (Array.isArray(items)) onChunk(items);
          }),
          channel.on(names.done, (raw) => {
            if (isFor(raw, requestId)) finish(resolve);
          }),
          channel.on(names.error, (raw) => {
            if (isFor(raw, requestId)) finish(() => reject(errorOf((raw as { error?: ApiErrorBody }).error)));
          }),
          channel.on(SOCKET_LIFECYCLE.disconnected, () => finish(() => reject(lost(SOCKET_MESSAGES.rpcError)))),
        ];
        stop = () => finish(resolve);
        wait();
        if (!channel.emit(event, { ...payload, requestId })) {
          finish(() => reject(lost(SOCKET_MESSAGES.notRegistered)));
        }
      });
      return {
        requestId,
        done,
        cancel: () => {
          if (!stop) return;
          stop();
          if ('cancel' in names) channel.emit(names.cancel, { requestId });
        },
      };
    },
  };
}

export type SocketEvents = ReturnType<typeof createSocketEvents>;
