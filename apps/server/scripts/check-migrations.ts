/**
 * Fails (exit 1) when the Drizzle schema and the committed migrations drift: runs `drizzle-kit generate`
 * into a temporary copy of src/db/migrations and fails if it writes anything new. Needs no database and no
 * network. Run with `npm run db:check -w @sym/server`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = path.join(serverRoot, 'src', 'db', 'migrations');
const schemaFile = path.join(serverRoot, 'src', 'db', 'schema.ts');
// drizzle-kit may ask about renames on a terminal; without one it can wait forever, so give up after a while.
const GENERATE_TIMEOUT_MS = 120_000;

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

class CheckFailure extends Error {}

function fail(message: string): never {
  throw new CheckFailure(message);
}

function checkCommittedFilesReadable(): void {
  try {
    const migrations = readMigrationFiles({ migrationsFolder: migrationsDir });
    if (migrations.length === 0)
      fail('no migrations are committed in src/db/migrations. Run `npm run db:generate -w @sym/server`.');
  } catch (error) {
    if (error instanceof CheckFailure) throw error;
    fail(`the committed migrations cannot be read (${error instanceof Error ? error.message : String(error)}).`);
  }
}

function checkNoDrift(): void {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-db-check-'));
  try {
    const copy = path.join(scratch, 'migrations');
    fs.cpSync(migrationsDir, copy, { recursive: true });
    const before = listFiles(copy);
    // bin.cjs is not in the package's exports map; locate it beside the package entry point.
    const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
    // drizzle-kit prefixes --out with './', so it must be relative to the working directory.
    const out = path.relative(serverRoot, copy);
    const result = spawnSync(
      process.execPath,
      [
        drizzleKit,
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        path.relative(serverRoot, schemaFile),
        '--out',
        out,
      ],
      { cwd: serverRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: GENERATE_TIMEOUT_MS },
    );
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    const added = listFiles(copy).filter((file) => !before.includes(file));
    // drizzle-kit can print an error and still exit 0, so require one of its two success messages.
    const isUnchanged = output.includes('No schema changes');
    const isGenerated = output.includes('Your SQL migration file');
    if (result.error || result.status !== 0 || (!isUnchanged && !isGenerated)) {
      fail(
        `drizzle-kit generate did not finish cleanly (${result.error?.message ?? `exit ${result.status}`}). ` +
          `If the schema renames or drops something, run \`npm run db:generate -w @sym/server\` in a terminal.\n${output}`,
      );
    }
    if (isGenerated || added.length > 0) {
      fail(
        `the Drizzle schema (src/db/schema.ts) has changes with no committed migration; drizzle-kit would write:\n` +
          `  ${added.join('\n  ')}\nRun \`npm run db:generate -w @sym/server\` and commit src/db/migrations.`,
      );
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

try {
  checkCommittedFilesReadable();
  checkNoDrift();
  console.log('db:check ok: the committed migrations match the Drizzle schema.');
} catch (error) {
  console.error(`db:check failed: ${error instanceof CheckFailure ? error.message : String(error)}`);
  process.exitCode = 1;
}
