import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/index.ts';
import { DatabaseDump } from './backup-manifest.ts';
import { dumpDatabase } from './database-dump.ts';
import { pauseMediaDeletionSql } from '../db/media-deletion-pause.ts';

/**
 * PGlite is opened by one process only (the running server holds it in a worker thread), so a backup taken while
 * the server runs asks the server itself for the snapshot, through a Unix socket in DATA_DIR/run (a folder only
 * the operator can enter). The server writes the dump into the folder the backup names and pauses media deletion
 * until the backup hangs up (when its last media file is copied, or when it dies).
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'run', 'backup.sock');
}

interface SnapshotRequest {
  op: 'snapshot';
  dir: string;
}

export interface BackupChannel {
  close(): Promise<void>;
}

/** Listens for backups on the embedded database's socket (the server, while it runs). */
export async function openBackupChannel(dataDir: string, database: DatabaseHandle): Promise<BackupChannel> {
  const socketPath = backupSocketPath(dataDir);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socketPath), 0o700);
  // A socket left by a server that died: only one process may hold this data directory's database.
  fs.rmSync(socketPath, { force: true });
  let pausing = 0;
  const pause = async (isPaused: boolean) => {
    pausing += isPaused ? 1 : -1;
    if (isPaused ? pausing === 1 : pausing === 0) await database.db.execute(sql.raw(pauseMediaDeletionSql(isPaused)));
  };
  const server = net.createServer((socket) => {
    let buffer = '';
    let isPausing = false;
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (isPausing) void pause(false).catch(() => undefined);
    });
    socket.on('data', (chunk) => {
      buffer += String(chunk);
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const request = JSON.parse(buffer.slice(0, end)) as SnapshotRequest;
      buffer = '';
      void (async () => {
        try {
          if (request.op !== 'snapshot' || !path.isAbsolute(request.dir)) throw new Error('Unknown request');
          isPausing = true;
          await pause(true);
          const dump = await dumpDatabase(database.db, {
            kind: 'pglite',
            schemaName: database.schemaName,
            dir: request.dir,
          });
          socket.write(`${JSON.stringify({ ok: true, dump })}\n`);
        } catch (error) {
          socket.write(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** A snapshot taken by the running server, and the hang-up that lets it delete media again. */
export interface ServerSnapshot {
  dump: DatabaseDump;
  release(): void;
}

/**
 * Asks the server running on this data directory for a snapshot written into `dir`; undefined when no server
 * listens (the backup then opens the database itself).
 */
export async function snapshotFromServer(dataDir: string, dir: string): Promise<ServerSnapshot | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return undefined;
  const socket = await new Promise<net.Socket | undefined>((resolve) => {
    const connection = net.connect(socketPath);
    connection.once('connect', () => resolve(connection));
    connection.once('error', () => resolve(undefined));
  });
  if (!socket) return undefined;
  const answer = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += String(chunk);
      const end = buffer.indexOf('\n');
      if (end >= 0) resolve(buffer.slice(0, end));
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('The running server closed the backup channel')));
    socket.write(`${JSON.stringify({ op: 'snapshot', dir } satisfies SnapshotRequest)}\n`);
  });
  const parsed = JSON.parse(answer) as { ok: boolean; dump?: unknown; error?: string };
  if (!parsed.ok) {
    socket.destroy();
    throw new Error(`The running server could not take the snapshot: ${parsed.error}`);
  }
  return { dump: DatabaseDump.parse(parsed.dump), release: () => socket.end() };
}

/** Whether a server is running on this data directory's embedded database (its backup channel answers). */
export async function isServerRunning(dataDir: string): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return false;
  return new Promise((resolve) => {
    const connection = net.connect(socketPath);
    connection.once('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.once('error', () => resolve(false));
  });
}
