import { serverMessage } from '@sym/contracts';
import type { TeamRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { planById } from '../credits/credit-plans.ts';
import type { TeamInvitationRepository } from './team-invitation.repository.ts';
import { seatsOfPlan } from './team.presenter.ts';
import type { TeamRepository } from './team.repository.ts';

/**
 * Seats a team uses: its members and the invitations that can still be accepted (an invitation holds its seat
 * until it is accepted, revoked or expires), leaving out `exceptInvitationId` (the one being accepted).
 */
export async function seatsUsed(
  repositories: { teams: TeamRepository; invitations: TeamInvitationRepository },
  teamId: string,
  exceptInvitationId?: string,
): Promise<number> {
  const members = await repositories.teams.countMembers(teamId);
  return members + (await repositories.invitations.countLive(teamId, exceptInvitationId));
}

/** The 403 of a full team: its plan's seats and name, as a server message the browser translates. */
export function seatsFullError(team: Pick<TeamRow, 'planId'>): AppError {
  const plan = planById(team.planId)?.name ?? team.planId;
  return AppError.withMessage('FORBIDDEN', serverMessage('team.seatsFull', { limit: seatsOfPlan(team.planId), plan }));
}
