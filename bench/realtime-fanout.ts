// Delivery latency of a project-room event to 100 sockets, next to a bare Socket.IO broadcast in the same run,
// and memory per connected socket. Usage: node --import tsx --expose-gc bench/realtime-fanout.ts [--sockets 100]
// [--events 200] [--memory-sockets 500]. The sockets live in a child process; the server (embedded database, or
// PostgreSQL in a fresh schema when DATABASE_URL is set) in this one. Latency = arrival in the child − the moment
// the event was published (one machine clock). With DATABASE_URL the same events are also published by another
// process of the installation (bench/realtime/cluster-publisher.ts, as a worker does) and reach the sockets through
// the cluster adapter: cross-process next to same-process delivery. The adapter is REALTIME_ADAPTER's (postgres by
// default; REALTIME_ADAPTER=redis REDIS_URL=redis://… for Redis Streams): run it once per adapter.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { SERVER_EVENTS } from '@sym/contracts';
import { loadConfig } from '../apps/server/src/config/index.ts';
import { startServer } from '../apps/server/src/composition/process.ts';
import { redisClusterNames } from '../apps/server/src/realtime/cluster-names.ts';
import { openRedis } from '../apps/server/src/redis/redis-connection.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SOCKETS = argument('sockets', 100);
const EVENTS = argument('events', 200);
const MEMORY_SOCKETS = argument('memory-sockets', 500);
const SPACING_MS = 20;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function summary(latencies: number[], expected: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    received: `${sorted.length}/${expected}`,
    p50: percentile(sorted, 50).toFixed(2),
    p99: percentile(sorted, 99).toFixed(2),
    max: sorted[sorted.length - 1]!.toFixed(2),
  };
}

