import { z } from 'zod';

/** The archive's own format: a restore refuses a version it does not know. */
export const BACKUP_FORMAT = 'sym-studio-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The archive's entries: one JSON-lines file per table, media files by key, and the manifest last. */
export const MANIFEST_PATH = 'manifest.json';
export const tableEntryPath = (role: SchemaRole, table: string) => `db/${role}/${table}.jsonl`;
export const mediaEntryPath = (key: string) => `media/${key}`;

/** The app's tables (DATABASE_SCHEMA) and the job queue's (pg-boss, jobSchemaFor): restored into the target's. */
export const SchemaRole = z.enum(['app', 'jobs']);
export type SchemaRole = z.infer<typeof SchemaRole>;

export const DumpedTable = z.object({ role: SchemaRole, name: z.string(), rows: z.number().int().nonnegative() });
export type DumpedTable = z.infer<typeof DumpedTable>;

export const DumpedSequence = z.object({ role: SchemaRole, name: z.string(), lastValue: z.string() });
export type DumpedSequence = z.infer<typeof DumpedSequence>;

/** What the snapshot holds besides its rows: written by whoever took it (this process or the running server). */
export const DatabaseDump = z.object({
  kind: z.enum(['pglite', 'postgres']),
  /** The last migration applied (drizzle's journal `when`, and its tag when this app knows it). */
  migration: z.object({ when: z.number(), tag: z.string().optional() }),
  tables: z.array(DumpedTable),
  sequences: z.array(DumpedSequence),
});
export type DatabaseDump = z.infer<typeof DatabaseDump>;

export const ArchiveFile = z.object({
  path: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Media only: the content type it was stored with. */
  contentType: z.string().optional(),
});
export type ArchiveFile = z.infer<typeof ArchiveFile>;

export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  database: DatabaseDump,
  media: z.object({
    storage: z.enum(['local', 's3']),
    /**
     * Files with a stored_files row that no row referenced and that were gone (or not written yet) when copied:
     * an upload in flight or one being discarded. A restore drops their rows.
     */
    unreferencedMissing: z.array(z.string()),
  }),
  files: z.array(ArchiveFile),
});
export type BackupManifest = z.infer<typeof BackupManifest>;
