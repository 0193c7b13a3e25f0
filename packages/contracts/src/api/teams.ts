import { z } from 'zod';
import { Credits } from '../entities/credits.ts';
import { AssignableTeamRoleSchema, Team, TeamInvitation, TeamMember } from '../entities/team.ts';
import { Id, Name, Timestamp } from '../limits.ts';
import { PathId } from './scenarios.ts';
import { SERVER_MESSAGES } from '../server-messages.ts';

/** How long an invitation link works. */
export const TEAM_INVITATION_DAYS = 7;

/** User-facing texts of teams. */
export const TEAM_MESSAGES = {
  teamNotFound: 'Team not found',
  invitationGone: 'This invitation has expired or was already used',
  invitationOtherEmail: 'This invitation was sent to another e-mail address',
  alreadyMember: 'Already a member of this team',
  ownerStays: 'The owner cannot be removed or given another role',
  /** A server message (`team.seatsFull`): the browser words it in the user's language. */
  seatsFull: SERVER_MESSAGES['team.seatsFull'],
  notTeamMember: 'You are not a member of this team',
  /** Why an editing control is unavailable to a viewer or commenter. */
  readOnlyRole: 'Your role in this team ({role}) cannot edit. Ask an owner or admin for the editor role.',
} as const;

export const TeamCreateInput = z.object({ name: Name });
export const TeamIdInput = z.object({ id: PathId });
export const TeamInviteInput = z.object({
  id: PathId,
  email: z.string().trim().toLowerCase().email().max(254),
  role: AssignableTeamRoleSchema,
});
export type TeamInviteInput = z.infer<typeof TeamInviteInput>;
/** The link is shown once, to the inviter, and sent by e-mail when SMTP is set up. */
export const TeamInvitationCreated = z.object({
  invitation: TeamInvitation,
  token: z.string(),
  url: z.string(),
  /** Whether an e-mail went out (SMTP set up). */
  emailed: z.boolean(),
});
export const InvitationTokenInput = z.object({ token: z.string().min(16).max(200) });
export const InvitationAccepted = z.object({ team: Team });
export const TeamMemberInput = z.object({ id: PathId, userId: PathId });
export const TeamMemberUpdateInput = TeamMemberInput.extend({ role: AssignableTeamRoleSchema });
export const TeamMembersResult = z.object({
  members: z.array(TeamMember),
  /** Open invitations; only to members who may manage members (else empty). */
  invitations: z.array(TeamInvitation),
  seats: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export const TeamMemberRemoved = z.object({ teamId: Id, userId: Id });
/** Live notice to one member's own room (`userId`): the team's members, roles or invitations changed. */
export const TeamMembersChanged = z.object({ userId: Id, teamId: Id });
export const TeamList = z.array(Team);
/** The team's pool, as `credits.getBalance` shows a user's own account. */
export const TeamCredits = Credits.extend({ teamId: Id });
export type TeamCredits = z.infer<typeof TeamCredits>;
export const TeamInvitationRevokeInput = z.object({ id: PathId, invitationId: PathId });
export const TeamInvitationRevoked = z.object({ invitationId: Id, revokedAt: Timestamp });
