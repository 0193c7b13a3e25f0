// Child of bench/realtime-fanout.ts: another process of the installation (like a worker) that publishes domain
// events to the cluster through the adapter REALTIME_ADAPTER names (Postgres, or Redis Streams with REDIS_URL). On {kind:'publish', event} it stamps the shot's
// description with the moment it publishes (probe@<ms>) and publishes; the sockets on the API process measure.
import { DomainEvents, type PublishedEvent } from '../../apps/server/src/modules/events/domain-events.ts';
import { openRealtimeCluster, publishToCluster } from '../../apps/server/src/realtime/cluster.ts';

const now = () => performance.timeOrigin + performance.now();
const cluster = await openRealtimeCluster(
  {
    DATABASE_URL: process.env.DATABASE_URL!,
    REALTIME_ADAPTER: process.env.REALTIME_ADAPTER === 'redis' ? 'redis' : 'postgres',
    REDIS_URL: process.env.REDIS_URL,
    REALTIME_STREAM_MAX_LEN: 10_000,
  },
  process.env.DATABASE_SCHEMA!,
  (error) => console.error(error),
);
const events = new DomainEvents();
const stop = publishToCluster(cluster, events);

process.on('message', (message: { kind: string; event?: PublishedEvent }) => {
  if (message.kind === 'publish' && message.event) {
    const event = message.event as PublishedEvent & { data: { shot: { description: string } } };
    event.data.shot.description = `probe@${now()}`;
    events.publish(event);
  }
  if (message.kind === 'stop') {
    void stop()
      .then(() => cluster.close())
      .then(() => process.exit(0));
  }
});
// The adapter's LISTEN connection (or stream reader) and first heartbeat are up after a moment; the parent waits for this.
setTimeout(() => process.send?.({ kind: 'ready' }), 1000);
