// Time of the analytics answer (GET /api/analytics) over 100,000 ledger entries of one team.
// Usage: node --import tsx bench/analytics-query.ts [--entries 100000] [--runs 15] [--keep]
// Embedded database (PGlite) in a temporary folder, or PostgreSQL in a fresh schema when DATABASE_URL is set.
// Seeds in bulk SQL (generate_series): a team of 6 members and 8 projects; 50,000 generation jobs over the last
// year, each with its reservation and its capture (or, for the failed ones, its release): 100,000 entries; plus
// episodes, shots, comments, approvals and exports. Then times the service's answer (its four aggregate queries
// and the presenter) warm, median of several runs, for the whole year, the last 30 days and one member's own
// account, before and after ANALYZE (PGlite has no autovacuum to gather statistics on its own).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { addCalendarDays, type AnalyticsInput } from '@sym/contracts';
import { createDatabase, type Database } from '../apps/server/src/db/index.ts';
import { AnalyticsRepository } from '../apps/server/src/modules/analytics/analytics.repository.ts';
import { AnalyticsService } from '../apps/server/src/modules/analytics/analytics.service.ts';
import { TeamAccess } from '../apps/server/src/modules/teams/team-access.policy.ts';
import { TeamRepository } from '../apps/server/src/modules/teams/team.repository.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const ENTRIES = argument('entries', 100_000);
const RUNS = argument('runs', 15);
const WARM_UP = 3;
/** Keeps the PGlite folder or the PostgreSQL schema (printed) for a look at the plans afterwards. */
const KEEP = process.argv.includes('--keep');
const TARGET_MS = 300;
const MEMBERS = 6;
const PROJECTS = 8;
/** Every FAILED_EVERY-th job fails and is released; the others are captured: 2 entries per job either way. */
const FAILED_EVERY = 11;
const JOBS = Math.floor(ENTRIES / 2);
const PERSONAL_JOBS = 1_000;

const root = mkdtempSync(join(tmpdir(), 'sym-bench-analytics-'));
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : 'public';
const handle = await createDatabase({
  DATA_DIR: join(root, 'data'),
  DATABASE_URL: databaseUrl,
  DATABASE_SCHEMA: schema,
});

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];

