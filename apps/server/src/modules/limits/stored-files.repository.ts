import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { exports, storedFiles } from '../../db/schema.ts';

/** One stored file charged to a user's storage. */
export interface StoredFileSize {
  key: string;
  sizeBytes: number;
}

/** The only code that reads or writes stored_files (the sizes the storage limit counts). */
export function createStoredFilesRepository(db: Database) {
  return {
    /** Charges the files to the user; a key written again (a job's retry) keeps one row with the new size. */
    async record(userId: string, files: readonly StoredFileSize[]): Promise<void> {
      if (files.length === 0) return;
      await db
        .insert(storedFiles)
        .values(files.map((file) => ({ key: file.key, userId, sizeBytes: file.sizeBytes })))
        .onConflictDoUpdate({ target: storedFiles.key, set: { sizeBytes: sql`excluded.size_bytes` } });
    },

    /** Forgets the files (they were removed from the media storage). */
    async remove(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
    },

    /** Bytes the user stores: recorded files plus completed exports (their `size`; posters are not counted). */
    async usedBytes(userId: string): Promise<number> {
      const [files] = await db
        .select({ total: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
        .from(storedFiles)
        .where(eq(storedFiles.userId, userId));
      const [rendered] = await db
        .select({ total: sql<string>`coalesce(sum(${exports.size}), 0)` })
        .from(exports)
        .where(and(eq(exports.userId, userId), eq(exports.status, 'completed')));
      return Number(files?.total ?? 0) + Number(rendered?.total ?? 0);
    },

    /**
     * Inside a transaction: waits for any other storage reservation of the same user to commit, so two
     * uploads at the limit cannot both see room (transaction-scoped advisory lock, released at commit).
     */
    async lockUser(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storage:${userId}`}, 0))`);
    },
  };
}
export type StoredFilesRepository = ReturnType<typeof createStoredFilesRepository>;
