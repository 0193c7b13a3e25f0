import {
  TEAM_ROLES,
  type AssignableTeamRole,
  type Team,
  type TeamInvitation,
  type TeamMember,
  type TeamRole,
} from '@sym/contracts';
import type { TeamInvitationRow } from '../../db/schema.ts';
import { planById } from '../credits/credit-plans.ts';
import type { TeamMemberPersonRow, TeamSummaryRow } from './team.repository.ts';

/** A stored role read as a role; anything else (never written by this code) counts as the least of them. */
export function teamRoleOf(value: string): TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(value) ? (value as TeamRole) : 'viewer';
}

/** Members a team's plan holds, its owner included. */
export function seatsOfPlan(planId: string): number {
  return planById(planId)?.seats ?? 1;
}

/** A team as its members see it, with the reader's role. */
export function presentTeam(row: TeamSummaryRow): Team {
  return {
    id: row.team.id,
    name: row.team.name,
    ownerId: row.team.ownerId,
    role: teamRoleOf(row.role),
    memberCount: row.memberCount,
    seats: seatsOfPlan(row.team.planId),
    projectCount: row.projectCount,
    createdAt: row.team.createdAt.toISOString(),
  };
}

export function presentTeamMember(row: TeamMemberPersonRow): TeamMember {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: teamRoleOf(row.role),
    joinedAt: row.joinedAt.toISOString(),
  };
}

/** An invitation as the team's managers see it: never its token (only its hash is stored anyway). */
export function presentTeamInvitation(row: TeamInvitationRow): TeamInvitation {
  const role = teamRoleOf(row.role);
  return {
    id: row.id,
    email: row.email,
    role: (role === 'owner' ? 'viewer' : role) satisfies AssignableTeamRole,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