/** A number written into the SQL text (parameters would leave generate_series and % untyped). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

/** The seed: ids are md5-derived, so the statements can refer to each other's rows by number. */
async function seed(db: Database): Promise<{ ownerId: string; teamId: string }> {
  await db.execute(sql`
    insert into users (id, email, name)
    select md5('member-' || m)::uuid, 'member' || m || '@bench.example', 'Member ' || m
    from generate_series(1, ${n(MEMBERS)}) m`);
  await db.execute(sql`
    insert into teams (id, name, owner_id, plan_id, next_reset_at)
    values (md5('team')::uuid, 'Bench Studio', md5('member-1')::uuid, 'motionmaker', now() + interval '30 days')`);
  await db.execute(sql`
    insert into team_members (team_id, user_id, role)
    select md5('team')::uuid, md5('member-' || m)::uuid, case when m = 1 then 'owner' else 'editor' end
    from generate_series(1, ${n(MEMBERS)}) m`);
  await db.execute(sql`
    insert into projects (id, user_id, team_id, name)
    select md5('project-' || p)::uuid, md5('member-1')::uuid, md5('team')::uuid, 'Project ' || p
    from generate_series(1, ${n(PROJECTS)}) p`);
  await db.execute(sql`
    insert into scenarios (id, project_id, user_id, name, updated_at)
    select md5('scenario-' || s)::uuid, md5('project-' || (1 + s % ${n(PROJECTS)}))::uuid, md5('member-1')::uuid,
      'Episode ' || s, now() - (s % 90) * interval '1 day'
    from generate_series(1, ${n(PROJECTS * 3)}) s`);
  await db.execute(sql`
    insert into shots (id, scenario_id, sequence, updated_at)
    select md5('shot-' || h)::uuid, md5('scenario-' || (1 + h % ${n(PROJECTS * 3)}))::uuid, h,
      now() - (h % 200) * interval '1 day'
    from generate_series(1, 2400) h`);
  await db.execute(sql`
    insert into comments (scenario_id, shot_id, body, author_user_id, created_at)
    select md5('scenario-' || (1 + c % ${n(PROJECTS * 3)}))::uuid, md5('shot-' || (1 + c % 2400))::uuid, 'Note ' || c,
      md5('member-' || (1 + c % ${n(MEMBERS)}))::uuid, now() - (c % 365) * interval '1 day'
    from generate_series(1, 3000) c`);
  await db.execute(sql`
    insert into approvals (scenario_id, shot_id, state, author_user_id, created_at)
    select md5('scenario-' || (1 + a % ${n(PROJECTS * 3)}))::uuid, md5('shot-' || (1 + a % 2400))::uuid,
      case when a % 4 = 0 then 'changes_requested' else 'approved' end,
      md5('member-' || (1 + a % ${n(MEMBERS)}))::uuid, now() - (a % 365) * interval '1 day'
    from generate_series(1, 1500) a`);
  // Completed exports point at their video file, which must have its owner row.
  await db.execute(sql`
    insert into stored_files (key, user_id, size_bytes)
    select 'benchexportvideo' || lpad(e::text, 6, '0') || '.mp4', md5('member-1')::uuid, 1000000
    from generate_series(1, 400) e`);
  await db.execute(sql`
    insert into exports (scenario_id, user_id, name, kind, status, width, height, duration, video_key,
      started_at, finished_at, created_at)
    select md5('scenario-' || (1 + e % ${n(PROJECTS * 3)}))::uuid, md5('member-1')::uuid, 'Export ' || e, 'video',
      'completed', 1280, 720, 30 + e % 90, 'benchexportvideo' || lpad(e::text, 6, '0') || '.mp4',
      now() - (e % 365) * interval '1 day', now() - (e % 365) * interval '1 day' + (20 + e % 40) * interval '1 second',
      now() - (e % 365) * interval '1 day'
    from generate_series(1, 400) e`);
  // The jobs: kinds in the proportions of a storyboard (mostly images), spread evenly over the last 365 days.
  const jobs = (from: number, to: number, team: SQL | null, user: SQL) => sql`
    insert into generation_jobs (id, queue, kind, user_id, project_id, status, cost, created_at, updated_at)
    select md5('job-' || j)::uuid,
      case when j % 10 < 6 then 'image-generation' when j % 10 < 8 then 'video-generation'
        when j % 10 = 8 then 'speech-generation' else 'lipsync-generation' end,
      case when j % 10 < 6 then 'image' when j % 10 < 8 then 'video' when j % 10 = 8 then 'speech' else 'lipsync' end,
      ${user}, ${team === null ? sql`null` : sql`md5('project-' || (1 + j % ${n(PROJECTS)}))::uuid`},
      case when j % ${n(FAILED_EVERY)} = 0 then 'failed' else 'completed' end,
      case when j % 10 < 6 then 1 when j % 10 < 8 then 5 when j % 10 = 8 then 1 else 3 end,
      now() - ((j - ${n(from)})::float8 / ${n(to - from + 1)} * 365) * interval '1 day',
      now() - ((j - ${n(from)})::float8 / ${n(to - from + 1)} * 365) * interval '1 day'
    from generate_series(${n(from)}, ${n(to)}) j`;
  // Each job's reservation, then its capture (or, failed, its release) a minute later. Team jobs are on a project.
  const entries = (team: SQL | null) => sql`
    insert into credit_entries (user_id, team_id, kind, amount, job_id, generation_kind, description, created_at)
    select job.user_id, ${team ?? sql`null::uuid`}, 'reservation', -job.cost, job.id, job.kind, 'Generation', job.created_at
    from generation_jobs job where job.project_id is ${team === null ? sql`null` : sql`not null`}
    union all
    select job.user_id, ${team ?? sql`null::uuid`},
      case when job.status = 'failed' then 'release' else 'capture' end,
      case when job.status = 'failed' then job.cost else 0 end,
      job.id, null::text, 'Settled', job.created_at + interval '1 minute'
    from generation_jobs job where job.project_id is ${team === null ? sql`null` : sql`not null`}`;
  const team = sql`md5('team')::uuid`;
  await db.execute(jobs(1, JOBS, team, sql`md5('member-' || (1 + j % ${n(MEMBERS)}))::uuid`));
  await db.execute(entries(team));
  // The owner's own account beside the team's: the personal answer reads only these.
  await db.execute(jobs(JOBS + 1, JOBS + PERSONAL_JOBS, null, sql`md5('member-1')::uuid`));
  await db.execute(entries(null));
  const [ids] = rowsOf<{ owner: string; team: string }>(
    await db.execute(sql`select md5('member-1')::uuid::text as owner, md5('team')::uuid::text as team`),
  );
  return { ownerId: ids!.owner, teamId: ids!.team };
}

interface Timing {
  median: number;
  p90: number;
  max: number;
  /** Median CPU time of this process per call: PGlite runs in it, so this is the query's own work, whatever the
   * machine's load (meaningless for PostgreSQL, which works in its own processes). */
  cpuMedian: number;
}

