import type { AddressInfo } from 'node:net';
import type { Config } from './config/index.ts';
import { createDatabase, type DatabaseHandle } from './db/index.ts';
import { buildApp, type App } from './http/app.ts';
import { securityHeadersMiddleware } from './http/security-headers.ts';
import { checkMediaToolchain, resolveFfmpeg } from './media/ffmpeg/ffmpeg-binary.ts';
import { createServices, type Services } from './modules/services.ts';
import { startJobs } from './jobs/start-jobs.ts';
import type { QueueStopped } from './jobs/job-queue.ts';
import { closeHttpWithin, type HttpClosed } from './lifecycle/close-http.ts';
import { attachSocketServer, type SymServer } from './realtime/socket-server.ts';
import { openRealtime, type RealtimeCluster } from './realtime/cluster.ts';
import type { CollabOptions } from './realtime/project-rooms.ts';

export interface RunningServer {
  /** Address to reach this process directly, e.g. http://127.0.0.1:54321. */
  url: string;
  port: number;
  app: App;
  io: SymServer;
  database: DatabaseHandle;
  services: Services;
  /**
   * Stops taking work (HTTP, sockets, jobs) and ends what is in flight within bounds: requests get
   * HTTP_STOP_BOUND_MS, running jobs JOB_STOP_GRACE_SECONDS before they go back to the queue; then the database
   * closes. Safe to call twice. Answers what the stop cut short, for its log line.
   */
  close(): Promise<ServerStopped>;
}

/** What a stop cut short. */
export type ServerStopped = QueueStopped & HttpClosed;

/**
 * How long the requests in flight when a stop begins get to be answered (an upload being sent, a file being
 * downloaded); then their connections are destroyed. A client that stopped sending holds the stop no longer.
 */
const HTTP_STOP_BOUND_MS = 1_500;

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

function urlFor(host: string, port: number): string {
  if (WILDCARD_HOSTS.has(host)) return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export interface StartServerOptions {
  /** The database being opened already (main.ts starts that before loading the rest of the server). */
  database?: Promise<DatabaseHandle>;
  /** Presence and lock timing (tests shorten the lock lease); the contract's constants by default. */
  collab?: CollabOptions;
}

/** Opens the database (applying migrations), builds the app, attaches Socket.IO and listens on HOST:PORT. */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  // Starts the (cached) ffmpeg check beside the database start; checkMediaToolchain awaits it before serving.
  void resolveFfmpeg(config.FFMPEG_PATH).catch(() => undefined);
  const database = await (options.database ?? createDatabase(config));
  let app: App | undefined;
  let services: Services | undefined;
  let cluster: RealtimeCluster | undefined;
  try {
    await database.migrate();
    const ready = createServices(config, database);
    services = ready;
    app = await buildApp(config, { database, services: ready });
    await checkMediaToolchain(config.FFMPEG_PATH, app.log);
    await startJobs(config, database, ready, app.log);
    const log = app.log;
    const realtime = await openRealtime(config, database, options.collab, (error) =>
      log.error({ err: error }, 'Realtime cluster error'),
    );
    cluster = realtime.cluster;
    const clustered = cluster;
    const { io, stopCollaboration } = attachSocketServer(app.server, {
      cluster: clustered,
      services,
      siteTier: config.APP_TIER,
      trustProxy: config.TRUST_PROXY,
      log: app.log,
      collab: realtime.collab,
      securityHeaders: securityHeadersMiddleware({ publicUrl: config.PUBLIC_URL, apiOrigins: config.CSP_API_ORIGINS }),
    });
    await app.listen({ host: config.HOST, port: config.PORT });
    const { port } = app.server.address() as AddressInfo;
    const url = urlFor(config.HOST, port);
    app.log.info({ url, publicUrl: config.PUBLIC_URL, database: database.kind }, 'Server ready');

    const running = app;
    let closing: Promise<ServerStopped> | undefined;
    const closeHttp = async (): Promise<HttpClosed> => {
      // This process's users leave their projects while the others can still hear it; then the sockets close
      // (open WebSocket connections would otherwise keep the HTTP server from closing).
      await stopCollaboration();
      io.disconnectSockets(true);
      return closeHttpWithin(running.server, () => running.close(), HTTP_STOP_BOUND_MS);
    };
    const close = () => {
      // The worker stops taking jobs at the same moment HTTP stops accepting; both wait side by side.
      closing ??= Promise.all([ready.generation.queue.stop(config.JOB_STOP_GRACE_SECONDS * 1000), closeHttp()]).then(
        async ([jobs, http]) => {
          await io.close();
          await clustered?.close();
          await database.close();
          return { ...jobs, ...http };
        },
      );
      return closing;
    };
    return { url, port, app: running, io, database, services: ready, close };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await services?.generation.queue.stop().catch(() => undefined);
    await cluster?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
