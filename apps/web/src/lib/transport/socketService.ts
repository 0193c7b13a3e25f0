import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  SOCKET_AUTH_TIMEOUT_MS,
  SOCKET_LIFECYCLE,
  SOCKET_MESSAGES,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  type ClientEventName,
  type ClientEventPayload,
  type RpcResponse,
} from '@sym/contracts';
import { getClientId as tabClientId } from './clientId';
import {
  SocketTransportError,
  type RpcChannel,
  type SocketConnector,
  type SocketEventName,
  type SocketHandler,
  type SocketLike,
  type SocketState,
} from './socketTypes';

export interface SocketIdentity {
  userId: string;
  username: string;
  email: string;
}

export interface SocketSnapshot {
  state: SocketState;
  isAuthenticated: boolean;
}

export interface SocketServiceOptions {
  getToken: () => string | null;
  /** Tier sent in the handshake (browsers cannot set the X-App-Tier header on a WebSocket). */
  getTier?: () => string;
  /** This tab's client id, sent in the handshake so live events name their origin (tests pass their own). */
  getClientId?: () => string;
  url?: string;
  connector?: SocketConnector;
  authTimeoutMs?: number;
}

interface PendingCall {
  settle: (response: RpcResponse) => void;
  fail: (error: Error) => void;
}

// Loaded on sign-in only, so the sign-in screen does not pay for the socket client.
const socketIoModule = () => import('socket.io-client');

/** Starts loading the socket client while a stored session is being checked (it connects once that is done). */
export function preloadSocketClient(): void {
  socketIoModule().catch(() => undefined);
}

const loadSocketIo: SocketConnector = async (url, options) => {
  const { io } = await socketIoModule();
  return url ? io(url, options) : io(options);
};

/**
 * Realtime connection of spec §4/§7: connects after sign-in, authenticates with auth:login, joins the
 * user room, rejoins project rooms after reconnects and carries RPC requests for the transport.
 */
export class SocketService implements RpcChannel {
  private socket: SocketLike | null = null;
  private identity: SocketIdentity | null = null;
  private snapshot: SocketSnapshot = { state: 'disconnected', isAuthenticated: false };
  private readonly stateListeners = new Set<() => void>();
  private readonly eventHandlers = new Map<string, Set<SocketHandler>>();
  private readonly pending = new Map<string, PendingCall>();
  private readonly projectRooms = new Set<string>();
  private readonly idPrefix = Math.random().toString(36).slice(2, 8);
  private nextId = 0;
  private connectAttempt = 0;
  /** The server refused this connection's sign-in (a revoked session): calls waiting for it go over HTTP. */
  private isRefused = false;

  constructor(private readonly options: SocketServiceOptions) {}

  getSnapshot = (): SocketSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Opens the connection for a signed-in user; a second call for the same user is a no-op. */
  async connect(identity: SocketIdentity): Promise<void> {
    // Already connected or connecting for this user (e.g. a repeated effect): nothing to do.
    if (this.identity?.userId === identity.userId && this.isActive()) return;
    // The project rooms stay: a screen may have entered its room before the sign-in connected the socket.
    const rooms = [...this.projectRooms];
    this.disconnect();
    rooms.forEach((projectId) => this.projectRooms.add(projectId));
    this.identity = identity;
    const attempt = ++this.connectAttempt;
    this.update({ state: 'connecting', isAuthenticated: false });
    let socket: SocketLike;
    try {
      socket = await (this.options.connector ?? loadSocketIo)(this.options.url, {
        path: '/socket.io',
        auth: (callback) =>
          callback({
            token: this.options.getToken(),
            tier: this.options.getTier?.(),
            clientId: (this.options.getClientId ?? tabClientId)(),
            ...identity,
          }),
        reconnection: true,
        reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
        reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
        reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
        transports: ['websocket', 'polling'],
      });
    } catch (error) {
      if (attempt === this.connectAttempt) this.update({ state: 'disconnected', isAuthenticated: false });
      this.dispatch(SOCKET_LIFECYCLE.error, error);
      return;
    }
    // Signed out (or another user signed in) while the client library was loading.
    if (attempt !== this.connectAttempt) {
      socket.disconnect();
      return;
    }
    this.attach(socket);
  }

