import type { ClusterMessage, MessageType } from 'socket.io-adapter';
import { ACCESS_CHANGED, type AccessEvent } from './access-loss.ts';
import { clusterChannelPrefix } from './cluster.ts';

// The Socket.IO cluster protocol (socket.io-adapter, which @socket.io/postgres-adapter speaks): a server-side
// emit is one NOTIFY on the namespace's channel. The type below fails to compile if the protocol's number moves.
const SERVER_SIDE_EMIT: MessageType.SERVER_SIDE_EMIT = 9;
// The sender id the adapters keep for emitters: a process that is not a member (no heartbeats expected from it).
const EMITTER_UID = 'emitter';
const NAMESPACE = '/';

/**
 * Tells every API process of the installation about access events from a process without sockets (the operator's
 * `npm run user:password`), as a process with sockets tells the others (access-loss.ts): for a revoked session they
 * sign out and disconnect its sockets. PostgreSQL only; resolves once every notification is sent. (The package
 * @socket.io/postgres-emitter does this for broadcasts, but its messages lack the namespace that adapter 0.5 needs.)
 */
export async function tellApiProcesses(
  settings: { databaseUrl: string; schemaName: string },
  events: readonly AccessEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    const channel = `${clusterChannelPrefix(settings.schemaName)}#${NAMESPACE}`;
    for (const event of events) {
      const message: ClusterMessage = {
        uid: EMITTER_UID,
        nsp: NAMESPACE,
        type: SERVER_SIDE_EMIT,
        data: { packet: [ACCESS_CHANGED, event] },
      };
      await client.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(message)]);
    }
  } finally {
    await client.end();
  }
}
