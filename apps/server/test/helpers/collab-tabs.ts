import { io as connect, type Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type CollabAck } from '@sym/contracts';
import type { TestServer } from './test-server.ts';

interface TabOptions {
  waitForAuth?: boolean;
  /** The tab's client id (handshake auth.clientId): live events it causes carry it as their origin. */
  clientId?: string;
}

interface Received {
  event: string;
  payload: unknown;
}

/**
 * One browser tab over a real socket for the collaboration tests: it records every event it hears, so a test
 * can wait for an event (heard already or still to come) and check what it did not hear once a later event
 * that went to everyone has arrived (events reach one socket in the order they were sent).
 */
export class CollabTab {
  readonly received: Received[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      for (const wake of [...this.waiters]) wake();
    });
  }

  /**
   * Connects (handshake token when given, and the tab's client id when given); by default resolves once signed in
   * (auth:ok).
   */
  static async open(server: Pick<TestServer, 'url'>, token?: string, options: TabOptions = {}): Promise<CollabTab> {
    const socket = connect(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { ...(token ? { token } : {}), ...(options.clientId ? { clientId: options.clientId } : {}) },
    });
    const tab = new CollabTab(socket);
    const waitForAuth = token !== undefined && options.waitForAuth !== false;
    await new Promise<void>((resolve, reject) => {
      socket.once(waitForAuth ? SERVER_EVENTS.authOk : 'connect', () => resolve());
      socket.once(SERVER_EVENTS.authError, (error: unknown) => reject(new Error(JSON.stringify(error))));
      socket.once('connect_error', reject);
    });
    return tab;
  }

  /** Sends a collaboration event and resolves with its acknowledgement. */
  send(event: string, payload: unknown): Promise<CollabAck> {
    return new Promise((resolve) => this.socket.emit(event, payload, resolve));
  }

  /** Where the log ends now; `waitFor(..., since)` looks only at what comes after. */
  mark(): number {
    return this.received.length;
  }

  /** The first event of that name (matching `where`) heard from `since` on, waiting for it if need be. */
  waitFor<T = Record<string, unknown>>(
    event: string,
    where: (payload: T) => boolean = () => true,
    since = 0,
  ): Promise<T> {
    return new Promise((resolve) => {
      const check = () => {
        const found = this.received.slice(since).find((entry) => entry.event === event && where(entry.payload as T));
        if (!found) return false;
        this.waiters.delete(wake);
        resolve(found.payload as T);
        return true;
      };
      const wake = () => void check();
      if (!check()) this.waiters.add(wake);
    });
  }

  /** Every payload of that name heard so far (from `since` on). */
  heard<T = Record<string, unknown>>(event: string, since = 0): T[] {
    return this.received
      .slice(since)
      .filter((entry) => entry.event === event)
      .map((entry) => entry.payload as T);
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** Opens tabs and closes them all after each test. */
export function tabsOf(server: TestServer) {
  const open: CollabTab[] = [];
  return {
    async open(token?: string, options?: TabOptions): Promise<CollabTab> {
      const tab = await CollabTab.open(server, token, options);
      open.push(tab);
      return tab;
    },
    /** Opens a signed-in tab and joins the project, checking the acknowledgement. */
    async joined(token: string, projectId: string, clientId?: string): Promise<CollabTab> {
      const tab = await this.open(token, { clientId });
      const ack = await tab.send(CLIENT_EVENTS.joinProject, { projectId });
      if (!ack.success) throw new Error(`join-project refused: ${JSON.stringify(ack)}`);
      return tab;
    },
    closeAll(): void {
      for (const tab of open.splice(0)) tab.close();
    },
  };
}
