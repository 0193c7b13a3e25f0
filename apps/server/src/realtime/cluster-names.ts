/**
 * The names one installation (its PostgreSQL schema) uses on the shared bus, so that its processes hear only each
 * other: the NOTIFY channels on PostgreSQL; the stream, the Pub/Sub channels and the session keys on Redis.
 */
export const clusterChannelPrefix = (schemaName: string) => `sym:${schemaName}`;

/** The Redis Streams adapter's names for an installation: one stream (every namespace) and its own key prefixes. */
export function redisClusterNames(schemaName: string) {
  const prefix = clusterChannelPrefix(schemaName);
  return { streamName: `${prefix}:stream`, channelPrefix: prefix, sessionKeyPrefix: `${prefix}:session:` };
}
