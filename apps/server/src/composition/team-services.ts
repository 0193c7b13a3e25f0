import { brandTitleOf } from '@sym/contracts';
import type { Config } from '../config/index.ts';
import { TeamAccess } from '../modules/teams/team-access.policy.ts';
import { TeamInvitationMail } from '../modules/teams/team-invitation-mail.ts';
import { TeamInvitationService } from '../modules/teams/team-invitation.service.ts';
import { TeamNotices } from '../modules/teams/team-notices.ts';
import { TeamService } from '../modules/teams/team.service.ts';
import type { TeamServices } from '../operations/team-services.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';
import { brandResolverOf } from './white-label-services.ts';

export type TeamServicesConfig = Pick<Config, 'PUBLIC_URL' | 'APP_TIER'>;

/** Teams, their members and invitations (mailed when the site sends mail). */
export function createTeamServices(
  config: TeamServicesConfig,
  infra: Infrastructure,
  repos: Repositories,
): TeamServices {
  const { database, events } = infra;
  const teamAccess = new TeamAccess({ teams: repos.teams });
  const notices = new TeamNotices({ teams: repos.teams, events });
  const brands = brandResolverOf(config, repos);
  const shared = {
    db: database.db,
    teams: repos.teams,
    invitations: repos.teamInvitations,
    access: teamAccess,
    notices,
  };
  return {
    teams: new TeamService({ ...shared, events }),
    teamInvitations: new TeamInvitationService({
      ...shared,
      mail: new TeamInvitationMail({
        outbox: infra.outbox,
        brand: brandTitleOf(config.APP_TIER),
        // Invitations carry the team's white label (name and sender), else the site's.
        brandOf: async (teamId) => brands.mailBrandOf(await brands.forTeam(teamId)),
      }),
      publicUrl: config.PUBLIC_URL,
    }),
    teamAccess,
  };
}
