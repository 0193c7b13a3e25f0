import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';

/** Whose numbers: a user's own account and projects, or a team's. */
export type AnalyticsScopeFilter = { type: 'personal'; userId: string } | { type: 'team'; teamId: string };

/** A half-open time range [start, end). */
export interface AnalyticsRange {
  start: Date;
  end: Date;
}

/** One group of the spend: a project, a member, a generation kind, a day, or (all null) the whole period. */
export interface SpendGroupRow {
  /** Which grouping set: 'project' | 'member' | 'kind' | 'day' | 'total'. */
  groupedBy: 'project' | 'member' | 'kind' | 'day' | 'total';
  projectId: string | null;
  projectName: string | null;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  generationKind: string | null;
  day: string | null;
  credits: number;
  generations: number;
  completed: number;
  failed: number;
  refunded: number;
}

export interface RenderTotalsRow {
  exports: number;
  videoSeconds: number;
  renderSeconds: number;
}

export interface ReviewTotalsRow {
  approvedShots: number;
  reviewedShots: number;
}

export interface ProjectEditsRow {
  projectId: string;
  name: string;
  edits: number;
}

export interface AnalyticsRepositoryOptions {
  /**
   * Whether the database keeps planner statistics: PostgreSQL does (autovacuum analyzes the tables); embedded
   * PGlite runs no autovacuum, so it has none unless someone runs ANALYZE.
   */
  hasStatistics: boolean;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];

const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const toText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** Timestamps travel as ISO text cast in SQL, which both drivers (PGlite, node-postgres) pass alike. */
const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/**
 * Ledger entries of the scope. Each branch matches one of credit_entries' indexes: (team_id, created_at) for a
 * team; (user_id, created_at) with team_id null for a user's own account.
 */
function ledgerScope(scope: AnalyticsScopeFilter, alias: SQL): SQL {
  return scope.type === 'team'
    ? sql`${alias}.team_id = ${scope.teamId}::uuid`
    : sql`${alias}.user_id = ${scope.userId}::uuid and ${alias}.team_id is null`;
}

/** Projects of the scope: the team's, or the user's own outside any team (projects' (team_id|user_id, status) indexes). */
function projectScope(scope: AnalyticsScopeFilter): SQL {
  return scope.type === 'team'
    ? sql`p.team_id = ${scope.teamId}::uuid`
    : sql`p.user_id = ${scope.userId}::uuid and p.team_id is null`;
}

/**
 * The only code that reads the ledger, jobs, exports, approvals and edits for analytics. Every number is an
 * aggregate the database computes (GROUP BY, SUM, COUNT); what comes back is one row per group, never the
 * entries themselves.
 */
export class AnalyticsRepository {
  constructor(
    private readonly db: Database,
    private readonly options: AnalyticsRepositoryOptions,
  ) {}

