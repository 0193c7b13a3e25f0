import type { MediaStorage } from './media-storage.ts';

/** Which of these storage keys a stored row still uses (the owning repository answers it). */
export type StorageKeysInUse = (keys: readonly string[]) => Promise<Set<string>>;

/**
 * Deletes the stored files of these keys that no row uses any more (a clone shares its original's files).
 * A file that cannot be removed now stays orphaned for a later cleanup; it never fails the caller.
 */
export async function deleteUnusedMedia(
  media: Pick<MediaStorage, 'delete'>,
  keys: readonly string[],
  keysInUse: StorageKeysInUse,
): Promise<void> {
  const inUse = await keysInUse(keys);
  await Promise.allSettled(keys.filter((key) => !inUse.has(key)).map((key) => media.delete(key)));
}