/** Wall-clock median, p90 and max, and CPU median, of `runs` timed calls after a warm-up. */
async function time(call: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const timings: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    await call();
    timings.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const at = (values: number[], q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  const wall = sorted(timings);
  return { median: at(wall, 0.5), p90: at(wall, 0.9), max: wall.at(-1)!, cpuMedian: at(sorted(cpu), 0.5) };
}

/**
 * The indexes the plan of the spend query's scans and joins names (what serves it), planned under the settings
 * AnalyticsRepository.inSnapshot gives its transaction.
 */
async function indexesOfSpendQuery(db: Database, teamId: string, from: string): Promise<string[]> {
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    if (handle.kind === 'pglite') await tx.execute(sql`set local enable_nestloop = off`);
    return rowsOf<Record<string, string>>(
      await tx.execute(sql`explain
        select count(job.project_id), sum(refund.amount) from credit_entries r
        left join credit_entries refund on refund.job_id = r.job_id and refund.kind = 'release'
          and refund.team_id = '${sql.raw(teamId)}'::uuid and refund.created_at >= '${sql.raw(from)}'::timestamptz
        left join generation_jobs job on job.id = r.job_id
        where r.team_id = '${sql.raw(teamId)}'::uuid and r.kind = 'reservation'
          and r.created_at >= '${sql.raw(from)}'::timestamptz`),
    );
  });
  const text = plan.map((row) => Object.values(row)[0]).join('\n');
  const used = [...text.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan) (?:using |on )?([a-z_]+)/g)];
  const scans = [...text.matchAll(/Seq Scan on ([a-z_]+)/g)].map((match) => `seq scan of ${match[1]}`);
  return [...new Set([...used.map((match) => match[1]!), ...scans])];
}

try {
  await handle.migrate();
  const seedStarted = performance.now();
  const { ownerId, teamId } = await seed(handle.db);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const [counted] = rowsOf<{ entries: number; jobs: number }>(
    await handle.db.execute(
      sql`select (select count(*) from credit_entries where team_id = ${teamId}::uuid)::int as entries,
        (select count(*) from generation_jobs)::int as jobs`,
    ),
  );
  const service = new AnalyticsService({
    analytics: new AnalyticsRepository(handle.db, { hasStatistics: handle.kind === 'postgres' }),
    teamAccess: new TeamAccess({ teams: new TeamRepository(handle.db) }),
  });
  const today = new Date().toISOString().slice(0, 10);
  const cases: { label: string; input: AnalyticsInput }[] = [
    { label: 'team, 366 days (every entry)', input: { teamId, from: addCalendarDays(today, -366), to: today } },
    { label: 'team, last 30 days (default)', input: { teamId } },
    { label: 'personal, 366 days', input: { from: addCalendarDays(today, -366), to: today } },
  ];
  const whole = await service.report(ownerId, cases[0]!.input);
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  console.log(
    `database: ${handle.kind}; seeded ${counted!.entries} team ledger entries, ${counted!.jobs} jobs (${PERSONAL_JOBS} personal) in ${seedSeconds.toFixed(1)} s`,
  );
  console.log(
    `team answer: ${whole.totalCredits} credits, ${whole.generations.requested} generations (${whole.generations.failed} failed, ${whole.generations.refunded} refunded), ${whole.byMember.length} members, ${whole.byProject.length} projects, ${whole.render.exports} exports, ${whole.review.approvedShots} approved shots`,
  );
  for (const phase of ['as seeded (no ANALYZE)', 'after ANALYZE']) {
    if (phase === 'after ANALYZE') await handle.db.execute(sql`analyze`);
    console.log(
      `\n${phase}; spend query uses: ${(await indexesOfSpendQuery(handle.db, teamId, addCalendarDays(today, -366))).join(', ')}`,
    );
    for (const { label, input } of cases) {
      const { median, p90, max, cpuMedian } = await time(() => service.report(ownerId, input));
      const verdict = median < TARGET_MS ? 'ok' : 'OVER';
      const cpu = handle.kind === 'pglite' ? `, CPU median ${cpuMedian.toFixed(1)} ms` : '';
      console.log(
        `  ${label.padEnd(30)} median ${median.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, max ${max.toFixed(1)} ms${cpu} (${RUNS} runs; target < ${TARGET_MS} ms: ${verdict})`,
      );
    }
  }
} finally {
  await handle.close();
  if (databaseUrl && KEEP) console.log(`kept: schema ${schema}`);
  else if (databaseUrl) {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  if (KEEP) console.log(`kept: ${join(root, 'data')}`);
  else rmSync(root, { recursive: true, force: true });
}
