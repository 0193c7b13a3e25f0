import { stat } from 'node:fs/promises';
import type { Database } from '../../db/index.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { entitlementOfTier, assertStorageRoom } from '../limits/tier-usage.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createStoredFilesRepository } from './stored-files.repository.ts';

export interface StoredFilesDeps {
  db: Database;
  /** Where the bytes live (local directory or S3); only this service writes or deletes there. */
  storage: MediaStorage;
  /** APP_TIER: with the user's own tier it decides the storage limit. */
  siteTier: string;
}

/** Released files one sweep removes at most (a large purge takes several rounds of the same loop). */
const SWEEP_BATCH = 200;

/**
 * The one way files go into and out of media storage. Every write is charged to a user and must fit their
 * storage limit (spec §6: 1 GB base, 50 GB professional): the file's owner row (stored_files) is written first,
 * under a per-user lock, then the bytes; a failed write takes the row back. Files leave only when nothing uses
 * them: the database counts references (stored-file-references.ts), and `sweep` deletes, after their
 * transactions committed, the files whose last reference went.
 */
export function createStoredFiles(deps: StoredFilesDeps) {
  const { db, storage } = deps;

  /** Their rows are gone already: a file that cannot be removed now is an orphan `storage:check --repair` finds. */
  async function removeFiles(keys: readonly string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
  }

  async function reserve(userId: string, key: string, sizeBytes: number): Promise<void> {
    await db.transaction(async (tx) => {
      const files = createStoredFilesRepository(tx);
      await files.lockUser(userId);
      const user = await createUsersRepository(tx).findById(userId);
      // A key written again (a retry) replaces its own size rather than adding to it.
      const used = (await files.usedBytes(userId)) - ((await files.sizeOf(key)) ?? 0);
      assertStorageRoom(entitlementOfTier(user?.tier, deps.siteTier), used, sizeBytes);
      await files.reserve(userId, { key, sizeBytes });
    });
  }

  async function charged(userId: string, key: string, sizeBytes: number, write: () => Promise<void>) {
    await reserve(userId, key, sizeBytes);
    try {
      await write();
    } catch (error) {
      await createStoredFilesRepository(db)
        .removeUnreferenced([key])
        .catch(() => undefined);
      throw error;
    }
  }

  return {
    /** Whether the file may be shown (not only in the Recycle Bin), with its validators; undefined without a row. */
    servingOf: (key: string) => createStoredFilesRepository(db).servingOf(key),

    /** Reads a stored file (whole or a byte range); undefined when there is none. */
    get: storage.get.bind(storage),

    /** Stores the bytes under the key, charged to the user; 403 with the storage limit's text when they do not fit. */
    put(userId: string, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
      return charged(userId, key, bytes.byteLength, () => storage.put(key, bytes, contentType));
    },

    /** As `put`, from a file on disk (which the storage may move away); large renders are never read whole. */
    async putFile(userId: string, key: string, source: string, contentType: string): Promise<void> {
      const { size } = await stat(source);
      return charged(userId, key, size, () => storage.putFile(key, source, contentType));
    },

    /** Deletes files written for something that never came to use them (a failed job); used ones stay. */
    async discard(keys: readonly (string | null | undefined)[]): Promise<void> {
      const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
      await removeFiles(await createStoredFilesRepository(db).removeUnreferenced(candidates));
    },

    /**
     * Deletes every file whose last reference went in a committed transaction: callers run it after a commit
     * that may have dropped references (a replaced image, a purge). Expired undo holds go first. Answers how many
     * files went.
     */
    async sweep(): Promise<number> {
      let removed = 0;
      await createStoredFilesRepository(db).dropExpiredHolds();
      for (;;) {
        const keys = await createStoredFilesRepository(db).takeReleased(SWEEP_BATCH);
        await removeFiles(keys);
        removed += keys.length;
        if (keys.length < SWEEP_BATCH) return removed;
      }
    },

    /** 403 with the storage limit's text when the user's storage is already full (before a render or a job). */
    async assertRoom(userId: string): Promise<void> {
      const user = await createUsersRepository(db).findById(userId);
      const used = await createStoredFilesRepository(db).usedBytes(userId);
      assertStorageRoom(entitlementOfTier(user?.tier, deps.siteTier), used, 0);
    },
  };
}
export type StoredFiles = ReturnType<typeof createStoredFiles>;

/** What most services need of stored files: storing under a user, and removing what nothing uses any more. */
export type FileWriter = Pick<StoredFiles, 'put' | 'putFile' | 'discard' | 'sweep' | 'get'>;
