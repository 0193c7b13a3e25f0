import { Server, type ServerOptions } from 'socket.io';
import type { ServerToClientEvents } from '@sym/contracts';
import type { Config } from '../config/index.ts';
import type { DatabaseHandle } from '../db/index.ts';
import type { DomainEvents } from '../modules/events/domain-events.ts';
import { createPostgresCollabStore } from './collab/postgres-collab-store.ts';
import { fanOutDomainEvents, type PayloadSigner } from './fan-out.ts';
import { openPostgresCluster } from './postgres-cluster.ts';
import type { CollabOptions } from './project-rooms.ts';
import { openRedisCluster } from './redis-cluster.ts';

/**
 * The processes of one installation on PostgreSQL: Socket.IO's cluster adapter (Postgres or Redis Streams, by
 * REALTIME_ADAPTER) makes a broadcast of any API or worker process reach the sockets of every API process.
 */
export interface RealtimeCluster {
  adapter: NonNullable<ServerOptions['adapter']>;
  /** What the adapter adds to the Socket.IO server's options (Redis: connection state recovery). */
  serverOptions: Partial<ServerOptions>;
  close(): Promise<void>;
}

export type ClusterConfig = Pick<
  Config,
  'DATABASE_URL' | 'REALTIME_ADAPTER' | 'REDIS_URL' | 'REALTIME_STREAM_MAX_LEN'
> & { DATABASE_URL: string };

/** Opens the cluster REALTIME_ADAPTER names, for the installation in `schemaName`. */
export function openRealtimeCluster(
  config: ClusterConfig,
  schemaName: string,
  onError: (error: unknown) => void,
): Promise<RealtimeCluster> {
  switch (config.REALTIME_ADAPTER) {
    case 'postgres':
      return openPostgresCluster({ databaseUrl: config.DATABASE_URL, schemaName, onError });
    case 'redis':
      // The settings check makes REDIS_URL present with redis; said again for the type.
      if (!config.REDIS_URL) throw new Error('REALTIME_ADAPTER=redis needs REDIS_URL');
      return openRedisCluster({
        redisUrl: config.REDIS_URL,
        schemaName,
        streamMaxLen: config.REALTIME_STREAM_MAX_LEN,
        onError,
      });
  }
}

/**
 * What an API process shares with the others: on PostgreSQL the cluster and presence, locks and selections kept in
 * the database (a dead process's swept away after REALTIME_PROCESS_LEASE_SECONDS); on PGlite (one process) neither,
 * and the collaboration state stays in memory.
 */
export async function openRealtime(
  config: Omit<ClusterConfig, 'DATABASE_URL'> & Pick<Config, 'DATABASE_URL' | 'REALTIME_PROCESS_LEASE_SECONDS'>,
  database: DatabaseHandle,
  collab: CollabOptions | undefined,
  onError: (error: unknown) => void,
): Promise<{ cluster?: RealtimeCluster; collab?: CollabOptions }> {
  if (!config.DATABASE_URL) return { collab };
  const cluster = await openRealtimeCluster(
    { ...config, DATABASE_URL: config.DATABASE_URL },
    database.schemaName,
    onError,
  );
  const processLeaseMs = config.REALTIME_PROCESS_LEASE_SECONDS * 1000;
  const store = collab?.store ?? createPostgresCollabStore(database, { processLeaseMs, ...collab });
  return { cluster, collab: { processLeaseMs, ...collab, store } };
}

/**
 * A process without HTTP (the worker role) publishes its domain events to the cluster: a Socket.IO server with no
 * sockets of its own whose broadcasts the adapter hands to the API processes. Returns the stop function.
 */
export function publishToCluster(
  cluster: RealtimeCluster,
  events: DomainEvents,
  sign?: PayloadSigner,
): () => Promise<void> {
  const io = new Server<Record<never, never>, ServerToClientEvents>({ adapter: cluster.adapter, serveClient: false });
  const stopForwarding = fanOutDomainEvents(io, events, sign);
  return async () => {
    stopForwarding();
    // Not io.close(): a server never attached to HTTP has no engine to close.
    await io.of('/').adapter.close();
  };
}
