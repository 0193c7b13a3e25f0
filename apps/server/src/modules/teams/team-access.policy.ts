import { TEAM_MESSAGES, teamRoleMay, type TeamRight, type TeamRole } from '@sym/contracts';
import type { TeamRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';
import { teamRoleOf } from './team.presenter.ts';
import type { TeamRepository } from './team.repository.ts';

export type TeamAccessDecision = { allowed: true } | { allowed: false; error: 'not_found' | 'forbidden' };

/**
 * The rule: a non-member learns nothing of a team (404, as if it did not exist); a member may do what the policy
 * table (contracts' TEAM_POLICY) gives their role, and gets 403 for the rest. No right asked: membership is enough.
 */
export function decideTeamAccess(role: TeamRole | null, right?: TeamRight): TeamAccessDecision {
  if (role === null) return { allowed: false, error: 'not_found' };
  if (right !== undefined && !teamRoleMay(role, right)) return { allowed: false, error: 'forbidden' };
  return { allowed: true };
}

/** The 404 of a team the caller does not belong to (or that does not exist): the same either way. */
export const teamNotFound = () => new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);

/** Loads a team for an actor through the rule above. */
export class TeamAccess {
  constructor(private readonly deps: { teams: Pick<TeamRepository, 'findMembership'> }) {}

  /** The team and the actor's role if the actor is a member holding `right`; else 404 or 403. */
  async require(actorId: string, teamId: string, right?: TeamRight): Promise<{ team: TeamRow; role: TeamRole }> {
    const found = isUuid(teamId) ? await this.deps.teams.findMembership(teamId, actorId) : undefined;
    const role = found ? teamRoleOf(found.role) : null;
    const decision = decideTeamAccess(role, right);
    if (!decision.allowed) throw decision.error === 'forbidden' ? new AppError('FORBIDDEN') : teamNotFound();
    return { team: found!.team, role: role! };
  }
}
