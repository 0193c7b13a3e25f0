import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import type { ServerToClientEvents } from '@sym/contracts';
import type { Config } from '../config/index.ts';
import type { DatabaseHandle } from '../db/index.ts';
import type { DomainEvents } from '../modules/events/domain-events.ts';
import { createPostgresCollabStore } from './collab/postgres-collab-store.ts';
import { fanOutDomainEvents, type PayloadSigner } from './fan-out.ts';
import { withOrderedBroadcasts } from './ordered-broadcasts.ts';
import type { CollabOptions } from './project-rooms.ts';

/** The table the adapter keeps payloads in that are too big for a NOTIFY or binary. */
const ATTACHMENTS_TABLE = 'socket_io_attachments';
/** PostgreSQL's NOTIFY payload limit (8000 bytes by default). */
const NOTIFY_PAYLOAD_LIMIT_BYTES = 8000;

export interface ClusterSettings {
  databaseUrl: string;
  /** The PostgreSQL schema of this installation: its channel and attachments table are its own. */
  schemaName: string;
  onError(error: unknown): void;
}

/**
 * The processes of one installation on PostgreSQL, talking through its LISTEN/NOTIFY: Socket.IO's Postgres adapter
 * makes a broadcast of any API or worker process reach the sockets of every API process.
 */
export interface RealtimeCluster {
  adapter: ReturnType<typeof withOrderedBroadcasts>;
  close(): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The prefix of the NOTIFY channels of one installation (its schema): its processes hear only each other. */
export const clusterChannelPrefix = (schemaName: string) => `sym:${schemaName}`;

/** Opens the cluster's own small pool (its LISTEN connection stays open) and its attachments table. */
export async function openRealtimeCluster(settings: ClusterSettings): Promise<RealtimeCluster> {
  const { default: pg } = await import('pg');
  const isCustomSchema = settings.schemaName !== 'public';
  const pool = new pg.Pool({
    connectionString: settings.databaseUrl,
    max: 4,
    ...(isCustomSchema ? { options: `-c search_path=${quoteIdent(settings.schemaName)}` } : {}),
  });
  pool.on('error', settings.onError);
  const client = await pool.connect();
  try {
    // Processes starting together: one creates the table, the others wait and find it.
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sym-realtime:${settings.schemaName}`]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (
        id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const channelPrefix = clusterChannelPrefix(settings.schemaName);
  const adapter = withOrderedBroadcasts(
    createAdapter(pool, {
      channelPrefix,
      tableName: ATTACHMENTS_TABLE,
      payloadThreshold: NOTIFY_PAYLOAD_LIMIT_BYTES,
      errorHandler: settings.onError,
    }),
    {
      pool,
      payloadThreshold: NOTIFY_PAYLOAD_LIMIT_BYTES,
      channelOf: (namespace) => `${channelPrefix}#${namespace}`,
      onError: settings.onError,
    },
  );
  return { adapter, close: () => pool.end() };
}

/**
 * What an API process shares with the others: on PostgreSQL the cluster and presence, locks and selections kept in
 * the database (a dead process's swept away after REALTIME_PROCESS_LEASE_SECONDS); on PGlite (one process) neither,
 * and the collaboration state stays in memory.
 */
export async function openRealtime(
  config: Pick<Config, 'DATABASE_URL' | 'REALTIME_PROCESS_LEASE_SECONDS'>,
  database: DatabaseHandle,
  collab: CollabOptions | undefined,
  onError: (error: unknown) => void,
): Promise<{ cluster?: RealtimeCluster; collab?: CollabOptions }> {
  if (!config.DATABASE_URL) return { collab };
  const cluster = await openRealtimeCluster({
    databaseUrl: config.DATABASE_URL,
    schemaName: database.schemaName,
    onError,
  });
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
