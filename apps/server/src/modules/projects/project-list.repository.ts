import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { projects } from '../../db/schema.ts';
import { decideProjectAccess } from './project-access.policy.ts';
import type { ProjectListRow } from './project.presenter.ts';
import { teamRoleOfRow } from './project.repository.ts';
import {
  isCollaboratorOf,
  latestShotChange,
  orderOf,
  previewLaterals,
  shapeOf,
  valuesOf,
  whereOf,
  type Bind,
  type ProjectListPage,
  type ProjectListQuery,
  type QueryShape,
  teamRoleOf,
} from './project-list.sql.ts';

const placeholder: Bind = (name) => sql.placeholder(name);
const total = sql<number>`count(*) over ()`.mapWith(Number);
/** The output column of a row's last activity in the statement with previews (its modified sort orders by it). */
const LAST_ACTIVITY = 'last_activity';

/** A row of a page statement, with or without the preview figures. */
interface PageRow {
  project: ProjectListRow['project'];
  isCollaborator: unknown;
  teamRole: string | null;
  total: number;
  scenarioCount?: number | null;
  assetCount?: number | null;
  totalDuration?: number | null;
  lastActivity?: Date;
  previewImage?: string | null;
}

/** The actor's standing on a listed project, by the access rule itself (a listed project is always readable). */
function standingOf(row: PageRow, actorId: string): Pick<ProjectListRow, 'role' | 'teamRole'> {
  const decision = decideProjectAccess(
    {
      ownerId: row.project.userId,
      teamId: row.project.teamId,
      visibility: row.project.visibility,
      status: row.project.status,
      actorId,
      isCollaborator: row.isCollaborator === true || row.isCollaborator === 't',
      teamRole: row.teamRole === null ? null : teamRoleOfRow(row.teamRole),
    },
    'read',
  );
  // Listed rows are the actor's own, shared or team projects: 'public' never decides one of them.
  if (!decision.allowed || decision.role === 'public') return { role: 'collaborator', teamRole: null };
  return { role: decision.role, teamRole: decision.teamRole };
}

/**
 * The project list: the actor's own, collaborated and teams' projects, one page per statement. The page statement of each
 * query shape is built once and prepared (PostgreSQL then parses it once per connection and may keep its plan): a
 * list request only binds its values.
 */
export class ProjectListRepository {
  private readonly statements = new Map<string, ReturnType<ProjectListRepository['pageStatement']>>();

  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): ProjectListRepository {
    return new ProjectListRepository(tx);
  }

  /** The actor's own and collaborated projects that are not deleted, filtered, sorted and paginated. */
  async list(query: ProjectListQuery): Promise<ProjectListPage> {
    const shape = shapeOf(query);
    const found: PageRow[] = await this.statementOf(shape).execute(valuesOf(query));
    const rows: Array<ProjectListRow & { total: number }> = found.map((row) =>
      shape.includePreviews
        ? {
            project: row.project,
            ...standingOf(row, query.actorId),
            total: row.total,
            preview: {
              scenarioCount: Number(row.scenarioCount ?? 0),
              assetCount: Number(row.assetCount ?? 0),
              totalDuration: Number(row.totalDuration ?? 0),
              lastActivity: row.lastActivity!,
              previewImage: row.previewImage ?? null,
            },
          }
        : { project: row.project, ...standingOf(row, query.actorId), total: row.total },
    );
    if (rows.length === 0) return { rows: [], total: query.offset > 0 ? await this.countAll(query) : 0 };
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
  }

  private statementOf(shape: QueryShape) {
    const key = JSON.stringify(shape);
    let statement = this.statements.get(key);
    if (!statement) this.statements.set(key, (statement = this.pageStatement(shape)));
    return statement;
  }

  private pageStatement(shape: QueryShape) {
    const { db } = this;
    const standing = { isCollaborator: isCollaboratorOf(db, placeholder), teamRole: teamRoleOf(db, placeholder) };
    const name = `project_list_${shape.sort}_${shape.includePreviews ? 'previews' : 'plain'}_${shape.hasSearch ? 'search' : 'all'}_${shape.series}_team_${shape.team}`;
    if (!shape.includePreviews) {
      return db
        .select({ project: projects, ...standing, total })
        .from(projects)
        .where(whereOf(db, shape, placeholder))
        .orderBy(...orderOf(db, shape.sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name);
    }
    const laterals = previewLaterals(db);
    return (
      db
        .select({
          project: projects,
          ...standing,
          total,
          scenarioCount: laterals.scenarioCount.value,
          assetCount: laterals.assetCount.value,
          totalDuration: laterals.totalDuration.value,
          // lastActivityOf, with the episodes' and assets' last changes read by the count laterals.
          lastActivity:
            sql<Date>`greatest(${projects.updatedAt}, ${laterals.scenarioCount.changedAt}, (${latestShotChange(
              db,
            )}), ${laterals.assetCount.changedAt})`
              .mapWith(projects.updatedAt)
              .as(LAST_ACTIVITY),
          previewImage: sql<string | null>`coalesce(${laterals.previewGeneration.url}, ${laterals.firstShot.imageUrl})`,
        })
        .from(projects)
        .leftJoinLateral(laterals.scenarioCount, sql`true`)
        .leftJoinLateral(laterals.assetCount, sql`true`)
        .leftJoinLateral(laterals.totalDuration, sql`true`)
        .leftJoinLateral(laterals.firstScenario, sql`true`)
        .leftJoinLateral(laterals.firstShot, sql`true`)
        .leftJoinLateral(laterals.previewGeneration, sql`true`)
        .where(whereOf(db, shape, placeholder))
        // The modified sort orders by the last activity the row already holds, not by working it out again.
        .orderBy(...orderOf(db, shape.sort, sql.identifier(LAST_ACTIVITY)))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name)
    );
  }

  /** Only reached when the page is past the end, where no row carries the window total. */
  private async countAll(query: ProjectListQuery): Promise<number> {
    const values = valuesOf(query);
    const [row] = await this.db
      .select({ value: count() })
      .from(projects)
      .where(whereOf(this.db, shapeOf(query), (name) => values[name]));
    return row?.value ?? 0;
  }
}
