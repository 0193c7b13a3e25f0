import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { RealtimeAdapter } from './realtime-adapters.ts';
import { createProcessWorld, launchServer, processClient, randomPort } from './server-process.ts';

/**
 * Two API processes of one installation (PostgreSQL only: PGlite is one process), started before the file's tests
 * and killed after them, with the sockets the tests open closed first. On PGlite nothing starts (`isPostgres`).
 * `settings` are environment settings of both (e.g. APP_TIER); `schema` is their PostgreSQL schema; `realtime` the
 * adapter between them.
 */
export function useTwoApiProcesses(settings: Record<string, string> = {}, realtime: RealtimeAdapter = 'postgres') {
  const isPostgres = Boolean(process.env.DATABASE_URL);
  // Not on PGlite: nothing starts there, and a skipped suite's afterAll would not remove the world.
  const world = isPostgres ? createProcessWorld({ realtime }) : undefined;
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];
  const portA = randomPort();
  const portB = randomPort();
  const apiA = processClient(portA);

  beforeAll(async () => {
    if (!world) return;
    for (const port of [portA, portB]) {
      children.push(launchServer(world.env({ ...settings, PORT: String(port) }), ['--roles=api']));
    }
    await Promise.all([apiA.waitHealthy(), processClient(portB).waitHealthy()]);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const child of children) child.kill('SIGKILL');
    await world?.cleanup();
  });

  return { isPostgres, sockets, portA, portB, apiA, schema: world?.schema };
}
