import {
  TEAM_MESSAGES,
  teamRoleMay,
  type AssignableTeamRole,
  type Team,
  type TeamMember,
  type TeamInvitation,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { nextMonthlyReset, planForTier } from '../credits/credit-plans.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';
import type { TeamAccess } from './team-access.policy.ts';
import type { TeamInvitationRepository } from './team-invitation.repository.ts';
import type { TeamNotices } from './team-notices.ts';
import { seatsUsed } from './team-seats.ts';
import { presentTeam, presentTeamInvitation, presentTeamMember, seatsOfPlan } from './team.presenter.ts';
import type { TeamRepository } from './team.repository.ts';

export interface TeamServiceDeps {
  db: Database;
  teams: TeamRepository;
  invitations: TeamInvitationRepository;
  access: TeamAccess;
  notices: TeamNotices;
  events: DomainEvents;
  /** The current time; `new Date()` by default. */
  now?: () => Date;
}

export interface TeamMembersView {
  members: TeamMember[];
  invitations: TeamInvitation[];
  seats: { used: number; limit: number };
}

const memberNotFound = () => new AppError('NOT_FOUND');

/**
 * Teams and their members (issue 33): creating a team, listing one's teams and a team's members, changing roles
 * and removing members. Who may do what is the policy table's (team-access.policy.ts); invitations are
 * team-invitation.service.ts.
 */
export class TeamService {
  constructor(private readonly deps: TeamServiceDeps) {}

  /**
   * Creates a team owned by the actor, its first member. Its credit account starts on the plan of the actor's
   * entitlement tier and is replenished monthly from now (the credits module keeps the ledger).
   */
  async create(actorId: string, entitlementTier: string, input: { name: string }): Promise<Team> {
    const plan = planForTier(entitlementTier);
    const now = this.now();
    const team = await this.deps.db.transaction(async (tx) => {
      const teams = this.deps.teams.in(tx);
      const row = await teams.insertTeam({
        name: input.name,
        ownerId: actorId,
        planId: plan.id,
        nextResetAt: nextMonthlyReset(now),
      });
      await teams.addMember({ teamId: row.id, userId: actorId, role: 'owner', addedBy: actorId });
      return row;
    });
    await this.deps.notices.membersChanged(team.id, actorId);
    return presentTeam({ team, role: 'owner', memberCount: 1, projectCount: 0 });
  }

  /** The teams the actor belongs to, with the actor's role, members, seats and projects of each. */
  async list(actorId: string): Promise<Team[]> {
    return (await this.deps.teams.listForUser(actorId)).map(presentTeam);
  }

  /**
   * A team's members and seats, for any member; its open invitations only for those who may manage members
   * (others get none).
   */
  async members(actorId: string, teamId: string): Promise<TeamMembersView> {
    const { team, role } = await this.deps.access.require(actorId, teamId);
    const members = await this.deps.teams.listMembers(team.id);
    const invitations = teamRoleMay(role, 'team.members') ? await this.deps.invitations.listLive(team.id) : [];
    const used = await seatsUsed(this.deps, team.id);
    return {
      members: members.map(presentTeamMember),
      invitations: invitations.map(presentTeamInvitation),
      seats: { used, limit: seatsOfPlan(team.planId) },
    };
  }

  /** Gives a member another role (right 'team.members'); the owner keeps theirs (422). */
  async updateMember(
    actorId: string,
    input: { id: string; userId: string; role: AssignableTeamRole },
  ): Promise<TeamMember> {
    const { team } = await this.deps.access.require(actorId, input.id, 'team.members');
    const target = isUuid(input.userId) ? await this.deps.teams.findMember(team.id, input.userId) : undefined;
    if (!target) throw memberNotFound();
    if (target.role === 'owner') throw validationError('role', TEAM_MESSAGES.ownerStays);
    if (!(await this.deps.teams.updateRole(team.id, target.userId, input.role))) throw memberNotFound();
    const updated = await this.deps.teams.findMember(team.id, target.userId);
    if (!updated) throw memberNotFound();
    await this.deps.notices.membersChanged(team.id, actorId);
    return presentTeamMember(updated);
  }

  /**
   * Removes a member (right 'team.members'), or lets a member leave; never the owner (422). The member's access to
   * the team's projects ends at once: access is read per request, and their sockets leave those project rooms in
   * every process (realtime/access-loss.ts hears 'team.memberRemoved'); every domain event clears the project lists.
   */
  async removeMember(
    actorId: string,
    input: { id: string; userId: string },
  ): Promise<{ teamId: string; userId: string }> {
    const isLeaving = input.userId === actorId;
    const { team } = await this.deps.access.require(actorId, input.id, isLeaving ? undefined : 'team.members');
    const target = isUuid(input.userId) ? await this.deps.teams.findMember(team.id, input.userId) : undefined;
    if (!target) throw memberNotFound();
    if (target.role === 'owner') throw validationError('userId', TEAM_MESSAGES.ownerStays);
    if (!(await this.deps.teams.removeMember(team.id, target.userId))) throw memberNotFound();
    const data = { teamId: team.id, userId: target.userId };
    this.deps.events.publish({ type: 'team.memberRemoved', projectId: null, actorId, data });
    await this.deps.notices.membersChanged(team.id, actorId, [target.userId]);
    return data;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
