import type { PgliteConnection } from './pglite-connection.ts';

/**
 * Autovacuum's work on PGlite. PostgreSQL's autovacuum, which runs VACUUM and ANALYZE as tables change, does not run
 * in PGlite (nor do its modification counters count): without this the planner never has statistics (it planned the
 * project list with previews in several times the time it took to run it) and the row versions updates leave
 * behind are never reclaimed. `refresh` runs VACUUM (ANALYZE), table by table in the background lane, on each table
 * outside the system schemas that has rows and was never analyzed, or whose size on disk moved by a fifth since (and
 * by 8 pages at least): one statement per turn, so requests wait for one table at most.
 */

const PAGE_BYTES = 8192;
const MIN_PAGES_MOVED = 8;
const SHARE_MOVED = 0.2;

interface TableSize {
  name: string;
  analyzedPages: number;
  pages: number;
  neverAnalyzed: boolean;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function isStale({ analyzedPages, pages, neverAnalyzed }: TableSize): boolean {
  // Like autovacuum, an empty table is left alone until it has rows.
  if (neverAnalyzed) return pages > 0;
  const moved = Math.abs(pages - analyzedPages);
  return moved >= MIN_PAGES_MOVED && moved >= SHARE_MOVED * Math.max(analyzedPages, 1);
}

export class PgliteStatistics {
  private running: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly connection: PgliteConnection) {}

  /** Analyzes the tables that need it; answers how many. A refresh already running is joined, not repeated. */
  refresh(): Promise<number> {
    this.running ??= this.analyzeStale().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Refreshes every `intervalMs` until `stop` (the timer does not keep the process alive). */
  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a refresh under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async analyzeStale(): Promise<number> {
    const background = this.connection.in('background');
    const { rows } = await background.query<Record<string, unknown>>(
      `select n.nspname as schema_name, c.relname as table_name, c.relpages, c.reltuples < 0 as never_analyzed,
              pg_relation_size(c.oid) as bytes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_%'`,
    );
    const tables = rows.map((row): TableSize => ({
      name: `${quoteIdent(String(row.schema_name))}.${quoteIdent(String(row.table_name))}`,
      analyzedPages: Number(row.relpages),
      pages: Math.ceil(Number(row.bytes) / PAGE_BYTES),
      neverAnalyzed: row.never_analyzed === true,
    }));
    let analyzed = 0;
    for (const table of tables.filter(isStale)) {
      await background.exec(`VACUUM (ANALYZE) ${table.name}`);
      analyzed += 1;
    }
    return analyzed;
  }
}
