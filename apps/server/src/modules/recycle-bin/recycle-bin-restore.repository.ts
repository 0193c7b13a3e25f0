import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { assets, projects, scenarios } from '../../db/schema.ts';
import { DELETED, isAssetLive, isProjectLive, isScenarioLive } from '../projects/content-state.ts';

/** Putting binned projects, episodes and assets back, with the counts the tier limits check first. */
export class RecycleBinRestoreRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): RecycleBinRestoreRepository {
    return new RecycleBinRestoreRepository(tx);
  }

  /** Serialises limit checks of one key until commit. */
  async lock(key: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }

  /** How many live projects of no team the owner has (a team's projects count against the team). */
  async countOwnedProjects(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(projects)
      .where(and(eq(projects.userId, ownerId), isNull(projects.teamId), isProjectLive));
    return row?.value ?? 0;
  }

  /** How many live projects the team has. */
  async countTeamProjects(teamId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(projects)
      .where(and(eq(projects.teamId, teamId), isProjectLive));
    return row?.value ?? 0;
  }

  /** How many live episodes the project has. */
  async countLiveScenarios(projectId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(scenarios)
      .where(and(eq(scenarios.projectId, projectId), isScenarioLive));
    return row?.value ?? 0;
  }

  /** How many live assets the project has. */
  async countLiveAssets(projectId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(assets)
      .where(and(eq(assets.projectId, projectId), isAssetLive));
    return row?.value ?? 0;
  }

  /** Makes a binned project active again. */
  async restoreProject(id: string): Promise<void> {
    await this.db
      .update(projects)
      .set({ status: 'active', deletedAt: null, updatedAt: sql`now()` })
      .where(eq(projects.id, id));
  }

  /** Episodes have no 'active' status (spec §3): one marked 'deleted' comes back as a draft, others keep theirs. */
  async restoreScenario(id: string): Promise<void> {
    await this.db
      .update(scenarios)
      .set({
        status: sql`case when ${scenarios.status} = ${DELETED} then 'draft' else ${scenarios.status} end`,
        deletedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(scenarios.id, id));
  }

  /** Makes a binned asset active again. */
  async restoreAsset(id: string): Promise<void> {
    await this.db
      .update(assets)
      .set({ status: 'active', deletedAt: null, updatedAt: sql`now()` })
      .where(eq(assets.id, id));
  }
}
