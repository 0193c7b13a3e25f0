import { sql, type SQL } from 'drizzle-orm';

/**
 * A backup copies the media files after it took the database snapshot, so no file a snapshot row names may be
 * deleted in between. Files leave storage only after their stored_files row was deleted (stored-files.service.ts),
 * and every statement that deletes such rows asks `MEDIA_DELETION_IS_OPEN` first:
 * - on PostgreSQL it takes a shared transaction-level advisory lock, which a backup holds exclusively (on a
 *   session of its own) from before its snapshot until its last file is copied. Taking it exclusively waits for
 *   the deleting transactions already running; later ones see the lock taken and delete nothing;
 * - on PGlite the app's one session is also the backup's (backup-channel.ts), so the lock would never conflict:
 *   there the backup sets a session setting instead, in a turn of its own before the snapshot's.
 * A row that could not go stays released, and the first sweep after the backup removes it and its file.
 */
export const MEDIA_DELETION_IS_OPEN: SQL = sql`(select pg_try_advisory_xact_lock_shared(hashtext('sym-media-backup:' || current_schema()))
  and coalesce(current_setting('sym.media_backup', true), '') <> 'on')`;

/** The advisory lock a PostgreSQL backup holds exclusively, on a session whose search_path is the app's schema. */
export const MEDIA_BACKUP_LOCK_SQL = `select pg_advisory_lock(hashtext('sym-media-backup:' || current_schema()))`;

/** The session setting a PGlite backup sets for its duration (and clears after). */
export const pauseMediaDeletionSql = (isPaused: boolean) =>
  `select set_config('sym.media_backup', '${isPaused ? 'on' : ''}', false)`;
