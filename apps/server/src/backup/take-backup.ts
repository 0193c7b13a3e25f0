import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config/index.ts';
import { SERVER_ROOT } from '../config/index.ts';
import { createDatabase } from '../db/index.ts';
import { quote } from '../db/sql-names.ts';
import { selectMediaStorage } from '../media/select-media-storage.ts';
import { ArchiveWriter } from './archive-writer.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_PATH,
  mediaEntryPath,
  tableEntryPath,
  type BackupManifest,
  type DatabaseDump,
} from './backup-manifest.ts';
import { snapshotFromServer } from './backup-channel.ts';
import { dumpDatabase } from './database-dump.ts';
import type { MediaStorageConfig } from '../media/select-media-storage.ts';
import { MEDIA_BACKUP_LOCK_SQL } from '../db/media-deletion-pause.ts';

export type BackupConfig = MediaStorageConfig & Pick<Config, 'DATABASE_URL' | 'DATABASE_SCHEMA'>;

/** A file a snapshot row references that storage no longer has: the backup fails unless told to go on. */
export class MissingMediaError extends Error {}

export interface BackupSummary {
  manifest: BackupManifest;
  /** Referenced files storage did not have (only with allowMissing). */
  missingReferenced: string[];
}

/** A consistent snapshot written into `dir`, and what lets media deletion go on once the media are copied. */
interface Snapshot {
  dump: DatabaseDump;
  release(): Promise<void>;
}

/**
 * Writes one archive holding the database (a snapshot of one transaction) and every media file its
 * stored_files rows name, with a manifest of every entry's size and SHA-256. Safe while the app runs: media
 * deletion pauses from before the snapshot until the last file is copied (media-deletion-pause.ts), so every
 * file a snapshot row references is still there to copy.
 */
export async function takeBackup(
  config: BackupConfig,
  out: string,
  options: { allowMissing?: boolean } = {},
): Promise<BackupSummary> {
  const staging = await fs.mkdtemp(path.join(path.dirname(out), `.${path.basename(out)}.staging-`));
  const writer = new ArchiveWriter(out);
  let snapshot: Snapshot | undefined;
  try {
    snapshot = await takeSnapshot(config, staging);
    const { dump } = snapshot;
    for (const table of dump.tables) {
      const entry = tableEntryPath(table.role, table.name);
      await writer.add(entry, createReadStream(path.join(staging, entry)), { compress: true });
    }
    const storage = selectMediaStorage(config);
    const missingReferenced: string[] = [];
    const unreferencedMissing: string[] = [];
    for (const file of await storedFilesOf(path.join(staging, tableEntryPath('app', 'stored_files')))) {
      const stored = await storage.get(file.key);
      if (!stored) {
        (file.refCount > 0 ? missingReferenced : unreferencedMissing).push(file.key);
        continue;
      }
      await writer.add(mediaEntryPath(file.key), stored.stream, { compress: false, contentType: stored.contentType });
    }
    if (missingReferenced.length > 0 && !options.allowMissing) {
      throw new MissingMediaError(
        `${missingReferenced.length} referenced media file(s) are missing from storage (${missingReferenced.slice(0, 5).join(', ')}…): ` +
          'run `npm run storage:check` to see them; `--allow-missing` takes the backup without them',
      );
    }
    await snapshot.release();
    snapshot = undefined;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: await appVersion(),
      createdAt: new Date().toISOString(),
      database: dump,
      media: { storage: config.MEDIA_STORAGE, unreferencedMissing },
      files: writer.files,
    };
    await writer.finish(MANIFEST_PATH, Buffer.from(JSON.stringify(manifest, null, 2)));
    return { manifest, missingReferenced };
  } catch (error) {
    await writer.abandon();
    throw error;
  } finally {
    await snapshot?.release().catch(() => undefined);
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** The snapshot: from the running server on PGlite, else from a database opened here. */
async function takeSnapshot(config: BackupConfig, dir: string): Promise<Snapshot> {
  if (!config.DATABASE_URL) {
    const fromServer = await snapshotFromServer(config.DATA_DIR, dir);
    if (fromServer) return { dump: fromServer.dump, release: async () => fromServer.release() };
    await assertDatabaseExists(config.DATA_DIR);
  }
  const database = await createDatabase(config);
  // PostgreSQL: media deletion stops (for every process of this schema) while this session holds the lock.
  const lock = config.DATABASE_URL ? await holdBackupLock(config.DATABASE_URL, database.schemaName) : undefined;
  try {
    const dump = await dumpDatabase(database.db, { kind: database.kind, schemaName: database.schemaName, dir });
    return { dump, release: async () => void (await lock?.end()) };
  } catch (error) {
    await lock?.end().catch(() => undefined);
    throw error;
  } finally {
    await database.close();
  }
}

async function holdBackupLock(databaseUrl: string, schemaName: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${quote(schemaName)}` });
  await client.connect();
  await client.query(MEDIA_BACKUP_LOCK_SQL);
  return client;
}

async function assertDatabaseExists(dataDir: string): Promise<void> {
  const entries = await fs.readdir(path.join(dataDir, 'db')).catch(() => [] as string[]);
  if (entries.length === 0) throw new Error(`There is no database in ${path.join(dataDir, 'db')}: check DATA_DIR`);
}

/** Every stored_files row of the snapshot: the media files the archive must hold. */
async function storedFilesOf(file: string): Promise<{ key: string; refCount: number }[]> {
  const text = await fs.readFile(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const row = JSON.parse(line) as { key: string; ref_count: number };
      return { key: row.key, refCount: row.ref_count };
    });
}

async function appVersion(): Promise<string> {
  const text = await fs.readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
