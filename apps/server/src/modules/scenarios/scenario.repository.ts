import { and, asc, eq, exists, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { Id, type ScriptLink } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { projectCollaborators, projects, scenarios, shots, teamMembers, type ScenarioRow } from '../../db/schema.ts';
import {
  projectForActorOf,
  standingColumns,
  standingJoins,
  type ProjectForActor,
} from '../projects/project.repository.ts';
import { timelineSecondsSum } from './scenario-duration.sql.ts';
import { SCRIPT_LINKS_KEY } from './scenario-script-links.ts';
import { atVersion } from '../../db/versions.ts';
import { preparedOn } from '../../db/prepared-queries.ts';
import { SCENARIO_FIELD_MATCHERS, type ScenarioWriteGuard } from './scenario-write-guard.ts';
import { atFieldBases, failedFields, fieldChecks, type FieldGuard } from '../../db/field-guard.ts';

export type NewScenario = typeof scenarios.$inferInsert;
export type ScenarioChanges = Partial<
  Pick<
    NewScenario,
    | 'name'
    | 'description'
    | 'status'
    | 'script'
    | 'settings'
    | 'metadata'
    | 'supportedLanguages'
    | 'aspectRatio'
    | 'contentLanguage'
    | 'originalPrompt'
    | 'styleModuleId'
  >
>;

export interface ScenarioWithStats {
  scenario: ScenarioRow;
  shotCount: number;
  totalDuration: number;
}

/**
 * An episode is deleted (in the Recycle Bin) when deleted_at is set; deleting keeps its status. A status of
 * 'deleted' (not one the API sets) counts as deleted too, as it does for the Recycle Bin.
 */
const isActive = () => and(isNull(scenarios.deletedAt), ne(scenarios.status, 'deleted'));
export const isUuid = (value: string) => Id.safeParse(value).success;

/** The only code that queries the scenarios table. */
export class ScenarioRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): ScenarioRepository {
    return new ScenarioRepository(tx);
  }

  private async listWithStats(where: SQL | undefined): Promise<ScenarioWithStats[]> {
    const rows = await this.db
      .select({
        scenario: scenarios,
        shotCount: sql<number>`count(${shots.id})`.mapWith(Number),
        totalDuration: sql<number>`${timelineSecondsSum}`.mapWith(Number),
      })
      .from(scenarios)
      .leftJoin(shots, eq(shots.scenarioId, scenarios.id))
      .where(and(isActive(), where))
      .groupBy(scenarios.id)
      .orderBy(asc(scenarios.createdAt), asc(scenarios.id));
    return rows;
  }

  /** The episode unless it is deleted or unknown. */
  async findActive(id: string): Promise<ScenarioRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .select()
      .from(scenarios)
      .where(and(eq(scenarios.id, id), isActive()))
      .limit(1);
    return row;
  }

  /**
   * The live episode with its project and the actor's standing on it (ScenarioAccess), in one statement; a deleted
   * project comes back too, for the access rule to refuse.
   */
  async findActiveForActor(
    id: string,
    actorId: string,
  ): Promise<{ scenario: ScenarioRow; project: ProjectForActor } | undefined> {
    if (!isUuid(id)) return undefined;
    const statement = preparedOn(this.db, 'scenario_for_actor', (db) => {
      const actor = sql.placeholder('actorId');
      return db
        .select({ scenario: scenarios, project: projects, ...standingColumns })
        .from(scenarios)
        .innerJoin(projects, eq(projects.id, scenarios.projectId))
        .leftJoin(projectCollaborators, standingJoins.collaborator(actor))
        .leftJoin(teamMembers, standingJoins.teamMember(actor))
        .where(and(eq(scenarios.id, sql.placeholder('id')), isActive()))
        .limit(1)
        .prepare('scenario_for_actor');
    });
    const [row] = await statement.execute({ id, actorId });
    return row && { scenario: row.scenario, project: projectForActorOf(row) };
  }

  /** A project's episodes, oldest first, with shot counts and summed durations (one query). */
  listByProject(projectId: string): Promise<ScenarioWithStats[]> {
    return this.listWithStats(eq(scenarios.projectId, projectId));
  }

  /** The episodes of every live project the user owns or collaborates on (one query). */
  listForMember(userId: string): Promise<ScenarioWithStats[]> {
    const isCollaborator = exists(
      this.db
        .select({ one: sql`1` })
        .from(projectCollaborators)
        .where(and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, userId))),
    );
    const memberProjects = this.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(ne(projects.status, 'deleted'), or(eq(projects.userId, userId), isCollaborator)));
    return this.listWithStats(inArray(scenarios.projectId, memberProjects));
  }

  /**
   * Inserts the episode unless the project already holds `limit` live episodes (-1: no limit). A
   * transaction-scoped advisory lock per project makes the count and the insert one step.
   */
  async createWithinLimit(values: NewScenario, limit: number): Promise<ScenarioRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`scenarios:${values.projectId}`}))`);
      if (limit >= 0) {
        const [counted] = await tx
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(scenarios)
          .where(and(eq(scenarios.projectId, values.projectId), isActive()));
        if ((counted?.count ?? 0) >= limit) return undefined;
      }
      const [row] = await tx.insert(scenarios).values(values).returning();
      return row;
    });
  }

  /** Applies the changes to a live episode that still passes the guard (if any); undefined if not. */
  async update(id: string, changes: ScenarioChanges, guard: ScenarioWriteGuard = {}): Promise<ScenarioRow | undefined> {
    const [row] = await this.db
      .update(scenarios)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(
        and(
          eq(scenarios.id, id),
          isActive(),
          atVersion(scenarios.updatedAt, guard.version),
          atFieldBases(SCENARIO_FIELD_MATCHERS, guard.fields),
        ),
      )
      .returning();
    return row;
  }

  /** Of a write's checked fields, those the episode no longer holds at their base (nor new) value. */
  async conflictingFields(id: string, guard: FieldGuard): Promise<string[]> {
    const [checks] = await this.db
      .select(fieldChecks(SCENARIO_FIELD_MATCHERS, guard))
      .from(scenarios)
      .where(eq(scenarios.id, id))
      .limit(1);
    return failedFields(checks);
  }

  /**
   * Sets the episode's script with the links of its blocks to shots, merged into its metadata in the same write
   * (other metadata keys stay as they are).
   */
  async setScript(id: string, script: string, links: readonly ScriptLink[]): Promise<ScenarioRow | undefined> {
    const kept = sql`jsonb_build_object(${SCRIPT_LINKS_KEY}::text, ${JSON.stringify(links)}::jsonb)`;
    const [row] = await this.db
      .update(scenarios)
      .set({
        script,
        metadata: sql`${scenarios.metadata} || ${kept}`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(scenarios.id, id), isActive()))
      .returning();
    return row;
  }

  /** Moves a live episode to the Recycle Bin (deleted_at = now); false if it was already gone. */
  async softDelete(id: string): Promise<boolean> {
    const rows = await this.db
      .update(scenarios)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(scenarios.id, id), isActive()))
      .returning({ id: scenarios.id });
    return rows.length > 0;
  }

  /**
   * Inside a transaction: locks a live episode's row (and touches updated_at) so shot changes of one
   * episode run one after another; false if the episode is gone.
   */
  async lockForShotChanges(id: string): Promise<boolean> {
    const rows = await this.db
      .update(scenarios)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(scenarios.id, id), isActive()))
      .returning({ id: scenarios.id });
    return rows.length > 0;
  }
}
