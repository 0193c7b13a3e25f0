import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config/index.ts';
import { MIGRATIONS_DIR } from '../config/index.ts';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import { PgliteConnection } from './pglite-connection.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';
import { PgliteStatistics } from './pglite-statistics.ts';
import { seedFromTemplate } from './pglite-template.ts';
import { installStoredFileReferences } from './stored-file-references.ts';
import * as schema from './schema.ts';
import { timedPgliteBackend, timePostgresQueries, type QueryTimer } from './timed-queries.ts';

export type DatabaseSchema = typeof schema;
/** The Drizzle handle every repository receives; the same type for PGlite and node-postgres (and their transactions). */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The PostgreSQL schema holding the tables and the migrations journal. */
  schemaName: string;
  /** Applies the committed migrations that are not applied yet, then the stored-file reference rules. */
  migrate(): Promise<void>;
  /** Resolves when `select 1` works. */
  ping(): Promise<void>;
  /**
   * Raw SQL outside Drizzle, for pg-boss: parameter-less text may hold several statements (PGlite runs those
   * through `exec`); the rows are those of the last statement.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

type DatabaseOptions = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_SCHEMA'>;

export interface DatabaseObservers {
  /** Each statement of the open database (not its set-up's), timed: the process's metrics. */
  onQuery?: QueryTimer;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * drizzle-kit writes foreign keys as `REFERENCES "public"."table"`. For another schema, run the drizzle
 * migrator on a temporary copy of the migrations that points those references at the target schema.
 */
async function withMigrationsFor<T>(schemaName: string, run: (folder: string) => Promise<T>): Promise<T> {
  if (schemaName === 'public') return run(MIGRATIONS_DIR);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-migrations-'));
  try {
    fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
      const target = path.join(folder, file);
      fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replaceAll('"public".', `${quoteIdent(schemaName)}.`));
    }
    return await run(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Time between the checks for tables whose planner statistics are stale (pglite-statistics.ts): a minute, as
 * autovacuum's naptime. A check is one catalog query; only a table that grew or shrank by a fifth is analyzed.
 */
const PGLITE_STATISTICS_INTERVAL_MS = 60 * 1000;

async function createPgliteDatabase(options: DatabaseOptions, observers: DatabaseObservers): Promise<DatabaseHandle> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const schemaName = options.DATABASE_SCHEMA;
  /** PGlite on `folder`, with our schema as the search path, and the step that applies the migrations to it. */
  const open = async (folder: string, onQuery?: QueryTimer) => {
    // PGlite runs in a worker thread; everything reaches it through the connection's turns (pglite-connection.ts),
    // drizzle as its client.
    const backend = await PgliteWorkerClient.open(folder);
    const connection = new PgliteConnection(onQuery ? timedPgliteBackend(backend, onQuery) : backend);
    if (schemaName !== 'public') {
      // PGlite is a single connection, so the search_path set here holds for every later query.
      await connection
        .in('app')
        .exec(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaName)}; SET search_path TO ${quoteIdent(schemaName)}`);
    }
    const db = drizzle({ client: connection as unknown as PGliteClient, schema });
    const applyMigrations = async () => {
      await withMigrationsFor(schemaName, (migrationsFolder) =>
        migrate(db, { migrationsFolder, migrationsSchema: schemaName === 'public' ? undefined : schemaName }),
      );
      await installStoredFileReferences(async (text) => {
        const results = await connection.in('app').exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }, schemaName);
      // No statement prepared before the migrations keeps a plan of the tables as they were.
      await connection.forgetStatements();
    };
    return { connection, db, applyMigrations };
  };
  const dataDir = path.join(options.DATA_DIR, 'db');
  fs.mkdirSync(dataDir, { recursive: true });
  await seedFromTemplate(dataDir, {
    schemaName,
    build: async (folder) => {
      const template = await open(folder);
      try {
        await template.applyMigrations();
      } finally {
        await template.connection.close();
      }
    },
  });
  const { connection, db, applyMigrations } = await open(dataDir, observers.onQuery);
  const statistics = new PgliteStatistics(connection);
  return {
    db,
    kind: 'pglite',
    schemaName,
    migrate: async () => {
      await applyMigrations();
      // Statistics in the background, table by table: the first requests need not wait for them.
      statistics.refresh().catch(() => undefined);
      statistics.start(PGLITE_STATISTICS_INTERVAL_MS);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // pg-boss's statements (polls, upkeep, sends) take the background lane: requests go first.
    executeSql: async (text, values = []) => {
      const background = connection.in('background');
      if (values.length > 0) return { rows: (await background.query(text, values)).rows };
      const results = await background.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: async () => {
      await statistics.stop();
      await connection.close();
    },
  };
}

async function createPostgresDatabase(
  options: DatabaseOptions & { DATABASE_URL: string },
  observers: DatabaseObservers,
): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const schemaName = options.DATABASE_SCHEMA;
  const isCustomSchema = schemaName !== 'public';
  // The advisory lock of the schema's set-up: one starting process at a time creates it and migrates it.
  const migrationLock = `sym-migrations:${schemaName}`;
  if (isCustomSchema) {
    const setup = new pg.Client({ connectionString: options.DATABASE_URL });
    await setup.connect();
    try {
      // CREATE SCHEMA IF NOT EXISTS is not safe when two processes start at once (one of them can fail on the
      // catalogue's unique index), so it runs under the migrations' advisory lock; the session's end lets it go.
      await setup.query('select pg_advisory_lock(hashtext($1))', [migrationLock]);
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaName)}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.DATABASE_URL,
    // Measured with bench/load-mixed.ts (2026-11-29, load 7): 25 or 40 connections gave no more requests per
    // second than 10 (each statement only took longer: the database is CPU-bound on a small machine).
    max: 10,
    // Every pooled connection starts with the configured schema as its search_path.
    ...(isCustomSchema ? { options: `-c search_path=${quoteIdent(schemaName)}` } : {}),
  });
  const { onQuery } = observers;
  if (onQuery) pool.on('connect', (client) => timePostgresQueries(client, onQuery));
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    schemaName,
    migrate: async () => {
      // Several API or worker processes may start at once: one applies the migrations, the others wait.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock(hashtext($1))', [migrationLock]);
        await withMigrationsFor(schemaName, (folder) =>
          migrate(db, { migrationsFolder: folder, migrationsSchema: isCustomSchema ? schemaName : undefined }),
        );
        await installStoredFileReferences(async (text) => {
          // A query of several statements answers one result per statement.
          const results: unknown = await pool.query(text);
          const last = (Array.isArray(results) ? results.at(-1) : results) as { rows?: unknown[] } | undefined;
          return { rows: last?.rows ?? [] };
        }, schemaName);
      } finally {
        await lock.query('select pg_advisory_unlock(hashtext($1))', [migrationLock]).catch(() => undefined);
        lock.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values = []) => ({ rows: (await pool.query(text, values)).rows as unknown[] }),
    close: () => pool.end(),
  };
}

/** Opens the database: PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR/db. */
export async function createDatabase(
  config: DatabaseOptions,
  observers: DatabaseObservers = {},
): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? createPostgresDatabase({ ...config, DATABASE_URL: config.DATABASE_URL }, observers)
    : createPgliteDatabase(config, observers);
}
