import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRealtimeCluster, type RealtimeCluster } from '../src/realtime/cluster.ts';
import { clusterConfig, dropRedisKeys, REALTIME_VARIANTS, type RealtimeAdapter } from './helpers/realtime-adapters.ts';

// Two processes of one installation on PostgreSQL, with each realtime adapter: broadcasts made one after another
// reach the sockets of the process that made them in that order, whatever NOTIFY round trips return first, and the
// other process's in that order too. Identical broadcasts all arrive. On Postgres a large one (sent with an
// attachment row, which the receiving adapter reads before it delivers) keeps its place here and arrives there,
// maybe after smaller ones behind it; on Redis every broadcast is a stream entry, read in the stream's order.

const databaseUrl = process.env.DATABASE_URL;
const schemaName = `order_${randomBytes(4).toString('hex')}`;
const ROOM = 'project:order';
const COUNT = 300;
const LARGE = ' '.repeat(9000);
const closers: Array<() => Promise<void>> = [];

interface Process {
  io: Server;
  /** A browser tab connected to this process, in the room, with what it heard. */
  tab: Socket;
  heard: string[];
}

async function startProcess(adapter: RealtimeAdapter): Promise<Process> {
  const cluster: RealtimeCluster = await openRealtimeCluster(
    clusterConfig(databaseUrl!, adapter),
    schemaName,
    (error) => {
      throw error;
    },
  );
  const http: HttpServer = createServer();
  const io = new Server(http, { ...cluster.serverOptions, adapter: cluster.adapter });
  io.on('connection', (socket) => void socket.join(ROOM));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const tab = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
  const heard: string[] = [];
  tab.on('n', (value: string) => heard.push(value));
  closers.push(async () => {
    tab.disconnect();
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await cluster.close();
  });
  await new Promise<void>((resolve) => tab.once('connect', () => resolve()));
  return { io, tab, heard };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function onDatabase(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

beforeAll(async () => {
  if (databaseUrl) await onDatabase(`CREATE SCHEMA ${schemaName}`);
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  if (databaseUrl) await onDatabase(`DROP SCHEMA ${schemaName} CASCADE`);
  if (databaseUrl) await dropRedisKeys(schemaName);
});

describe.skipIf(!databaseUrl).each(REALTIME_VARIANTS)('broadcasts across processes on PostgreSQL (%s)', (adapter) => {
  it('arrive at both processes in the order they were made, identical and large ones included', async () => {
    const a = await startProcess(adapter);
    const b = await startProcess(adapter);
    // The room is joined on both processes once each tab hears a broadcast from the other process.
    await until(() => {
      b.io.to(ROOM).emit('n', 'ready');
      return a.heard.includes('ready');
    });
    await until(() => b.heard.includes('ready'));
    const measured = (process: Process) => process.heard.filter((value) => value !== 'ready');

    const sent: string[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const value = i % 50 === 7 ? `large ${i}${LARGE}` : i % 10 === 3 ? 'same' : `n${i}`;
      sent.push(value);
      a.io.to(ROOM).emit('n', value);
    }
    await until(() => measured(a).length >= COUNT && measured(b).length >= COUNT);
    const short = (values: string[]) => values.map((value) => value.trim());
    const small = (values: string[]) => short(values).filter((value) => !value.startsWith('large'));
    expect(short(measured(a))).toEqual(short(sent));
    expect(small(measured(b))).toEqual(small(sent));
    expect(short(measured(b)).sort()).toEqual(short(sent).sort());
  });
});
