import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt, id, jsonObject, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { teams } from './teams.ts';

/** A user's plan and the date of the next monthly allocation. The balance is NOT here: it is the ledger's sum. */
export const creditAccounts = pgTable('credit_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  subscriptionStatus: text('subscription_status').notNull().default('active'),
  nextResetAt: timestamp('next_reset_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type CreditAccountRow = typeof creditAccounts.$inferSelect;

/**
 * The credit ledger, append-only. Balance = sum(amount). A generation reserves (-cost) with its job record;
 * success adds a capture (0, marks the spend final), failure a release (+cost). One capture or release per job.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The team account the entry belongs to (issue 33); null for the user's own account. On a team entry
     * `user_id` is the member who spent (or the one who granted).
     */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** allocation | purchase | grant | reservation | capture | release */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    jobId: uuid('job_id'),
    /** On a job's reservation: the GenerationKind it buys (image, video, lipsync...), for the monthly limits. */
    generationKind: text('generation_kind'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_entries_user_idx').on(table.userId, table.createdAt),
    index('credit_entries_team_idx').on(table.teamId, table.createdAt),
    uniqueIndex('credit_entries_job_kind_unique')
      .on(table.jobId, table.kind)
      .where(sql`${table.jobId} is not null`),
  ],
);
export type CreditEntryRow = typeof creditEntries.$inferSelect;

/**
 * One generation request. pg-boss carries it to a worker (same id); this row is what the client polls and what
 * makes retries idempotent: output keys are chosen once, the result is written once.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: id(),
    queue: text('queue').notNull(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** What to fill: { type: 'asset-variant', assetId, generationId } | { type: 'shot-image', ... } ... */
    target: jsonObject('target'),
    /**
     * What the job makes, e.g. 'shot:<id>:image' or 'variant:<id>' (null: nothing to share, like a voice line).
     * At most one open job per key: a second request for the same thing gets the running job and pays nothing.
     */
    targetKey: text('target_key'),
    /** Request details the worker needs (prompt, style, voice...). */
    input: jsonObject('input'),
    /** queued | active | completed | failed */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    cost: integer('cost').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Media keys chosen at the first attempt and reused by retries, so a retry overwrites instead of orphaning. */
    outputKeys: jsonb('output_keys').$type<string[]>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    isCancelRequested: boolean('is_cancel_requested').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('generation_jobs_user_idx').on(table.userId, table.createdAt),
    index('generation_jobs_status_idx').on(table.status),
    uniqueIndex('generation_jobs_open_target_unique')
      .on(table.targetKey)
      .where(sql`${table.targetKey} is not null and ${table.status} in ('queued', 'active')`),
    index('generation_jobs_open_project_idx')
      .on(table.projectId)
      .where(sql`${table.status} in ('queued', 'active')`),
  ],
);
export type GenerationJobRow = typeof generationJobs.$inferSelect;
