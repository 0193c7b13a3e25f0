import type { TeamInvitationService } from '../modules/teams/team-invitation.service.ts';
import type { TeamAccess } from '../modules/teams/team-access.policy.ts';
import type { TeamService } from '../modules/teams/team.service.ts';

/** Teams of the professional edition (built in composition/team-services.ts). */
export interface TeamServices {
  /** Creating teams, listing them and their members, changing roles, removing members. */
  teams: TeamService;
  /** Inviting by e-mail, revoking, and accepting an invitation. */
  teamInvitations: TeamInvitationService;
  /** A team and the caller's role in it, through the policy table (404 to non-members, 403 without the right). */
  teamAccess: TeamAccess;
}
