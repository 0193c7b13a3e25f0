import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/index.ts';

/**
 * Creates one migrated embedded database before the API tests, so each test server copies it instead of
 * running PGlite's initdb again (seconds per file). With DATABASE_URL the tests use PostgreSQL and skip this.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return undefined;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-api-template-'));
  const database = await createDatabase({ DATA_DIR: root, DATABASE_URL: undefined, DATABASE_SCHEMA: 'public' });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplateDir', path.join(root, 'db'));
  return () => fs.rmSync(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string | undefined;
  }
}
