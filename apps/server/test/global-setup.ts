import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { JOB_QUEUE_NAMES } from '@sym/contracts';
import { loadConfig } from '../src/config/index.ts';
import { createDatabase } from '../src/db/index.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';

const quiet = { info() {}, warn() {}, error() {} };

/**
 * Creates one migrated embedded database before the API tests, so each test server copies it instead of
 * running PGlite's initdb again (seconds per file). It also holds the job queue's schema and queues, as after a
 * first start: a server then finds them made instead of making them (about 50 ms per server on PGlite).
 * With DATABASE_URL the tests use PostgreSQL and skip this.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return undefined;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-api-template-'));
  // The settings' defaults, as a server of the tests starts with them.
  const config = loadConfig({ DATA_DIR: root });
  const database = await createDatabase(config);
  await database.migrate();
  const queue = new JobQueue({
    database,
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
    pollingIntervalSeconds: config.JOB_POLLING_SECONDS,
    leaseSeconds: config.JOB_LEASE_SECONDS,
    log: quiet,
  });
  await queue.start(JOB_QUEUE_NAMES);
  await queue.stop(0);
  await database.close();
  project.provide('pgliteTemplateDir', path.join(root, 'db'));
  return () => fs.rmSync(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string | undefined;
  }
}
