import { createAdapter } from '@socket.io/redis-streams-adapter';
import { openRedis } from '../redis/redis-connection.ts';
import { redisClusterNames } from './cluster-names.ts';
import type { RealtimeCluster } from './cluster.ts';

/**
 * How long a dropped client's session (its rooms, its data) is kept so that, back within it, it gets the
 * broadcasts it missed (read again from the stream) instead of reloading everything.
 */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

export interface RedisClusterSettings {
  redisUrl: string;
  /** The PostgreSQL schema of this installation: its stream, channels and session keys are its own. */
  schemaName: string;
  /** About how many entries the stream keeps (XADD MAXLEN ~): a client whose last entry is gone reloads. */
  streamMaxLen: number;
  onError(error: unknown): void;
}

/**
 * The processes of one installation talking through Redis (Socket.IO's Redis Streams adapter), with connection
 * state recovery. Broadcasts go into one stream that every process reads; requests between processes
 * (fetchSockets, server-side emits) go through Pub/Sub. A process's own sockets get its broadcasts once the
 * stream has taken them (the stream offset is what a client resumes from), in the order they were made: every
 * XADD goes through one connection, whose replies come back in order.
 */
export async function openRedisCluster(settings: RedisClusterSettings): Promise<RealtimeCluster> {
  // node-redis v5: the adapter (0.3) duplicates this client for its stream reader and its subscriber.
  const redis = await openRedis(settings.redisUrl, settings.onError);
  const adapter = createAdapter(redis, { ...redisClusterNames(settings.schemaName), maxLen: settings.streamMaxLen });
  return {
    adapter,
    serverOptions: { connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS } },
    async close() {
      if (redis.isOpen) await redis.close();
    },
  };
}
