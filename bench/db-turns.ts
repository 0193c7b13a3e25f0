// Turns on PGlite's one connection under many users (issue 34), in one process, without HTTP: 100 clients at once,
// each acting for one of 40 users (10 projects × 1 episode × 5 shots, a generated preview per project): 85% the
// projects page's list with previews (the app's ProjectListRepository), 10% an episode's shots, 5% a shot's
// description written in a transaction that locks the episode's shots first (as ShotService.update does). Two ways
// of running the same statements on copies of the same data, interleaved round by round:
//   pglite: drizzle on PGlite's own client (each statement parsed and planned anew, never any planner statistics),
//           as the server ran before;
//   turns:  the server's connection now (apps/server/src/db/pglite-connection.ts: PGlite in a worker thread, turns
//           in two lanes, named prepared statements, statistics refreshed in the background).
// Prints per way: operations/s, read and write p50/p99, the process's CPU ms per operation, the turns' wait (mean,
// max) for the connection, and acknowledged writes lost (every written shot read back); then the load average.
// Usage: node --import tsx bench/db-turns.ts [--seconds 8] [--clients 100] [--users 40] [--rounds 2]
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { createDatabase, tables, type Database } from '../apps/server/src/db/index.ts';
import { TurnQueue, type LaneTally } from '../apps/server/src/db/pglite-turns.ts';
import { ProjectListRepository } from '../apps/server/src/modules/projects/project-list.repository.ts';
import { option } from './support/server-process.ts';

const SECONDS = Number(option('seconds') ?? 8);
const CLIENTS = Number(option('clients') ?? 100);
const USERS = Number(option('users') ?? 40);
const ROUNDS = Number(option('rounds') ?? 2);
const PROJECTS = 10;
const SHOTS = 5;

interface Episode {
  userId: string;
  scenarioId: string;
  shotIds: string[];
}

