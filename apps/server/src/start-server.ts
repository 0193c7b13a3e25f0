import type { AddressInfo } from 'node:net';
import type { Config } from './config/index.ts';
import { createDatabase, type DatabaseHandle } from './db/index.ts';
import { buildApp, type App } from './http/app.ts';
import { checkMediaToolchain, resolveFfmpeg } from './media/ffmpeg/ffmpeg-binary.ts';
import { createServices, type Services } from './modules/services.ts';
import { startJobs } from './jobs/start-jobs.ts';
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
  /** Stops accepting, disconnects sockets, closes Fastify and the database. Safe to call twice. */
  close(): Promise<void>;
}

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
    });
    await app.listen({ host: config.HOST, port: config.PORT });
    const { port } = app.server.address() as AddressInfo;
    const url = urlFor(config.HOST, port);
    app.log.info({ url, publicUrl: config.PUBLIC_URL, database: database.kind }, 'Server ready');

    const running = app;
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        // This process's users leave their projects while the others can still hear it; then the sockets close
        // (open WebSocket connections would otherwise keep the HTTP server from closing).
        await stopCollaboration();
        io.disconnectSockets(true);
        // A response still being written when closing starts (a streamed media file) would keep its keep-alive
        // socket for keepAliveTimeout (Fastify: 72 s) once it ends, and server.close() waits for it: let it go at once.
        running.server.keepAliveTimeout = 1;
        await running.close();
        await io.close();
        await clustered?.close();
        await ready.generation.queue.stop();
        await database.close();
      })();
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
