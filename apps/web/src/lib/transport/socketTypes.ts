import type { RpcResponse, SOCKET_LIFECYCLE, ServerEventName } from '@sym/contracts';

export type SocketState = 'disconnected' | 'connecting' | 'connected';
export type SocketHandler = (...args: unknown[]) => void;
/** A client-side lifecycle signal of the socket service (socket:ready, socket:disconnected...). */
export type SocketLifecycleSignal = (typeof SOCKET_LIFECYCLE)[keyof typeof SOCKET_LIFECYCLE];
/** What the socket service lets a caller listen to: the contract's server events and its own signals. */
export type SocketEventName = ServerEventName | SocketLifecycleSignal;

/** The part of a socket.io client socket the service uses (kept small so tests can fake it). */
export interface SocketLike {
  readonly connected: boolean;
  /** True while the client still tries to (re)connect. */
  readonly active: boolean;
  /** This connection took up the previous one's session and was sent the events missed meanwhile (Redis adapter). */
  readonly recovered?: boolean;
  on(event: string, handler: SocketHandler): unknown;
  off(event: string, handler?: SocketHandler): unknown;
  onAny(handler: (event: string, ...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
  readonly io: { on(event: 'reconnect_failed', handler: () => void): unknown };
}

export interface SocketConnectOptions {
  path: string;
  auth: (callback: (data: object) => void) => void;
  reconnection: boolean;
  reconnectionAttempts: number;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
  transports: string[];
}

/** Creates the underlying socket; the default loads socket.io-client on first use. */
export type SocketConnector = (url: string | undefined, options: SocketConnectOptions) => Promise<SocketLike>;

/** What the transport needs from a socket: readiness and request/response calls. */
export interface RpcChannel {
  /** True once a connection has been requested and not given up (connected or still connecting). */
  isActive(): boolean;
  /** Resolves true once connected and authenticated, false after `timeoutMs`. */
  waitUntilReady(timeoutMs: number): Promise<boolean>;
  /** Sends `request` {id, action, payload}; rejects with SocketTransportError on timeout or disconnect. */
  request(action: string, payload: unknown, timeoutMs: number): Promise<RpcResponse>;
}

/** The socket could not carry the call (not ready, timed out, dropped); the HTTP fallback may take over. */
export class SocketTransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocketTransportError';
  }
}
