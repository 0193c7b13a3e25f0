import {
  CLIENT_EVENTS,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  isServerEventData,
  type ServerEventData,
  type ServerEventName,
} from '@sym/contracts';
import { getClientId } from '../../../lib/transport';
import type { SocketConnector, SocketLike } from '../../../lib/transport/socketTypes';

const loadSocketIo: SocketConnector = async (url, options) => {
  const { io } = await import('socket.io-client');
  return url ? io(url, options) : io(options);
};

export interface ReviewSocketOptions {
  token: string;
  /** Read at each join: the guest may give the passphrase after the socket opened. */
  getPassphrase: () => string | undefined;
  /** The server refused the link (NOT_FOUND: expired or revoked; UNAUTHORIZED: passphrase). */
  onJoinRefused: (code: string | undefined) => void;
  /** In the room again after a lost connection: what was said meanwhile was not replayed, so read it again. */
  onRejoined: () => void;
  url?: string;
  connector?: SocketConnector;
}

type Handler = (payload: unknown) => void;

/**
 * A review page's own socket. A guest has no account, so the app's signed-in socket is not theirs: this one opens
 * without signing in (same path, '/socket.io'), joins the episode's review room through the link with
 * review:join {token, passphrase}, joins again after every reconnect, and hands the room's events on once they
 * match the contract.
 */
export class ReviewSocket {
  private socket: SocketLike | null = null;
  private isClosed = false;
  private hasJoined = false;
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(private readonly options: ReviewSocketOptions) {}

  async open(): Promise<void> {
    const connector = this.options.connector ?? loadSocketIo;
    const socket = await connector(this.options.url, {
      path: '/socket.io',
      auth: (callback) => callback({ clientId: getClientId() }),
      reconnection: true,
      reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
      reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
      reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
      transports: ['websocket', 'polling'],
    });
    if (this.isClosed) {
      socket.disconnect();
      return;
    }
    this.socket = socket;
    socket.onAny((event, ...args) => this.handlers.get(event)?.forEach((handler) => handler(args[0])));
    socket.on('connect', () => this.join(socket));
    if (socket.connected) this.join(socket);
  }

  /** Listens to a server event of the contract; a payload that does not match it is dropped. Returns the unsubscribe. */
  on<E extends ServerEventName>(event: E, handler: (data: ServerEventData<E>) => void): () => void {
    const checked: Handler = (payload) => {
      if (isServerEventData(event, payload)) handler(payload);
    };
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(checked);
    this.handlers.set(event, set);
    return () => set.delete(checked);
  }

  close(): void {
    this.isClosed = true;
    const socket = this.socket;
    this.socket = null;
    this.handlers.clear();
    if (!socket) return;
    if (socket.connected) socket.emit(CLIENT_EVENTS.reviewLeave, { token: this.options.token });
    socket.disconnect();
  }

  private join(socket: SocketLike): void {
    const wasJoined = this.hasJoined;
    const payload = { token: this.options.token, passphrase: this.options.getPassphrase() };
    socket.emit(CLIENT_EVENTS.reviewJoin, payload, (answer: unknown) => {
      if (this.socket !== socket) return;
      const result = answer as { success?: boolean; error?: { code?: string } } | undefined;
      if (result?.success) {
        this.hasJoined = true;
        if (wasJoined) this.options.onRejoined();
        return;
      }
      this.options.onJoinRefused(result?.error?.code);
    });
  }
}
