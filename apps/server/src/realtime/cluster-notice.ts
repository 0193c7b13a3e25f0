import type { ClusterMessage, MessageType } from 'socket.io-adapter';
import type { Config } from '../config/index.ts';
import { openRedis } from '../redis/redis-connection.ts';
import { ACCESS_CHANGED, type AccessEvent } from './access-loss.ts';
import { clusterChannelPrefix, redisClusterNames } from './cluster-names.ts';

// The Socket.IO cluster protocol (socket.io-adapter, which both adapters speak): a server-side emit is one message
// of the namespace. The type below fails to compile if the protocol's number moves.
const SERVER_SIDE_EMIT: MessageType.SERVER_SIDE_EMIT = 9;
// The sender id the adapters keep for emitters: a process that is not a member (no heartbeats expected from it).
const EMITTER_UID = 'emitter';
const NAMESPACE = '/';

export type NoticeConfig = Pick<Config, 'DATABASE_URL' | 'REALTIME_ADAPTER' | 'REDIS_URL' | 'REALTIME_STREAM_MAX_LEN'>;

/**
 * Tells every API process of the installation about access events from a process without sockets (the operator's
 * `npm run user:password`), as a process with sockets tells the others (access-loss.ts): for a revoked session they
 * sign out and disconnect its sockets. Through the bus REALTIME_ADAPTER names; nothing on the embedded database (one
 * process, stopped while the operator works). Resolves once every message is sent. (The package
 * @socket.io/postgres-emitter does this for broadcasts, but its messages lack the namespace that adapter 0.5 needs.)
 */
export async function tellApiProcesses(
  config: NoticeConfig,
  schemaName: string,
  events: readonly AccessEvent[],
): Promise<void> {
  if (events.length === 0 || !config.DATABASE_URL) return;
  const messages = events.map((event): ClusterMessage => ({
    uid: EMITTER_UID,
    nsp: NAMESPACE,
    type: SERVER_SIDE_EMIT,
    data: { packet: [ACCESS_CHANGED, event] },
  }));
  if (config.REALTIME_ADAPTER === 'redis' && config.REDIS_URL) {
    await addToStream(config.REDIS_URL, schemaName, config.REALTIME_STREAM_MAX_LEN, messages);
  } else {
    await notifyPostgres(config.DATABASE_URL, schemaName, messages);
  }
}

/** One NOTIFY per message on the namespace's channel, as @socket.io/postgres-adapter sends them. */
async function notifyPostgres(databaseUrl: string, schemaName: string, messages: ClusterMessage[]): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const channel = `${clusterChannelPrefix(schemaName)}#${NAMESPACE}`;
    for (const message of messages) await client.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(message)]);
  } finally {
    await client.end();
  }
}

/**
 * One entry per message on the installation's stream, encoded as @socket.io/redis-streams-adapter encodes a
 * message without binary (its readers hand every entry of the stream to the namespace, whatever its type).
 */
async function addToStream(
  redisUrl: string,
  schemaName: string,
  maxLen: number,
  messages: ClusterMessage[],
): Promise<void> {
  const redis = await openRedis(redisUrl, () => undefined);
  try {
    const { streamName } = redisClusterNames(schemaName);
    for (const message of messages) {
      const data = 'data' in message ? JSON.stringify(message.data) : undefined;
      const fields = { uid: message.uid, nsp: message.nsp, type: String(message.type), ...(data ? { data } : {}) };
      await redis.xAdd(streamName, '*', fields, {
        TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: maxLen },
      });
    }
  } finally {
    await redis.close();
  }
}
