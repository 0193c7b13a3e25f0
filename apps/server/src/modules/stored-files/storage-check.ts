import { sql } from 'drizzle-orm';
import type { StorageCheckReport } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { recountReferencesSql } from '../../db/stored-file-references.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MediaStorage, StoredObject } from '../../media/media-storage.ts';
import type { StoredFilesRepository } from './stored-files.repository.ts';

/** How old an unowned file or an unused row must be before a repair removes it (an upload may be in flight). */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

export interface StorageCheckDeps {
  db: Database;
  /** A repair takes back unused rows through it. */
  files: Pick<StoredFilesRepository, 'removeUnreferenced'>;
  storage: Pick<MediaStorage, 'list' | 'delete'>;
  now?: () => number;
}

interface FileRow {
  key: string;
  user_id: string | null;
  size_bytes: string | number;
  ref_count: number;
  released_at: string | Date | null;
  created_at: string | Date;
}

interface ReferenceRow {
  table_name: string;
  row_id: string;
  key: string;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];

const ageOf = (now: number, at: string | Date) => Math.max(0, Math.round((now - new Date(at).getTime()) / 1000));

/**
 * Compares media storage (local folder or S3) with the stored_files rows and the references the rows hold:
 * files nobody owns, rows whose file is gone, references to no row, reference counts and recorded sizes that
 * differ from what is there, and each user's counted usage beside the sizes of their files. With `repair` it
 * removes unowned files and unused rows older than an hour (and the files of rows whose last reference went),
 * and sets counts and sizes to what it found. Reads everything once; meant for an operator, not a hot path.
 */
export async function checkStorage(deps: StorageCheckDeps, options: { repair: boolean }): Promise<StorageCheckReport> {
  const { db } = deps;
  const now = deps.now?.() ?? Date.now();
  const objects = new Map<string, StoredObject>();
  for await (const object of deps.storage.list()) objects.set(object.key, object);
  const rows = rowsOf<FileRow>(
    await db.execute(
      sql`select key, user_id, size_bytes, ref_count, released_at, created_at from stored_files order by key`,
    ),
  );
  const references = rowsOf<ReferenceRow>(
    await db.execute(sql`select table_name, row_id, key from stored_file_references order by key, table_name`),
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const counted = new Map<string, number>();
  for (const reference of references) counted.set(reference.key, (counted.get(reference.key) ?? 0) + 1);

  const orphanFiles = [...objects.values()]
    .filter((object) => !byKey.has(object.key))
    .map((object) => ({ key: object.key, sizeBytes: object.size, ageSeconds: ageOf(now, object.modifiedAt) }));
  const missingFiles = rows
    .filter((row) => !objects.has(row.key))
    .map((row) => ({ key: row.key, userId: row.user_id, references: counted.get(row.key) ?? 0 }));
  const danglingReferences = references
    .filter((reference) => !byKey.has(reference.key))
    .map((reference) => ({ table: reference.table_name, rowId: reference.row_id, key: reference.key }));
  const countMismatches = rows
    .filter((row) => row.ref_count !== (counted.get(row.key) ?? 0))
    .map((row) => ({ key: row.key, recorded: row.ref_count, actual: counted.get(row.key) ?? 0 }));
  const sizeMismatches = rows.flatMap((row) => {
    const object = objects.get(row.key);
    return object && object.size !== Number(row.size_bytes)
      ? [{ key: row.key, recorded: Number(row.size_bytes), actual: object.size }]
      : [];
  });
  const usageByUser = new Map<string, { countedBytes: number; fileBytes: number }>();
  for (const row of rows) {
    if (!row.user_id) continue;
    const usage = usageByUser.get(row.user_id) ?? { countedBytes: 0, fileBytes: 0 };
    usage.countedBytes += Number(row.size_bytes);
    usage.fileBytes += objects.get(row.key)?.size ?? 0;
    usageByUser.set(row.user_id, usage);
  }
  const unused = rows.filter(
    (row) =>
      (counted.get(row.key) ?? 0) === 0 &&
      (row.released_at !== null || now - new Date(row.created_at).getTime() >= ORPHAN_AGE_MS),
  );

  const report: StorageCheckReport = {
    files: objects.size,
    rows: rows.length,
    references: references.length,
    orphanFiles,
    missingFiles,
    danglingReferences,
    countMismatches,
    sizeMismatches,
    unusedRows: unused.map((row) => ({ key: row.key, userId: row.user_id, ageSeconds: ageOf(now, row.created_at) })),
    usage: [...usageByUser].map(([userId, usage]) => ({ userId, ...usage })),
  };
  if (!options.repair) return report;

  const oldOrphans = orphanFiles.filter((file) => file.ageSeconds * 1000 >= ORPHAN_AGE_MS).map((file) => file.key);
  await db.execute(sql.raw(recountReferencesSql()));
  for (const mismatch of sizeMismatches) {
    await db.execute(sql`update stored_files set size_bytes = ${mismatch.actual} where key = ${mismatch.key}`);
  }
  // Taken back only while still unused: a row referenced since the read above stays.
  const removedRows = await deps.files.removeUnreferenced(unused.map((row) => row.key));
  const removed = [...oldOrphans, ...removedRows.filter((key) => objects.has(key))];
  await Promise.allSettled(removed.map((key) => deps.storage.delete(key)));
  report.repaired = {
    orphanFilesRemoved: oldOrphans.length,
    unusedRowsRemoved: removedRows.length,
    countsFixed: countMismatches.length,
    sizesFixed: sizeMismatches.length,
  };
  return report;
}

/** The administrator's storage check behind the API (system.storageCheck); anyone else gets 403. */
export class StorageCheckService {
  constructor(private readonly deps: StorageCheckDeps) {}

  /** The report (and with `repair`, the repairs) for an administrator; 403 for anyone else. */
  async run(actor: { role: string }, input: { repair: boolean }): Promise<StorageCheckReport> {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
    return checkStorage(this.deps, input);
  }
}
