import type pg from 'pg';

/** How the listener reports what it hears and whether it hears at all. */
export interface InvalidationListenerDeps {
  databaseUrl: string;
  /** The installation's NOTIFY channel (session-invalidation.ts). */
  channel: string;
  /** How long to wait before listening again after the connection was lost. */
  retryMs: number;
  /** A notification's payload, from any process of the installation (this one included). */
  onNotice(payload: string): void;
  /** True once listening, false when the connection is lost or the listener stops: caches follow it. */
  onListening(isListening: boolean): void;
  onError(error: unknown): void;
}

type PgClient = InstanceType<typeof pg.Client>;

/**
 * One connection LISTENing on the installation's channel (PostgreSQL), reconnecting after a loss. While it is
 * down the caches are off, since a change made meanwhile would not be heard.
 */
export class InvalidationListener {
  private isStopped = false;
  private client: PgClient | undefined;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly deps: InvalidationListenerDeps) {}

  /** Connects and listens; a failed first attempt is reported and retried in the background. */
  async start(): Promise<void> {
    await this.connect().catch((error: unknown) => {
      this.deps.onError(error);
      this.scheduleReconnect();
    });
  }

  /** Stops listening for good and closes the connection. */
  async stop(): Promise<void> {
    this.isStopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.deps.onListening(false);
    const last = this.client;
    this.client = undefined;
    await last?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { default: pg } = await import('pg');
    const next = new pg.Client({ connectionString: this.deps.databaseUrl });
    const lost = (error?: unknown) => {
      if (error) this.deps.onError(error);
      this.deps.onListening(false);
      if (this.client === next) this.client = undefined;
      next.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === this.deps.channel && message.payload) this.deps.onNotice(message.payload);
    });
    this.client = next;
    await next.connect();
    await next.query(`LISTEN "${this.deps.channel}"`);
    if (this.client === next && !this.isStopped) this.deps.onListening(true);
  }

  private scheduleReconnect(): void {
    if (this.isStopped) return;
    this.retry ??= setTimeout(() => this.reconnect(), this.deps.retryMs);
  }

  private reconnect(): void {
    this.retry = undefined;
    this.connect().catch((error: unknown) => {
      this.deps.onError(error);
      this.scheduleReconnect();
    });
  }
}
