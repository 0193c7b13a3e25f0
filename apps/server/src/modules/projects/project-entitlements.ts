import type { TierConfig } from '@sym/contracts';
import type { ProjectRow } from '../../db/schema.ts';
import { entitlementOfTier } from '../limits/tier-usage.ts';
import type { ProjectRepository } from './project.repository.ts';

type TierReads = Pick<ProjectRepository, 'teamOwnerTier' | 'userTier'>;

/**
 * Whose plan a project's tier limits count against. A team's project counts against the team owner's (the team's
 * edition is its owner's): its project count, its episodes and assets, its collaborators, whoever of the members
 * acts. A project of no team keeps the rule of the operation asking (`personal`).
 */
export class ProjectEntitlements {
  constructor(private readonly deps: { projects: TierReads; siteTier: string }) {}

  /** The plan of the team's owner on this site (read through `projects`, e.g. a transaction's, when given). */
  async ofTeam(teamId: string, projects: TierReads = this.deps.projects): Promise<TierConfig> {
    return entitlementOfTier(await projects.teamOwnerTier(teamId), this.deps.siteTier);
  }

  /** The plan of a user on this site (read through `projects` when given). */
  async ofUser(userId: string, projects: TierReads = this.deps.projects): Promise<TierConfig> {
    return entitlementOfTier(await projects.userTier(userId), this.deps.siteTier);
  }

  /** The plan the project's limits count against: its team owner's, else `personal`. */
  async ofProject(project: Pick<ProjectRow, 'teamId'>, personal: TierConfig): Promise<TierConfig> {
    return project.teamId ? this.ofTeam(project.teamId) : personal;
  }
}
