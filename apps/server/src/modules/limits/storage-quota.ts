import { AsyncLocalStorage } from 'node:async_hooks';
import { stat } from 'node:fs/promises';
import type { Database } from '../../db/index.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createStoredFilesRepository } from './stored-files.repository.ts';
import { assertStorageRoom, entitlementOfTier } from './tier-usage.ts';

export interface StorageQuotaDeps {
  db: Database;
  /** APP_TIER: with the user's own tier it decides the storage limit. */
  siteTier: string;
}

/** The user an upload handler stores files for (set by `chargeUploadsTo`, read by the storage's writes). */
const uploader = new AsyncLocalStorage<string>();

/**
 * Users' storage within their tier's limit (spec §6: 1 GB base, 50 GB professional), counted from the sizes of
 * the files they stored (stored_files) and of their completed exports.
 */
export function createStorageQuota(deps: StorageQuotaDeps) {
  const { db } = deps;

  async function entitlementOf(tx: Database, userId: string) {
    const user = await createUsersRepository(tx).findById(userId);
    return entitlementOfTier(user?.tier, deps.siteTier);
  }

  return {
    /**
     * Runs an upload handler so that every file it stores is charged to the user and must fit their storage:
     * the storage made by `withStoredFileSizes` refuses a write that would not fit with 403 and the storage
     * limit's text. Routes wrap their upload service call in it.
     */
    chargeUploadsTo<T>(userId: string, run: () => Promise<T>): Promise<T> {
      return uploader.run(userId, run);
    },

    /** 403 with the storage limit's text when the user's storage is already full (before a render or a job). */
    async assertRoom(userId: string): Promise<void> {
      assertStorageRoom(await entitlementOf(db, userId), await createStoredFilesRepository(db).usedBytes(userId), 0);
    },

    /**
     * Charges `sizeBytes` more to the user under a per-user lock (two uploads at the edge cannot both fit) and
     * records the file, or throws the storage limit's 403.
     */
    async reserve(userId: string, key: string, sizeBytes: number): Promise<void> {
      await db.transaction(async (tx) => {
        const files = createStoredFilesRepository(tx);
        await files.lockUser(userId);
        assertStorageRoom(await entitlementOf(tx, userId), await files.usedBytes(userId), sizeBytes);
        await files.record(userId, [{ key, sizeBytes }]);
      });
    },
  };
}
export type StorageQuota = ReturnType<typeof createStorageQuota>;

/**
 * The media storage that keeps stored_files up to date: a write inside `chargeUploadsTo` is checked against the
 * uploader's storage and recorded before the file is written (its record is taken back if the write fails), and
 * every delete forgets the file's size, so storage use falls whoever removes a file (recycle bin purges,
 * replaced images, failed jobs, deleted exports). Writes outside an upload (generation outputs, exports) are
 * recorded by their owners' own transactions.
 */
export function withStoredFileSizes(media: MediaStorage, quota: StorageQuota, db: Database): MediaStorage {
  const forget = (key: string) =>
    createStoredFilesRepository(db)
      .remove([key])
      .catch(() => undefined);

  async function charged(key: string, sizeOf: () => Promise<number>, write: () => Promise<void>): Promise<void> {
    const userId = uploader.getStore();
    if (!userId) return write();
    await quota.reserve(userId, key, await sizeOf());
    try {
      await write();
    } catch (error) {
      await forget(key);
      throw error;
    }
  }

  return {
    put: (key, bytes, contentType) =>
      charged(
        key,
        async () => bytes.byteLength,
        () => media.put(key, bytes, contentType),
      ),
    putFile: (key, source, contentType) =>
      charged(
        key,
        async () => (await stat(source)).size,
        () => media.putFile(key, source, contentType),
      ),
    get: (key, range) => media.get(key, range),
    async delete(key) {
      await media.delete(key);
      await forget(key);
    },
  };
}