async function seed(db: Database): Promise<Episode[]> {
  const episodes: Episode[] = [];
  for (let u = 0; u < USERS; u += 1) {
    const [user] = await db
      .insert(tables.users)
      .values({ email: `u${u}@bench.test`, name: `User ${u}` })
      .returning();
    for (let p = 0; p < PROJECTS; p += 1) {
      const [project] = await db
        .insert(tables.projects)
        .values({ userId: user!.id, name: `P${p}` })
        .returning();
      const [scenario] = await db
        .insert(tables.scenarios)
        .values({ projectId: project!.id, userId: user!.id, name: 'Episode 1' })
        .returning();
      const shotRows = await db
        .insert(tables.shots)
        .values(
          Array.from({ length: SHOTS }, (_, s) => ({
            scenarioId: scenario!.id,
            sequence: s + 1,
            description: `Shot ${s}`,
          })),
        )
        .returning();
      await db.insert(tables.shotGenerations).values({
        shotId: shotRows[0]!.id,
        kind: 'image',
        status: 'completed',
        isPrimary: true,
        url: `/media/images/${scenario!.id}.png`,
      });
      episodes.push({ userId: user!.id, scenarioId: scenario!.id, shotIds: shotRows.map((row) => row.id) });
    }
  }
  return episodes;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** The workload for `seconds` on `db`; answers the numbers and the last acknowledged description of each shot. */
async function load(db: Database, episodes: Episode[], seconds: number) {
  const lists = new ProjectListRepository(db);
  const latency = { read: [] as number[], write: [] as number[] };
  const acknowledged = new Map<string, string>();
  let errors = 0;
  let written = 0;
  const cpu = process.cpuUsage();
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const episode = episodes[Math.floor(Math.random() * episodes.length)]!;
        const dice = Math.random();
        const started = performance.now();
        try {
          if (dice < 0.85) {
            await lists.list({ actorId: episode.userId, sort: 'recent', limit: 50, offset: 0, includePreviews: true });
          } else if (dice < 0.95) {
            await db.select().from(tables.shots).where(eq(tables.shots.scenarioId, episode.scenarioId));
          } else {
            const shotId = episode.shotIds[Math.floor(Math.random() * episode.shotIds.length)]!;
            const description = `write ${(written += 1)}`;
            await db.transaction(async (tx) => {
              await tx.execute(sql`select id from shots where scenario_id = ${episode.scenarioId} for update`);
              await tx
                .update(tables.shots)
                .set({ description, updatedAt: new Date() })
                .where(eq(tables.shots.id, shotId));
              await tx.select().from(tables.shots).where(eq(tables.shots.id, shotId));
            });
            acknowledged.set(shotId, description);
          }
        } catch {
          errors += 1;
        }
        latency[dice < 0.95 ? 'read' : 'write'].push(performance.now() - started);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  const operations = latency.read.length + latency.write.length;
  let lost = 0;
  for (const [shotId, description] of acknowledged) {
    const [row] = await db.select().from(tables.shots).where(eq(tables.shots.id, shotId));
    if (row?.description !== description) lost += 1;
  }
  return {
    perSecond: operations / seconds,
    cpuPerOperation: (used.user + used.system) / 1000 / operations,
    read: { p50: quantile(latency.read, 0.5), p99: quantile(latency.read, 0.99) },
    write: { n: latency.write.length, p50: quantile(latency.write, 0.5), p99: quantile(latency.write, 0.99) },
    errors,
    lost,
  };
}

// Every TurnQueue of this thread, for its waits: the server's connection takes its turns in PGlite's worker thread,
// where this cannot see them, so the waits print only for a connection whose turns run here.
const queues = new Set<TurnQueue>();
const turnRun = TurnQueue.prototype.run;
TurnQueue.prototype.run = function (this: TurnQueue, ...args: Parameters<TurnQueue['run']>) {
  queues.add(this);
  return turnRun.apply(this, args) as ReturnType<TurnQueue['run']>;
} as TurnQueue['run'];

const root = mkdtempSync(join(tmpdir(), 'sym-bench-turns-'));
try {
  const seeded = join(root, 'seeded');
  const handle = await createDatabase({ DATA_DIR: seeded, DATABASE_URL: undefined, DATABASE_SCHEMA: 'public' });
  await handle.migrate();
  const started = performance.now();
  const episodes = await seed(handle.db);
  await handle.close();
  console.log(
    `seeded ${USERS} users × ${PROJECTS} projects × ${SHOTS} shots in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `${CLIENTS} clients, ${SECONDS} s per way and round`,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const way of ['pglite', 'turns'] as const) {
      // A fresh copy of the seeded data (never analyzed) for each way and round.
      const dataDir = join(root, `${way}-${round}`);
      cpSync(seeded, dataDir, { recursive: true });
      let db: Database;
      let close: () => Promise<void>;
      if (way === 'pglite') {
        const client = await PGlite.create(join(dataDir, 'db'));
        db = drizzle({ client, schema: tables }) as unknown as Database;
        close = () => client.close();
      } else {
        const opened = await createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined, DATABASE_SCHEMA: 'public' });
        await opened.migrate(); // nothing to apply; starts the statistics, as at a server's start
        db = opened.db;
        close = () => opened.close();
      }
      await load(db, episodes, 2); // warm-up (and the statistics' first refresh)
      const warmUp = [...queues].map((queue) => queue.takeTallies().background).find((tally) => tally.turns > 0);
      const result = await load(db, episodes, SECONDS);
      const app: LaneTally | undefined = [...queues].map((queue) => queue.takeTallies().app).find((t) => t.turns > 0);
      queues.clear();
      await close();
      const waits =
        way === 'turns' && app
          ? `; turns wait mean ${(app.waitMs / app.turns).toFixed(1)} ms, max ${app.maxWaitMs.toFixed(0)} ms; ` +
            `statistics in the warm-up: ${warmUp?.turns ?? 0} background turns, longest ${(warmUp?.maxHoldMs ?? 0).toFixed(0)} ms`
          : '';
      console.log(
        `round ${round} ${way.padEnd(6)}: ${result.perSecond.toFixed(0)} op/s, CPU ${result.cpuPerOperation.toFixed(2)} ms/op; ` +
          `read p50 ${result.read.p50.toFixed(0)} p99 ${result.read.p99.toFixed(0)} ms; ` +
          `write (${result.write.n}) p50 ${result.write.p50.toFixed(0)} p99 ${result.write.p99.toFixed(0)} ms; ` +
          `errors ${result.errors}, acknowledged writes lost ${result.lost}${waits}`,
      );
    }
  }
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
