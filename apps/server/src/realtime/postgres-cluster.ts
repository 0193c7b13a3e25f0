import { createAdapter } from '@socket.io/postgres-adapter';
import { clusterChannelPrefix } from './cluster-names.ts';
import type { RealtimeCluster } from './cluster.ts';
import { withOrderedBroadcasts } from './ordered-broadcasts.ts';

/** The table the adapter keeps payloads in that are too big for a NOTIFY or binary. */
const ATTACHMENTS_TABLE = 'socket_io_attachments';
/** PostgreSQL's NOTIFY payload limit (8000 bytes by default). */
const NOTIFY_PAYLOAD_LIMIT_BYTES = 8000;

export interface PostgresClusterSettings {
  databaseUrl: string;
  /** The PostgreSQL schema of this installation: its channel and attachments table are its own. */
  schemaName: string;
  onError(error: unknown): void;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The processes of one installation talking through PostgreSQL's LISTEN/NOTIFY (Socket.IO's Postgres adapter, its
 * broadcasts kept in order by withOrderedBroadcasts). Opens the cluster's own small pool (its LISTEN connection
 * stays open) and its attachments table.
 */
export async function openPostgresCluster(settings: PostgresClusterSettings): Promise<RealtimeCluster> {
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
  return { adapter, serverOptions: {}, close: () => pool.end() };
}
