import { stat } from 'node:fs/promises';
import type { Database } from '../../db/index.ts';
import type { ByteRange, MediaObject, MediaStorage } from '../../media/media-storage.ts';
import { entitlementOfTier, assertStorageRoom } from '../limits/tier-usage.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { FileServing, StoredFilesRepository } from './stored-files.repository.ts';

export interface StoredFilesDeps {
  /** Reservations take a per-user lock in their own transaction. */
  db: Database;
  files: StoredFilesRepository;
  /** Where the bytes live (local directory or S3); only this service writes or deletes there. */
  storage: MediaStorage;
  /** APP_TIER: with the user's own tier it decides the storage limit. */
  siteTier: string;
  /** Whose tier decides the storage limit. */
  users: UsersRepository;
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
export class StoredFilesService {
  constructor(private readonly deps: StoredFilesDeps) {}

  /** Whether the file may be shown (not only in the Recycle Bin), with its validators; undefined without a row. */
  servingOf(key: string): Promise<FileServing | undefined> {
    return this.deps.files.servingOf(key);
  }

  /** Reads a stored file (whole or a byte range); undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<MediaObject | undefined> {
    return this.deps.storage.get(key, range);
  }

  /** Stores the bytes under the key, charged to the user; 403 with the storage limit's text when they do not fit. */
  put(userId: string, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    return this.charged(userId, key, bytes.byteLength, () => this.deps.storage.put(key, bytes, contentType));
  }

  /** As `put`, from a file on disk (which the storage may move away); large renders are never read whole. */
  async putFile(userId: string, key: string, source: string, contentType: string): Promise<void> {
    const { size } = await stat(source);
    return this.charged(userId, key, size, () => this.deps.storage.putFile(key, source, contentType));
  }

  /** Deletes files written for something that never came to use them (a failed job); used ones stay. */
  async discard(keys: readonly (string | null | undefined)[]): Promise<void> {
    const removeBytes = await this.discardIn(this.deps.db, keys);
    await removeBytes();
  }

  /**
   * As `discard`, in the caller's transaction: the rows go with its commit (nobody sees the job done and its
   * unused files still charged); answers what deletes the bytes, to run after the commit.
   */
  async discardIn(tx: Database, keys: readonly (string | null | undefined)[]): Promise<() => Promise<void>> {
    const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
    const removed = await this.deps.files.in(tx).removeUnreferenced(candidates);
    return () => this.removeFiles(removed);
  }

  /**
   * Deletes every file whose last reference went in a committed transaction: callers run it after a commit
   * that may have dropped references (a replaced image, a purge). Expired undo holds go first. Answers how many
   * files went.
   */
  async sweep(): Promise<number> {
    let removed = 0;
    await this.deps.files.dropExpiredHolds();
    for (;;) {
      const keys = await this.deps.files.takeReleased(SWEEP_BATCH);
      await this.removeFiles(keys);
      removed += keys.length;
      if (keys.length < SWEEP_BATCH) return removed;
    }
  }

  /** 403 with the storage limit's text when the user's storage is already full (before a render or a job). */
  async assertRoom(userId: string): Promise<void> {
    const user = await this.deps.users.findById(userId);
    const used = await this.deps.files.usedBytes(userId);
    assertStorageRoom(entitlementOfTier(user?.tier, this.deps.siteTier), used, 0);
  }

  /** Their rows are gone already: a file that cannot be removed now is an orphan `storage:check --repair` finds. */
  private async removeFiles(keys: readonly string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => this.deps.storage.delete(key)));
  }

  private async reserve(userId: string, key: string, sizeBytes: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const files = this.deps.files.in(tx);
      await files.lockUser(userId);
      const user = await this.deps.users.in(tx).findById(userId);
      // A key written again (a retry) replaces its own size rather than adding to it.
      const used = (await files.usedBytes(userId)) - ((await files.sizeOf(key)) ?? 0);
      assertStorageRoom(entitlementOfTier(user?.tier, this.deps.siteTier), used, sizeBytes);
      await files.reserve(userId, { key, sizeBytes });
    });
  }

  private async charged(userId: string, key: string, sizeBytes: number, write: () => Promise<void>): Promise<void> {
    await this.reserve(userId, key, sizeBytes);
    try {
      await write();
    } catch (error) {
      await this.deps.files.removeUnreferenced([key]).catch(() => undefined);
      throw error;
    }
  }
}

/** What most services need of stored files: storing under a user, and removing what nothing uses any more. */
export type FileWriter = Pick<StoredFilesService, 'put' | 'putFile' | 'discard' | 'discardIn' | 'sweep' | 'get'>;