function startClients(): ChildProcess {
  return fork(new URL('./realtime/socket-clients.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

async function ask<T>(child: ChildProcess, message: object, answer: string): Promise<T> {
  const reply = new Promise<T>((resolve) => {
    const onMessage = (received: { kind: string }) => {
      if (received.kind !== answer) return;
      child.off('message', onMessage);
      resolve(received as T);
    };
    child.on('message', onMessage);
  });
  child.send(message);
  return reply;
}

/** Sends EVENTS probes with `send`, SPACING_MS apart, and collects the arrivals from the child. */
async function measure(child: ChildProcess, send: (sentAt: number) => void): Promise<number[]> {
  for (let i = 0; i < EVENTS; i += 1) {
    send(now());
    await sleep(SPACING_MS);
  }
  await sleep(500);
  return (await ask<{ latencies: number[] }>(child, { kind: 'collect' }, 'latencies')).latencies;
}

const heap = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
};

const root = mkdtempSync(join(tmpdir(), 'sym-bench-realtime-'));
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `bench_rt_${Date.now().toString(36)}` : undefined;
const config = loadConfig({
  ...process.env,
  DATA_DIR: join(root, 'data'),
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  // On PostgreSQL the server wants its trial-only defaults chosen (config/deployment-checks.ts).
  ...(schema
    ? { DATABASE_SCHEMA: schema, CREDITS_SELF_SERVICE: 'true', JWT_SECRET: 'bench-secret-bench-secret-bench-01' }
    : {}),
});
const server = await startServer(config);
const bare = createServer();
const bareIo = new Server(bare, { path: '/socket.io', serveClient: false });
bareIo.on('connection', (socket) => {
  socket.on('join', (payload: { room: string }, ack: (answer: object) => void) => {
    void socket.join(payload.room);
    ack({ success: true });
  });
});
bare.listen(0, '127.0.0.1');
await once(bare, 'listening');
const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}`;

const children: ChildProcess[] = [];
try {
  const post = async (path: string, token: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Owner', email: `bench-${Date.now()}@example.com`, password: 'bench password' }),
  });
  const owner = ((await registered.json()) as { data: { accessToken: string; user: { id: string } } }).data;
  const project = (await post('/api/projects', owner.accessToken, { name: 'Realtime bench' })) as { id: string };
  const scenario = (await post('/api/scenarios', owner.accessToken, { projectId: project.id, name: 'Episode 1' })) as {
    id: string;
  };
  const shot = (await post(`/api/scenarios/${scenario.id}/shots`, owner.accessToken, { description: 'A shot' })) as {
    id: string;
  };

  /** A child process with `setup.count` sockets open (and joined) as `setup` says. */
  const openClients = async (setup: object): Promise<ChildProcess> => {
    const child = startClients();
    children.push(child);
    await ask(child, { kind: 'open', setup }, 'opened');
    return child;
  };
  /** `count` tabs of the owner in the project room, listening for shot:updated. */
  const studioTabs = (count: number, clientId: string) =>
    openClients({
      url: server.url,
      count,
      event: SERVER_EVENTS.shotUpdated,
      auth: { token: owner.accessToken, clientId },
      join: { event: 'join-project', payload: { projectId: project.id } },
    });

  // The studio: a shot.updated domain event published as a service does after commit → fan-out → 100 sockets.
  const studio = await studioTabs(SOCKETS, 'bench-reader-0001');
  // The baseline: the same payload, io.to(room).emit on a bare Socket.IO server, no studio in between.
  const baseline = await openClients({
    url: bareUrl,
    count: SOCKETS,
    event: 'probe',
    join: { event: 'join', payload: { room: 'r' } },
  });

  const shotData = { ...shot, description: '' };
  const probe = (description: string) => ({
    type: 'shot.updated',
    projectId: project.id,
    actorId: owner.user.id,
    data: { scenarioId: scenario.id, shot: { ...shotData, description } },
  });
  // Another process of the installation on the same PostgreSQL schema, publishing as a worker does.
  const publisher = databaseUrl
    ? fork(new URL('./realtime/cluster-publisher.ts', import.meta.url).pathname, [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, DATABASE_SCHEMA: schema },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      })
    : undefined;
  if (publisher) {
    children.push(publisher);
    await once(publisher, 'message');
  }
  const runs: Record<string, ReturnType<typeof summary>> = {};
  for (const round of [1, 2]) {
    const studioLatencies = await measure(studio, (sentAt) =>
      server.services.events.publish(probe(`probe@${sentAt}`) as never),
    );
    runs[`studio room event, round ${round}`] = summary(studioLatencies, SOCKETS * EVENTS);
    if (publisher) {
      // The child stamps the probe when it publishes: the IPC hop to it is not counted.
      const crossLatencies = await measure(studio, () => publisher.send({ kind: 'publish', event: probe('') }));
      runs[`studio event from another process, round ${round}`] = summary(crossLatencies, SOCKETS * EVENTS);
    }
    const bareLatencies = await measure(baseline, (sentAt) =>
      bareIo.to('r').emit('probe', { sentAt, data: { scenarioId: scenario.id, shot: shotData } }),
    );
    runs[`bare Socket.IO broadcast, round ${round}`] = summary(bareLatencies, SOCKETS * EVENTS);
  }
  console.log(
    `Delivery latency (ms) of one event to ${SOCKETS} sockets, ${EVENTS} events ${SPACING_MS} ms apart` +
      ` (${databaseUrl ? `PostgreSQL, ${config.REALTIME_ADAPTER} adapter` : 'embedded database, one process'}):`,
  );
  console.table(runs);

  // Memory per connected, authenticated socket that joined the project room (server process only).
  studio.kill();
  baseline.kill();
  await sleep(1000);
  const before = heap();
  await studioTabs(MEMORY_SOCKETS, 'bench-memory-0001');
  await sleep(500);
  const after = heap();
  const perSocket = (key: 'heapUsed' | 'rss') => ((after[key] - before[key]) / MEMORY_SOCKETS / 1024).toFixed(1);
  console.log(
    `Memory per connected socket (${MEMORY_SOCKETS} sockets in the project room): heap ${perSocket('heapUsed')} KiB, rss ${perSocket('rss')} KiB`,
  );
  console.log(
    `Load average: ${(await import('node:os'))
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
} finally {
  children.forEach((child) => child.kill());
  bareIo.close();
  await server.close();
  rmSync(root, { recursive: true, force: true });
  if (databaseUrl && schema) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
    await client.end();
  }
  if (config.REALTIME_ADAPTER === 'redis' && config.REDIS_URL && schema) {
    const redis = await openRedis(config.REDIS_URL, () => undefined);
    await redis.del(redisClusterNames(schema).streamName);
    await redis.close();
  }
}
