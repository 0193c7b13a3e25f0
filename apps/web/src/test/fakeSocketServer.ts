import { CLIENT_EVENTS, OPERATION_ROUTES, fillRoutePath, type OperationName } from '@sym/contracts';
import type { SocketLike } from '../lib/transport/socketTypes';
import { FakeSocketListeners } from './fakeSocketListeners';

type Ack = (answer: unknown) => void;
type ClientEventHandler = (payload: unknown, ack: Ack | undefined) => void;

export interface ReceivedEvent {
  event: string;
  payload: unknown;
}

/**
 * A socket.io server for web tests, speaking the wire format of apps/server: it accepts auth:login, answers the
 * RPC `request` event from the test's fake fetch routes (the same table answers both transports), and lets a test
 * answer or push any other event. Install with `vi.mock('socket.io-client', () => fakeSocketIoModule())` and
 * `startFakeSocketServer()` per test; without a server the socket never connects, as in test/setup.ts.
 */
export class FakeSocketServer {
  readonly received: ReceivedEvent[] = [];
  private readonly handlers = new Map<string, ClientEventHandler>();
  private client: FakeClientSocket | null = null;

  constructor() {
    this.on(CLIENT_EVENTS.authLogin, (_payload, ack) => ack?.({ success: true }));
    this.on(CLIENT_EVENTS.request, (payload, ack) => void answerRpcOverFetch(payload).then((answer) => ack?.(answer)));
  }

  /** Handles an event the client sends (replacing the default for auth:login and request). */
  on(event: string, handler: ClientEventHandler): void {
    this.handlers.set(event, handler);
  }

  /** Answers a request event as apps/server/src/realtime/asset-socket.ts does: the ack and `<event>:response|error`. */
  answer(event: string, reply: (payload: Record<string, unknown>) => { success: boolean; [key: string]: unknown }) {
    this.on(event, (payload, ack) => {
      const body = payload as Record<string, unknown>;
      const answer = { requestId: body.requestId, ...reply(body) };
      this.send(`${event}:${answer.success ? 'response' : 'error'}`, answer);
      ack?.(answer);
    });
  }

  /** Sends an event to the connected client. */
  send(event: string, payload: unknown): void {
    this.client?.deliver(event, payload);
  }

  /** Drops the connection as a network failure does (socket.io's reserved `disconnect` event). */
  drop(): void {
    const client = this.client;
    if (!client) return;
    client.active = false;
    client.deliver('disconnect', 'transport close');
    client.connected = false;
  }

  /** The events of one name the client sent, in order. */
  receivedOf(event: string): unknown[] {
    return this.received.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }

  /** A new client connection (what `io()` returns). */
  connect(): FakeClientSocket {
    this.client = new FakeClientSocket((event, payload, ack) => {
      this.received.push({ event, payload });
      // Delivered on a later tick, as over a network.
      queueMicrotask(() => this.handlers.get(event)?.(payload, ack));
    });
    return this.client;
  }
}

/** The client end: a connected socket.io client socket as SocketService uses it. */
class FakeClientSocket extends FakeSocketListeners implements SocketLike {
  connected = true;
  active = true;
  readonly io = { on: () => undefined };

  constructor(private readonly toServer: (event: string, payload: unknown, ack: Ack | undefined) => void) {
    super();
  }

  emit(event: string, ...args: unknown[]) {
    if (!this.connected) return;
    const last = args[args.length - 1];
    this.toServer(event, args[0], typeof last === 'function' ? (last as Ack) : undefined);
  }
  disconnect() {
    this.connected = false;
    this.active = false;
  }
  deliver(event: string, payload: unknown) {
    if (this.connected) this.receive(event, payload);
  }
}

/** Runs an RPC request through the operation's REST route on the (stubbed) fetch, as the server's table does. */
async function answerRpcOverFetch(raw: unknown) {
  const { id, action, payload } = raw as { id: string; action: OperationName; payload?: Record<string, unknown> };
  const route = OPERATION_ROUTES[action];
  if (!route) return { id, success: false, error: { code: 'NOT_FOUND', message: `No route for ${action}` } };
  const { path, rest } = fillRoutePath(route.path, payload);
  const hasQuery = route.method === 'GET' || route.method === 'DELETE';
  const query = hasQuery ? new URLSearchParams(rest as Record<string, string>).toString() : '';
  const response = await fetch(query ? `${path}?${query}` : path, {
    method: route.method,
    body: hasQuery ? undefined : JSON.stringify(rest),
  });
  return { id, ...((await response.json()) as object) };
}

let current: FakeSocketServer | null = null;

/** A fresh fake server that the next socket connection reaches. */
export function startFakeSocketServer(): FakeSocketServer {
  current = new FakeSocketServer();
  return current;
}

/** The stand-in for the socket.io-client module: `io()` reaches the current fake server, if any. */
export function fakeSocketIoModule() {
  return {
    io: () => {
      if (current) return current.connect();
      // No server: a socket that never connects, as in test/setup.ts.
      return {
        connected: false,
        active: false,
        on() {},
        off() {},
        onAny() {},
        emit() {},
        disconnect() {},
        io: { on() {} },
      };
    },
  };
}
