import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The columns every job record table shares (generation_jobs, exports: a record per job, same id as pg-boss's). */
export interface JobRecordColumns {
  attempts: AnyPgColumn;
  startedAt: AnyPgColumn;
}

/** The changes that start an attempt of an open record: one more attempt, started now (unless it started before). */
export function attemptStartChanges(table: JobRecordColumns) {
  return {
    attempts: sql`${table.attempts} + 1`,
    startedAt: sql`coalesce(${table.startedAt}, now())`,
    updatedAt: sql`now()`,
  };
}

/**
 * The changes that put back a running record whose worker is stopping (the one hand-back shape of every job
 * table): queued, its attempt uncounted (and never started when it was the first), its progress reset, so the
 * next worker runs it as if this attempt never happened. Applied only where the record is running.
 */
export function handBackChanges(table: JobRecordColumns) {
  return {
    status: 'queued',
    attempts: sql`greatest(${table.attempts} - 1, 0)`,
    progress: 0,
    startedAt: sql`CASE WHEN ${table.attempts} <= 1 THEN NULL ELSE ${table.startedAt} END`,
    updatedAt: sql`now()`,
  };
}

/** A progress percent as records keep it: whole, 0-99 (100 is for completed). */
export const recordedProgress = (progress: number) => Math.max(0, Math.min(99, Math.round(progress)));
