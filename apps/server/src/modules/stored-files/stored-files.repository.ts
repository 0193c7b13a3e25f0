import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { storedFileHolds, storedFiles, teamMembers } from '../../db/schema.ts';
import { resultRows } from '../../db/result-rows.ts';
import { MEDIA_DELETION_IS_OPEN } from '../../db/media-deletion-pause.ts';

/**
 * How long a deleted shot's files are held for an undo: as long as a script apply's undo token lives
 * (SHOTS_UNDO_TTL_MS), which is longer than any editor session's undo history.
 */
export const UNDO_HOLD_SECONDS = 24 * 60 * 60;

/** One stored file and its size. */
export interface StoredFileSize {
  key: string;
  sizeBytes: number;
}

/**
 * Whether a stored file may be shown: `shown` while some live row uses it (or none ever did: an upload not adopted
 * yet), `binned` while every row that uses it is in the Recycle Bin (or held for an undo), `released` once its last
 * reference went (it is about to be deleted).
 */
export type FileShowing = 'shown' | 'binned' | 'released';

/** What GET /media needs of a file's row: whether it may be shown, and its validators (ETag, Last-Modified). */
export interface FileServing {
  showing: FileShowing;
  sizeBytes: number;
  createdAt: Date;
}

/**
 * The only code that reads or writes stored_files rows (ref_count is the database's: stored-file-references.ts).
 */
export class StoredFilesRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): StoredFilesRepository {
    return new StoredFilesRepository(tx);
  }

  /**
   * The owner row of a file about to be written, charged to the user. A key written again (a job's retry, an
   * export's re-render) keeps its row and references with the new size.
   */
  async reserve(userId: string, file: StoredFileSize): Promise<void> {
    await this.db
      .insert(storedFiles)
      .values({ key: file.key, userId, sizeBytes: file.sizeBytes })
      .onConflictDoUpdate({ target: storedFiles.key, set: { sizeBytes: sql`excluded.size_bytes` } });
  }

  /**
   * How the file under this key may be served, in one statement: its row by primary key, and only when rows
   * use it, one probe of each media table's keys index for a live one (stored-file-liveness.ts).
   */
  async servingOf(key: string): Promise<FileServing | undefined> {
    const [row] = await this.db
      .select({
        showing: sql<FileShowing>`case
          when ${storedFiles.releasedAt} is not null then 'released'
          when ${storedFiles.refCount} > 0 and not stored_file_has_live_reference(${storedFiles.key}) then 'binned'
          else 'shown' end`,
        sizeBytes: storedFiles.sizeBytes,
        createdAt: storedFiles.createdAt,
      })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row;
  }

  /** Size of the file under this key, if it has a row. */
  async sizeOf(key: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ sizeBytes: storedFiles.sizeBytes })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row?.sizeBytes;
  }

  /**
   * Removes the rows of these keys that no row references (refused or failed writes); answers those keys. While a
   * backup runs (media-deletion-pause.ts) the rows are only marked released, for the first sweep after it.
   */
  async removeUnreferenced(keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const list = sql`array[${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]`;
    // One statement, so the gate's lock is held until the delete commits.
    const result = await this.db.execute(sql`
      with gate as materialized (select ${MEDIA_DELETION_IS_OPEN} as open),
      parked as (
        update ${storedFiles} set released_at = coalesce(released_at, now())
         where key = any(${list}) and ref_count = 0 and not (select open from gate)
      )
      delete from ${storedFiles} where key = any(${list}) and ref_count = 0 and (select open from gate)
      returning key`);
    return resultRows<{ key: string }>(result).map((row) => row.key);
  }

  /**
   * Removes up to `limit` rows whose last reference went in a committed transaction and answers their keys.
   * Rows another sweep holds are skipped, so concurrent sweeps never delete one file twice; none go while a
   * backup runs (media-deletion-pause.ts).
   */
  async takeReleased(limit: number): Promise<string[]> {
    const released = this.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(and(eq(storedFiles.refCount, 0), isNotNull(storedFiles.releasedAt)))
      .orderBy(storedFiles.releasedAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .delete(storedFiles)
      .where(and(inArray(storedFiles.key, released), eq(storedFiles.refCount, 0), MEDIA_DELETION_IS_OPEN))
      .returning({ key: storedFiles.key });
    return rows.map((row) => row.key);
  }

  /** Marks the user's files that nothing references as released, so the next sweep deletes them. */
  async releaseUnreferencedOf(userId: string): Promise<void> {
    await this.db
      .update(storedFiles)
      .set({ releasedAt: sql`now()` })
      .where(and(eq(storedFiles.userId, userId), eq(storedFiles.refCount, 0), isNull(storedFiles.releasedAt)));
  }

  /** Holds the files a shot and its generations use for the shot's project, `seconds` from now. */
  async holdFilesOfShot(shotId: string, seconds: number): Promise<void> {
    await this.db.execute(sql`
      insert into ${storedFileHolds} (key, project_id, expires_at)
      select distinct k, sc.project_id, now() + make_interval(secs => ${seconds})
        from shots s
        join scenarios sc on sc.id = s.scenario_id,
        lateral unnest(stored_file_keys_shots(s) || coalesce(
          (select array_agg(x) from shot_generations g, unnest(stored_file_keys_shot_generations(g)) as x
            where g.shot_id = s.id), '{}')) as k
       where s.id = ${shotId}
      on conflict (key, project_id) do update set expires_at = excluded.expires_at`);
  }

  /** Drops the holds that expired (their files are released when nothing else uses them). */
  async dropExpiredHolds(): Promise<void> {
    await this.db.delete(storedFileHolds).where(lt(storedFileHolds.expiresAt, sql`now()`));
  }

  /** Bytes the user stores: the sizes of the files charged to them (uploads, generations, exports, posters). */
  async usedBytes(userId: string): Promise<number> {
    const [files] = await this.db
      .select({ total: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
      .from(storedFiles)
      .where(eq(storedFiles.userId, userId));
    return Number(files?.total ?? 0);
  }

  /**
   * Bytes a team stores (its storage limit, issue 33): the files charged to its members. A file is charged to the
   * member who wrote it and names no project, so this is all the members' use, their own projects' included.
   */
  async usedBytesOfTeam(teamId: string): Promise<number> {
    const [files] = await this.db
      .select({ total: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.userId,
          this.db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId)),
        ),
      );
    return Number(files?.total ?? 0);
  }

  /**
   * Inside a transaction: waits for any other storage reservation of the same user to commit, so two
   * writes at the limit cannot both see room (transaction-scoped advisory lock, released at commit).
   */
  async lockUser(userId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storage:${userId}`}, 0))`);
  }
}