  disconnect(): void {
    this.connectAttempt++;
    const socket = this.socket;
    this.socket = null;
    this.identity = null;
    this.isRefused = false;
    this.projectRooms.clear();
    this.failPending(SOCKET_MESSAGES.rpcError);
    socket?.disconnect();
    this.update({ state: 'disconnected', isAuthenticated: false });
  }

  isActive(): boolean {
    return this.snapshot.state !== 'disconnected';
  }

  waitUntilReady(timeoutMs: number): Promise<boolean> {
    if (this.snapshot.isAuthenticated) return Promise.resolve(true);
    if (this.isRefused) return Promise.resolve(false);
    return new Promise((resolve) => {
      const stop = (ready: boolean) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(ready);
      };
      const timer = setTimeout(() => stop(false), timeoutMs);
      const unsubscribe = this.subscribe(() => {
        if (this.snapshot.isAuthenticated) stop(true);
        else if (this.snapshot.state === 'disconnected' || this.isRefused) stop(false);
      });
    });
  }

  request(action: string, payload: unknown, timeoutMs: number): Promise<RpcResponse> {
    const socket = this.socket;
    if (!socket || !this.snapshot.isAuthenticated) {
      return Promise.reject(new SocketTransportError(SOCKET_MESSAGES.notRegistered));
    }
    const id = `${this.idPrefix}-${++this.nextId}`;
    return new Promise<RpcResponse>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new SocketTransportError(SOCKET_MESSAGES.rpcTimeout(action)));
      }, timeoutMs);
      this.pending.set(id, {
        settle: (response) => {
          clearTimeout(timer);
          this.pending.delete(id);
          resolve(response);
        },
        fail: (error) => {
          clearTimeout(timer);
          this.pending.delete(id);
          reject(error);
        },
      });
      socket.emit(CLIENT_EVENTS.request, { id, action, payload }, (response: unknown) => this.settle(response));
    });
  }

  /**
   * Subscribes to a server event of the contract or a lifecycle signal (socket:ready, ...), its arguments as they
   * arrive (onServerEvent checks them against the contract); returns the unsubscribe.
   */
  on(event: SocketEventName, handler: SocketHandler): () => void {
    const handlers = this.eventHandlers.get(event) ?? new Set<SocketHandler>();
    handlers.add(handler);
    this.eventHandlers.set(event, handlers);
    return () => handlers.delete(handler);
  }

  /**
   * Emits a client event of the contract (its payload typed by it) when authenticated, with the acknowledgement
   * callback if given; returns whether it was sent.
   */
  emit<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>, ack?: (answer: unknown) => void): boolean {
    if (!this.socket || !this.snapshot.isAuthenticated) return false;
    if (ack) this.socket.emit(event, payload, ack);
    else this.socket.emit(event, payload);
    return true;
  }

  joinProject(projectId: string): void {
    this.projectRooms.add(projectId);
    this.emit(CLIENT_EVENTS.joinProject, { projectId });
  }

  leaveProject(projectId: string): void {
    this.projectRooms.delete(projectId);
    this.emit(CLIENT_EVENTS.leaveProject, { projectId });
  }

  private attach(socket: SocketLike): void {
    this.socket = socket;
    socket.onAny((event, ...args) => this.dispatch(event, ...args));
    socket.on(SERVER_EVENTS.response, (response) => this.settle(response));
    socket.on('connect', () => {
      this.update({ state: 'connected', isAuthenticated: false });
      this.authenticate(socket, socket.recovered === true);
    });
    socket.on('disconnect', (reason) => {
      this.failPending(SOCKET_MESSAGES.rpcError);
      this.update({ state: socket.active ? 'connecting' : 'disconnected', isAuthenticated: false });
      this.dispatch(SOCKET_LIFECYCLE.disconnected, reason);
    });
    socket.on('connect_error', (error) => {
      if (!socket.active) this.update({ state: 'disconnected', isAuthenticated: false });
      this.dispatch(SOCKET_LIFECYCLE.error, error);
    });
    socket.io.on('reconnect_failed', () => this.update({ state: 'disconnected', isAuthenticated: false }));
    if (socket.connected) {
      this.update({ state: 'connected', isAuthenticated: false });
      this.authenticate(socket);
    }
  }

  /** Signs the connection in; `isRecovered`: it was sent what it missed, which the authenticated signal tells. */
  private authenticate(socket: SocketLike, isRecovered = false): void {
    const token = this.options.getToken();
    let isDone = false;
    this.isRefused = false;
    const finish = (isOk: boolean, message?: string) => {
      if (isDone || this.socket !== socket) return;
      isDone = true;
      clearTimeout(timer);
      socket.off(SERVER_EVENTS.authOk, handleOk);
      socket.off(SERVER_EVENTS.authError, handleError);
      if (!isOk) {
        this.isRefused = true;
        this.notify();
        this.dispatch(SOCKET_LIFECYCLE.error, new Error(message ?? SOCKET_MESSAGES.authFailed));
        return;
      }
      this.update({ state: 'connected', isAuthenticated: true });
      if (this.identity) socket.emit(CLIENT_EVENTS.joinUserRoom, { userId: this.identity.userId });
      this.projectRooms.forEach((projectId) => socket.emit(CLIENT_EVENTS.joinProject, { projectId }));
      this.dispatch(SOCKET_LIFECYCLE.authenticated, { recovered: isRecovered });
      this.dispatch(SOCKET_LIFECYCLE.ready);
    };
    const handleOk = () => finish(true);
    const handleError = () => finish(false, SOCKET_MESSAGES.authFailed);
    const timer = setTimeout(
      () => finish(false, SOCKET_MESSAGES.authTimeout),
      this.options.authTimeoutMs ?? SOCKET_AUTH_TIMEOUT_MS,
    );
    if (!token) {
      finish(false, SOCKET_MESSAGES.authFailed);
      return;
    }
    socket.on(SERVER_EVENTS.authOk, handleOk);
    socket.on(SERVER_EVENTS.authError, handleError);
    // Servers may answer with the auth:ok / auth:error events or through the acknowledgement.
    socket.emit(CLIENT_EVENTS.authLogin, { token }, (answer: unknown) => {
      const verdict = ackVerdict(answer);
      if (verdict !== null) finish(verdict, SOCKET_MESSAGES.authFailed);
    });
  }

  private settle(response: unknown): void {
    if (!isRpcResponse(response)) return;
    this.pending.get(String(response.id))?.settle(response);
  }

  private failPending(message: string): void {
    [...this.pending.values()].forEach((call) => call.fail(new SocketTransportError(message)));
  }

  private dispatch(event: string, ...args: unknown[]): void {
    this.eventHandlers.get(event)?.forEach((handler) => handler(...args));
  }

  private update(next: SocketSnapshot): void {
    if (next.state === this.snapshot.state && next.isAuthenticated === this.snapshot.isAuthenticated) return;
    this.snapshot = next;
    this.notify();
  }

  private notify(): void {
    this.stateListeners.forEach((listener) => listener());
  }
}

function isRpcResponse(value: unknown): value is RpcResponse {
  return typeof value === 'object' && value !== null && 'id' in value && 'success' in value;
}

/** true / false for an acknowledgement that says so, null when it says nothing either way. */
function ackVerdict(answer: unknown): boolean | null {
  if (typeof answer !== 'object' || answer === null) return null;
  if ('success' in answer && typeof answer.success === 'boolean') return answer.success;
  if ('ok' in answer && typeof answer.ok === 'boolean') return answer.ok;
  if ('error' in answer && answer.error) return false;
  return null;
}
