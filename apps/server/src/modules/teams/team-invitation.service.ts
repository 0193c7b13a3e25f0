import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_PAGE,
  TEAM_INVITATION_DAYS,
  TEAM_MESSAGES,
  type Team,
  type TeamInvitation,
  type TeamInviteInput,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { MailLogger } from '../../mail/mailer.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';
import type { TeamAccess } from './team-access.policy.ts';
import type { TeamInvitationMail } from './team-invitation-mail.ts';
import type { TeamInvitationRepository } from './team-invitation.repository.ts';
import type { TeamNotices } from './team-notices.ts';
import { seatsFullError, seatsUsed } from './team-seats.ts';
import { presentTeam, presentTeamInvitation, seatsOfPlan } from './team.presenter.ts';
import type { TeamRepository } from './team.repository.ts';

export interface TeamInvitationServiceDeps {
  db: Database;
  teams: TeamRepository;
  invitations: TeamInvitationRepository;
  access: TeamAccess;
  notices: TeamNotices;
  mail: TeamInvitationMail;
  /** PUBLIC_URL: invitation links are absolute (pasted into chats and e-mails). */
  publicUrl: string;
  /** The current time; `new Date()` by default. */
  now?: () => Date;
}

/** Who invites or accepts: the signed-in user. */
export interface InvitationActor {
  id: string;
  name: string;
  email: string;
}

const TOKEN_PREFIX = 'tinv_';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The secret of an invitation: 32 random bytes, base64url, behind a recognisable prefix. */
export const newInvitationToken = (): string => `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
/** What is stored of a token: its SHA-256 (hex). A leaked table opens no team. */
export const invitationTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

const invitationGone = () => new AppError('NOT_FOUND', TEAM_MESSAGES.invitationGone);

/**
 * Invitations to a team by e-mail (issue 33): members who may manage members invite and revoke; the invited person
 * accepts once, before the link expires, signed in with the invited address. Each invitation holds a seat of the
 * team's plan until it is accepted, revoked or expires; inviting the same address again replaces the open one.
 */
export class TeamInvitationService {
  constructor(private readonly deps: TeamInvitationServiceDeps) {}

  /**
   * Invites an e-mail address with a role (right 'team.members'). The token is answered this once (only its hash is
   * kept) and mailed when the site sends mail. 422 for a member's address, 403 when the seats are full.
   */
  async invite(
    actor: InvitationActor,
    input: TeamInviteInput,
    log: MailLogger,
  ): Promise<{ invitation: TeamInvitation; token: string; url: string; emailed: boolean }> {
    const { team } = await this.deps.access.require(actor.id, input.id, 'team.members');
    const token = newInvitationToken();
    const expiresAt = new Date(this.now().getTime() + TEAM_INVITATION_DAYS * DAY_MS);
    const row = await this.deps.db.transaction(async (tx) => {
      const teams = this.deps.teams.in(tx);
      const invitations = this.deps.invitations.in(tx);
      await teams.lockSeats(team.id);
      if (await teams.hasMemberWithEmail(team.id, input.email)) {
        throw validationError('email', TEAM_MESSAGES.alreadyMember);
      }
      // The earlier open invitation of this address goes first: its seat is the new one's.
      await invitations.revokeOpenForEmail(team.id, input.email);
      if ((await seatsUsed({ teams, invitations }, team.id)) >= seatsOfPlan(team.planId)) throw seatsFullError(team);
      return invitations.insert({
        teamId: team.id,
        email: input.email,
        role: input.role,
        tokenHash: invitationTokenHash(token),
        invitedBy: actor.id,
        expiresAt,
      });
    });
    const url = `${this.deps.publicUrl}${INVITATION_PAGE(token)}`;
    const emailed = this.deps.mail.send(
      team.id,
      {
        to: row.email,
        teamName: team.name,
        inviterName: actor.name,
        inviterEmail: actor.email,
        role: row.role,
        url,
        expiresAt: row.expiresAt,
      },
      log,
    );
    await this.deps.notices.membersChanged(team.id, actor.id);
    return { invitation: presentTeamInvitation(row), token, url, emailed };
  }

  /** Revokes an invitation not yet accepted (right 'team.members'); 404 when there is no such open invitation. */
  async revoke(actorId: string, input: { id: string; invitationId: string }) {
    const { team } = await this.deps.access.require(actorId, input.id, 'team.members');
    const row = isUuid(input.invitationId)
      ? await this.deps.invitations.revoke(team.id, input.invitationId)
      : undefined;
    if (!row?.revokedAt) throw invitationGone();
    await this.deps.notices.membersChanged(team.id, actorId);
    return { invitationId: row.id, revokedAt: row.revokedAt.toISOString() };
  }

  /**
   * Joins the team with the invitation's role: once, before it expires, not revoked (else 404), signed in with the
   * invited address (else 403), not already a member (422), with a seat free (403). Marking the invitation used and
   * adding the member happen in one transaction.
   */
  async accept(actor: InvitationActor, token: string): Promise<{ team: Team }> {
    const found = await this.deps.invitations.findByTokenHash(invitationTokenHash(token));
    if (!found || found.acceptedAt || found.revokedAt || found.expiresAt.getTime() <= this.now().getTime()) {
      throw invitationGone();
    }
    if (found.email.toLowerCase() !== actor.email.toLowerCase()) {
      throw new AppError('FORBIDDEN', TEAM_MESSAGES.invitationOtherEmail);
    }
    const teamId = found.teamId;
    await this.deps.db.transaction(async (tx) => {
      const teams = this.deps.teams.in(tx);
      const invitations = this.deps.invitations.in(tx);
      await teams.lockSeats(teamId);
      // Used, revoked or expired meanwhile (another tab, the inviter): gone. Undone below if it cannot be used.
      if (!(await invitations.markAccepted(found.id, actor.id))) throw invitationGone();
      if (await teams.findMembership(teamId, actor.id)) throw validationError('token', TEAM_MESSAGES.alreadyMember);
      const team = await teams.findTeam(teamId);
      if (!team) throw invitationGone();
      // Its own seat was counted when it was sent; the plan may have shrunk since.
      if ((await seatsUsed({ teams, invitations }, teamId, found.id)) >= seatsOfPlan(team.planId)) {
        throw seatsFullError(team);
      }
      await teams.addMember({ teamId, userId: actor.id, role: found.role, addedBy: found.invitedBy });
    });
    await this.deps.notices.membersChanged(teamId, actor.id);
    const summary = await this.deps.teams.summaryFor(teamId, actor.id);
    if (!summary) throw invitationGone();
    return { team: presentTeam(summary) };
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
