import { z } from 'zod';

const Key = z.string().describe('A storage key');
const Bytes = z.number().int().min(0);

/**
 * What the storage checker found (GET /api/admin/storage-check, `npm run storage:check`): media storage compared
 * with the stored-file rows and the references rows hold. Every list is empty on a healthy installation.
 */
export const StorageCheckReport = z.object({
  /** Files in media storage (local folder or S3). */
  files: z.number().int().min(0),
  /** stored_files rows: one per file the product keeps. */
  rows: z.number().int().min(0),
  /** References rows hold to stored files. */
  references: z.number().int().min(0),
  /** Files in storage that no row owns. */
  orphanFiles: z.array(z.object({ key: Key, sizeBytes: Bytes, ageSeconds: Bytes })),
  /** Rows whose file is not in storage, with how many rows still point at it. */
  missingFiles: z.array(z.object({ key: Key, userId: z.uuid().nullable(), references: Bytes })),
  /** References to a key that has no row. */
  danglingReferences: z.array(z.object({ table: z.string(), rowId: z.string(), key: Key })),
  /** Rows whose reference count differs from the references found. */
  countMismatches: z.array(z.object({ key: Key, recorded: Bytes, actual: Bytes })),
  /** Rows whose recorded size differs from the file's. */
  sizeMismatches: z.array(z.object({ key: Key, recorded: Bytes, actual: Bytes })),
  /** Rows nothing references: released ones, and uploads never used for an hour. */
  unusedRows: z.array(z.object({ key: Key, userId: z.uuid().nullable(), ageSeconds: Bytes })),
  /** Per user: the bytes the storage limit counts beside the sizes of their files in storage. */
  usage: z.array(z.object({ userId: z.uuid(), countedBytes: Bytes, fileBytes: Bytes })),
  /** With repair: what was removed or set right. */
  repaired: z
    .object({
      orphanFilesRemoved: Bytes,
      unusedRowsRemoved: Bytes,
      countsFixed: Bytes,
      sizesFixed: Bytes,
    })
    .optional(),
});
export type StorageCheckReport = z.infer<typeof StorageCheckReport>;

export const StorageCheckInput = z.object({
  /** Remove unowned files and unused rows older than an hour, and set counts and sizes right. */
  repair: z.boolean().default(false),
});
export type StorageCheckInput = z.infer<typeof StorageCheckInput>;
