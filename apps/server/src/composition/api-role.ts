import type { AddressInfo } from 'node:net';
import type { Config } from '../config/index.ts';
import { buildApp, type App } from '../http/app.ts';
import { securityHeadersMiddleware } from '../http/security-headers.ts';
import { closeHttpWithin, type HttpClosed } from '../lifecycle/close-http.ts';
import { checkMediaToolchain } from '../media/ffmpeg/ffmpeg-binary.ts';
import { openRealtime, type RealtimeCluster } from '../realtime/cluster.ts';
import type { CollabOptions } from '../realtime/project-rooms.ts';
import { attachSocketServer, type SymServer } from '../realtime/socket-server.ts';
import { socketCountsOf } from '../realtime/socket-counts.ts';
import type { CompositionRoot } from './root.ts';

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

/** The api role listening: HTTP and Socket.IO on HOST:PORT. */
export interface ListeningApi {
  /** Address to reach this process directly, e.g. http://127.0.0.1:54321. */
  url: string;
  port: number;
  io: SymServer;
  /**
   * Stops taking requests and socket connections: this process's users leave their projects while the other
   * processes can still hear it, the sockets close, requests in flight get HTTP_STOP_BOUND_MS. Answers what it cut.
   */
  stopHttp(): Promise<HttpClosed>;
  /** Closes the socket server and the realtime cluster; after `stopHttp`. */
  closeRealtime(): Promise<void>;
}

/** The api role built but not yet listening (the job queue starts in between, so no request finds it stopped). */
export interface ApiRole {
  app: App;
  listen(collab?: CollabOptions): Promise<ListeningApi>;
  /** Undoes what was opened when the start failed half-way. */
  abort(): Promise<void>;
}

/**
 * The inbox's background work in the api role: notifications written from the review events this process
 * publishes, and the sweep that sends batched notification e-mails (SMTP_URL). Answers its stop.
 */
function startNotifications(services: CompositionRoot['services'], log: App['log']): () => Promise<void> {
  const stopTriggers = services.notificationTriggers.start(log);
  const stopMail = services.notificationMail.start(log);
  return async () => {
    await stopTriggers();
    await stopMail();
  };
}

/** Builds the HTTP app on the root's services and checks the media toolchain (refusing to start without it). */
export async function prepareApiRole(config: Config, root: CompositionRoot): Promise<ApiRole> {
  const { database } = root.infrastructure;
  const { services } = root;
  const { metrics } = root.infrastructure;
  const app = await buildApp(config, { services, metrics });
  let cluster: RealtimeCluster | undefined;
  let stopNotifications: (() => Promise<void>) | undefined;
  const abort = async () => {
    await app.close().catch(() => undefined);
    await stopNotifications?.().catch(() => undefined);
    await cluster?.close().catch(() => undefined);
  };
  try {
    await checkMediaToolchain(config.FFMPEG_PATH, app.log);
  } catch (error) {
    await abort();
    throw error;
  }

  async function listen(collab?: CollabOptions): Promise<ListeningApi> {
    const realtime = await openRealtime(config, database, collab, (error) =>
      app.log.error({ err: error }, 'Realtime cluster error'),
    );
    cluster = realtime.cluster;
    const opened = cluster;
    const { io, stopCollaboration } = attachSocketServer(app.server, {
      cluster: opened,
      services,
      siteTier: config.APP_TIER,
      trustProxy: config.TRUST_PROXY,
      log: app.log,
      collab: realtime.collab,
      securityHeaders: securityHeadersMiddleware({ publicUrl: config.PUBLIC_URL, apiOrigins: config.CSP_API_ORIGINS }),
    });
    metrics?.watchSockets(() => socketCountsOf(io));
    stopNotifications = startNotifications(services, app.log);
    await app.listen({ host: config.HOST, port: config.PORT });
    const { port } = app.server.address() as AddressInfo;
    const url = urlFor(config.HOST, port);
    app.log.info({ url, publicUrl: config.PUBLIC_URL, database: database.kind }, 'Server ready');
    return {
      url,
      port,
      io,
      async stopHttp() {
        // Open WebSocket connections would otherwise keep the HTTP server from closing.
        await stopCollaboration();
        io.disconnectSockets(true);
        return closeHttpWithin(app.server, () => app.close(), HTTP_STOP_BOUND_MS);
      },
      async closeRealtime() {
        // The entries of the last requests are written, and their mails sent, before the database closes.
        await stopNotifications?.();
        await io.close();
        await opened?.close();
      },
    };
  }

  return { app, listen, abort };
}
