import type { DomainEvents } from '../events/domain-events.ts';
import type { TeamRepository } from './team.repository.ts';

/** Tells members (in their own rooms) that a team's members, roles or invitations changed; published after commit. */
export class TeamNotices {
  constructor(private readonly deps: { teams: TeamRepository; events: DomainEvents }) {}

  /** One notice to each current member of the team and to `alsoTo` (a member who just left). */
  async membersChanged(teamId: string, actorId: string, alsoTo: readonly string[] = []): Promise<void> {
    const userIds = new Set([...(await this.deps.teams.memberIds(teamId)), ...alsoTo]);
    for (const userId of userIds) {
      this.deps.events.publish({ type: 'team.membersChanged', projectId: null, actorId, data: { userId, teamId } });
    }
  }
}
