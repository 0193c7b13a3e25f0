import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who is running which pg-boss job, until when. A worker writes a row when it starts a job, renews the leases of
 * all its jobs on a heartbeat and deletes the row when the job ends; a job still active in pg-boss whose lease has
 * run out lost its worker (killed, machine gone) and is taken back at once instead of after the job's expiry.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    /** The pg-boss job id (the same as our job record's). */
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    /** Random per worker process. */
    workerId: text('worker_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('job_leases_worker_idx').on(table.workerId)],
);