  /**
   * Runs the reads in one read-only, repeatable-read transaction, so every number comes from the same snapshot,
   * with working memory for the grouping sets to hash their groups (PostgreSQL's default 4 MB makes it sort and
   * spill 100,000 rows to disk). Without statistics the planner takes every scan for a row or two and probes an
   * index once per ledger entry (3.5 times the work over 100,000 entries, bench/analytics-query.ts): there, joins
   * hash instead.
   */
  async inSnapshot<T>(read: (repository: AnalyticsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      await tx.execute(sql`set local work_mem = '32MB'`);
      if (!this.options.hasStatistics) await tx.execute(sql`set local enable_nestloop = off`);
      return read(new AnalyticsRepository(tx, this.options));
    });
  }

  /**
   * The scope's spend in the range, grouped five ways in one pass (GROUPING SETS): by project, member, generation
   * kind, UTC day, and in total. A job's spend is its reservation less its release; it counts on the day it was
   * requested. A job's project and status come from its record (gone with a purged project: no project then).
   */
  async spend(scope: AnalyticsScopeFilter, range: AnalyticsRange): Promise<SpendGroupRow[]> {
    const result = await this.db.execute(sql`
      with spend as (
        select
          reservation.user_id,
          reservation.generation_kind,
          date_bin('1 day', reservation.created_at, ${at(range.start)}) as day,
          -reservation.amount - coalesce(refund.amount, 0) as credits,
          coalesce(refund.amount, 0) > 0 as is_refunded,
          job.project_id,
          job.status
        from credit_entries reservation
        -- The job's release, in the same account and never before the range: the same index serves both sides.
        left join credit_entries refund
          on refund.job_id = reservation.job_id
          and refund.kind = 'release'
          and ${ledgerScope(scope, sql`refund`)}
          and refund.created_at >= ${at(range.start)}
        left join generation_jobs job on job.id = reservation.job_id
        where ${ledgerScope(scope, sql`reservation`)}
          and reservation.kind = 'reservation'
          and reservation.created_at >= ${at(range.start)}
          and reservation.created_at < ${at(range.end)}
      ),
      grouped as (
        select
          grouping(project_id, user_id, generation_kind, day) as grouping_bits,
          project_id,
          user_id,
          generation_kind,
          day,
          coalesce(sum(credits), 0)::int as credits,
          count(*)::int as generations,
          (count(*) filter (where status = 'completed'))::int as completed,
          (count(*) filter (where status = 'failed'))::int as failed,
          (count(*) filter (where is_refunded))::int as refunded
        from spend
        group by grouping sets ((project_id), (user_id), (generation_kind), (day), ())
      )
      select grouped.*, to_char(grouped.day at time zone 'UTC', 'YYYY-MM-DD') as day_text,
        p.name as project_name, u.name as user_name, u.email as user_email
      from grouped
      left join projects p on p.id = grouped.project_id
      left join users u on u.id = grouped.user_id
    `);
    return rowsOf<Record<string, unknown>>(result).map((row) => ({
      groupedBy: groupedByOf(toNumber(row.grouping_bits)),
      projectId: toText(row.project_id),
      projectName: toText(row.project_name),
      userId: toText(row.user_id),
      userName: toText(row.user_name),
      userEmail: toText(row.user_email),
      generationKind: toText(row.generation_kind),
      day: toText(row.day_text),
      credits: toNumber(row.credits),
      generations: toNumber(row.generations),
      completed: toNumber(row.completed),
      failed: toNumber(row.failed),
      refunded: toNumber(row.refunded),
    }));
  }

  /** Exports of the scope's projects completed in the range: how many, seconds of video, seconds of rendering. */
  async renders(scope: AnalyticsScopeFilter, range: AnalyticsRange): Promise<RenderTotalsRow> {
    const result = await this.db.execute(sql`
      select
        count(*)::int as exports,
        coalesce(sum(e.duration), 0)::float8 as video_seconds,
        coalesce(sum(greatest(extract(epoch from (e.finished_at - e.started_at)), 0)), 0)::float8 as render_seconds
      from projects p
      join scenarios s on s.project_id = p.id
      join exports e on e.scenario_id = s.id
      where ${projectScope(scope)}
        and e.status = 'completed'
        and e.finished_at >= ${at(range.start)}
        and e.finished_at < ${at(range.end)}
    `);
    const [row] = rowsOf<Record<string, unknown>>(result);
    return {
      exports: toNumber(row?.exports),
      videoSeconds: toNumber(row?.video_seconds),
      renderSeconds: toNumber(row?.render_seconds),
    };
  }

  /** Shots of the scope's projects with a verdict in the range, and those whose newest such verdict approves. */
  async review(scope: AnalyticsScopeFilter, range: AnalyticsRange): Promise<ReviewTotalsRow> {
    const result = await this.db.execute(sql`
      select
        count(*)::int as reviewed_shots,
        (count(*) filter (where newest.state = 'approved'))::int as approved_shots
      from (
        select distinct on (a.shot_id) a.shot_id, a.state
        from projects p
        join scenarios s on s.project_id = p.id
        join approvals a on a.scenario_id = s.id
        where ${projectScope(scope)}
          and a.shot_id is not null
          and a.created_at >= ${at(range.start)}
          and a.created_at < ${at(range.end)}
        order by a.shot_id, a.created_at desc, a.id desc
      ) newest
    `);
    const [row] = rowsOf<Record<string, unknown>>(result);
    return { approvedShots: toNumber(row?.approved_shots), reviewedShots: toNumber(row?.reviewed_shots) };
  }

  /**
   * Edits per project of the scope in the range: episodes and shots last changed in it (rows keep only their
   * newest change) and comments written in it. Projects with none are left out.
   */
  async edits(scope: AnalyticsScopeFilter, range: AnalyticsRange): Promise<ProjectEditsRow[]> {
    const inRange = (column: SQL) => sql`${column} >= ${at(range.start)} and ${column} < ${at(range.end)}`;
    const result = await this.db.execute(sql`
      with scope_scenarios as (
        select s.id, s.project_id, s.updated_at
        from projects p join scenarios s on s.project_id = p.id
        where ${projectScope(scope)}
      ),
      changes as (
        select project_id, count(*) as edits from scope_scenarios
        where ${inRange(sql`updated_at`)} group by project_id
        union all
        select ss.project_id, count(*) from scope_scenarios ss join shots sh on sh.scenario_id = ss.id
        where ${inRange(sql`sh.updated_at`)} group by ss.project_id
        union all
        select ss.project_id, count(*) from scope_scenarios ss join comments c on c.scenario_id = ss.id
        where ${inRange(sql`c.created_at`)} group by ss.project_id
      )
      select changes.project_id, p.name, sum(changes.edits)::int as edits
      from changes join projects p on p.id = changes.project_id
      group by changes.project_id, p.name
    `);
    return rowsOf<Record<string, unknown>>(result).map((row) => ({
      projectId: String(row.project_id),
      name: String(row.name),
      edits: toNumber(row.edits),
    }));
  }
}

/**
 * GROUPING(project_id, user_id, generation_kind, day) sets a bit for each column NOT grouped by, the first column
 * highest: 0b0111 is the project set, 0b1011 the member set, 0b1101 kind, 0b1110 day, 0b1111 the total.
 */
function groupedByOf(bits: number): SpendGroupRow['groupedBy'] {
  switch (bits) {
    case 0b0111:
      return 'project';
    case 0b1011:
      return 'member';
    case 0b1101:
      return 'kind';
    case 0b1110:
      return 'day';
    default:
      return 'total';
  }
}
