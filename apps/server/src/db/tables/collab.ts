import { json, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Presence, field locks and shot selections of one project while someone is in it, shared by every API process
 * (realtime/collab/postgres-collab-store.ts). The state is the collaboration rules' plain JSON, read FOR UPDATE,
 * changed and written back; the row is deleted when the state is empty. `json`, not `jsonb`: jsonb reorders object
 * keys, and the rules rely on insertion order (snapshot order, the socket presence shows after a tab leaves).
 */
export const collabProjects = pgTable('collab_projects', {
  projectId: text('project_id').primaryKey(),
  state: json('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per API process with sockets in collab_projects, refreshed by its sweep: the sockets of a process whose
 * row is missing or older than the process lease are removed by another process's sweep (it died).
 */
export const collabProcesses = pgTable('collab_processes', {
  processId: text('process_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
