import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { TEAM_ROLES, teamRoleMay } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { projects, teamMembers } from '../../db/schema.ts';

/** The team roles that manage a team's projects (TEAM_POLICY's project.manage): owners and admins. */
export const MANAGING_TEAM_ROLES = TEAM_ROLES.filter((role) => teamRoleMay(role, 'project.manage'));

/**
 * Whether the user manages the outer `projects` row (what the Recycle Bin shows them): its owner when it belongs to
 * no team, an owner or admin of its team when it does (project-access.policy.ts says the same per project).
 */
export function isManagedBy(db: Database, userId: string): SQL {
  const managedTeams = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), inArray(teamMembers.role, MANAGING_TEAM_ROLES)));
  return or(and(eq(projects.userId, userId), isNull(projects.teamId)), inArray(projects.teamId, managedTeams))!;
}
