import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../db/index.ts';
import { selectMediaStorage } from '../media/select-media-storage.ts';
import { ArchiveError, ArchiveReader } from './archive-reader.ts';
import { mediaEntryPath, tableEntryPath } from './backup-manifest.ts';
import { isServerRunning } from './backup-channel.ts';
import { holdsData, loadDatabase } from './database-load.ts';
import { latestMigration } from './migration-point.ts';
import type { BackupConfig } from './take-backup.ts';

/**
 * Restores an archive into the configured installation (DATA_DIR, or DATABASE_URL's DATABASE_SCHEMA, and the
 * configured media storage). Every checksum is verified before anything is written; a target holding accounts
 * or files is refused unless `force` (then its rows and media files are replaced). The app must not run on it.
 */
export async function restoreBackup(config: BackupConfig, file: string, options: { force?: boolean } = {}) {
  await fs.access(file).catch(() => {
    throw new ArchiveError(`${file} does not exist`);
  });
  const archive = await ArchiveReader.open(file);
  try {
    const { manifest } = archive;
    const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) {
      throw new ArchiveError(`This archive holds a ${manifest.database.kind} database; the target is ${kind}`);
    }
    const latest = latestMigration();
    if (manifest.database.migration.when !== latest.when) {
      throw new ArchiveError(
        `This archive was taken at migration ${manifest.database.migration.tag ?? manifest.database.migration.when} ` +
          `(app ${manifest.appVersion}); this app is at ${latest.tag}: restore it with the app version that took it`,
      );
    }
    await archive.verify();
    if (!config.DATABASE_URL && (await isServerRunning(config.DATA_DIR))) {
      throw new ArchiveError(`A server is running on ${config.DATA_DIR}: stop it before restoring`);
    }
    const storage = selectMediaStorage(config);
    const database = await createDatabase(config);
    try {
      await database.migrate();
      const hasMedia = !(await storage.list()[Symbol.asyncIterator]().next()).done;
      if (!options.force && (hasMedia || (await holdsData(database)))) {
        throw new ArchiveError(
          'The target is not empty (it holds accounts or media files): restore into an empty data directory or schema, or add --force to replace what it holds',
        );
      }
      await loadDatabase(database, {
        tables: manifest.database.tables,
        sequences: manifest.database.sequences,
        linesOf: (table) => archive.linesOf(tableEntryPath(table.role, table.name)),
      });
      if (manifest.media.unreferencedMissing.length > 0) {
        // Uploads in flight when the backup ran: their rows never got a file.
        const keys = manifest.media.unreferencedMissing;
        await database.db.execute(
          sql`delete from stored_files where ref_count = 0 and key = any(array[${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )}]::text[])`,
        );
      }
    } finally {
      await database.close();
    }
    const kept = new Set<string>();
    await fs.mkdir(config.DATA_DIR, { recursive: true });
    const scratch = await fs.mkdtemp(path.join(config.DATA_DIR, '.restore-'));
    try {
      for (const entry of manifest.files.filter((f) => f.path.startsWith('media/'))) {
        const key = entry.path.slice('media/'.length);
        kept.add(key);
        const temporary = path.join(scratch, key);
        await pipeline(await archive.streamOf(mediaEntryPath(key)), createWriteStream(temporary));
        await storage.putFile(key, temporary, entry.contentType ?? 'application/octet-stream');
        await fs.rm(temporary, { force: true });
      }
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
    if (options.force) {
      // What the replaced installation stored and the archive does not hold.
      for await (const object of storage.list()) if (!kept.has(object.key)) await storage.delete(object.key);
    }
    return manifest;
  } finally {
    archive.close();
  }
}
