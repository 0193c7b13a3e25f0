import type { createAdapter } from '@socket.io/postgres-adapter';
// The adapter's own test of what it sends with an attachment row, so both publish paths agree on it.
import { hasBinary } from '@socket.io/postgres-adapter/dist/util.js';
import type { Pool } from 'pg';
import { Adapter, MessageType, type ClusterMessage } from 'socket.io-adapter';

type AdapterFactory = ReturnType<typeof createAdapter>;
type BroadcastOptions = Parameters<Adapter['broadcast']>[1];

/** What the wrapper reaches of Socket.IO's cluster adapter (socket.io-adapter's ClusterAdapter). */
interface ClusterAdapterParts {
  /** Stamps the message with the adapter's uid and namespace, then hands it to doPublish. */
  publishAndReturnOffset(message: ClusterMessage): Promise<string>;
  doPublish(message: ClusterMessage): Promise<string>;
}

export interface OrderedPublisherSettings {
  pool: Pick<Pool, 'query'>;
  /** The adapter's `payloadThreshold`: a message over it (or binary) goes through the adapter's own publish. */
  payloadThreshold: number;
  /** The NOTIFY channel of a namespace. */
  channelOf(namespace: string): string;
  onError(error: unknown): void;
}

/**
 * Socket.IO's cluster adapter gives a broadcast to this process's own sockets only once its NOTIFY returned, and
 * NOTIFYs sent over a pool of connections return in any order: a tab's join snapshot could reach it after a lock
 * it already holds, and wipe the lock from the tab's view. Wrapped, an adapter hands each broadcast to its own
 * sockets at once, in the order it was made, and the NOTIFYs go out in that same order: those waiting while one
 * is under way go together in one statement (one round trip, delivered in order), the others' publish (binary or
 * large messages, with an attachment row) one at a time in their turn.
 */
export function withOrderedBroadcasts(create: AdapterFactory, settings: OrderedPublisherSettings): AdapterFactory {
  const publisher = createOrderedPublisher(settings);
  // A function, not an arrow: Socket.IO calls it with `new` (the object it returns is the adapter).
  return function orderedAdapter(nsp) {
    const adapter = create(nsp);
    const parts = adapter as unknown as ClusterAdapterParts;
    const viaAdapter = parts.doPublish.bind(adapter);
    parts.doPublish = (message) => publisher.publish(message, viaAdapter);
    adapter.broadcast = async (packet, opts) => {
      if (!opts.flags?.local) {
        const message = { type: MessageType.BROADCAST, data: { packet, opts: encodeOptions(opts) } } as ClusterMessage;
        parts.publishAndReturnOffset(message).catch(settings.onError);
      }
      Adapter.prototype.broadcast.call(adapter, packet, opts);
    };
    return adapter;
  };
}

/** As socket.io-adapter encodes broadcast options for other processes. */
function encodeOptions(opts: BroadcastOptions) {
  return { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags };
}

interface Pending {
  channel: string;
  /** The NOTIFY payload; undefined when the adapter's own publish sends the message. */
  payload?: string;
  message: ClusterMessage;
  viaAdapter: (message: ClusterMessage) => Promise<string>;
  done: (offset: string) => void;
}

function createOrderedPublisher({ pool, payloadThreshold, channelOf, onError }: OrderedPublisherSettings) {
  const queue: Pending[] = [];
  let isDraining = false;
  // PostgreSQL delivers one notification of a transaction's identical ones: a sequence number keeps them apart.
  let sequence = 0;

  async function sendTogether(batch: Pending[]): Promise<void> {
    await pool.query('SELECT pg_notify(channel, payload) FROM unnest($1::text[], $2::text[]) AS n(channel, payload)', [
      batch.map((item) => item.channel),
      batch.map((item) => item.payload!),
    ]);
  }

  async function drain(): Promise<void> {
    isDraining = true;
    while (queue.length > 0) {
      const head = queue[0]!;
      const count = head.payload === undefined ? 1 : runLength(queue);
      const batch = queue.splice(0, count);
      try {
        if (head.payload === undefined) await head.viaAdapter(head.message);
        else await sendTogether(batch);
      } catch (error) {
        onError(error);
      }
      for (const item of batch) item.done('');
    }
    isDraining = false;
  }

  return {
    /** Sends the message after those before it; resolves once it went out (or failed, told to onError). */
    publish(message: ClusterMessage, viaAdapter: Pending['viaAdapter']): Promise<string> {
      return new Promise((done) => {
        const channel = channelOf(message.nsp);
        const payload = hasBinary(message) ? undefined : JSON.stringify({ ...message, seq: (sequence += 1) });
        const fits = payload !== undefined && Buffer.byteLength(payload) <= payloadThreshold;
        queue.push({ channel, message, viaAdapter, done, ...(fits ? { payload } : {}) });
        if (!isDraining) void drain();
      });
    },
  };
}

/** How many messages from the queue's start go in one NOTIFY statement. */
function runLength(queue: readonly Pending[]): number {
  const end = queue.findIndex((item) => item.payload === undefined);
  return end === -1 ? queue.length : end;
}
