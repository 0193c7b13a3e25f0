import { TEAM_MESSAGES, TEAM_ROLES, WHITE_LABEL_MESSAGES, teamRoleMay, type TeamRole } from '@sym/contracts';

/** Who asks to read or change a brand: whether they administer the site, and their role in the brand's team. */
export interface BrandActor {
  isSiteAdmin: boolean;
  /** Their role in the team of a team's brand; undefined when they are not a member (or for the site's brand). */
  teamRole: string | undefined;
}

export type BrandAccess = { allowed: true } | { allowed: false; status: 'forbidden' | 'not_found'; message: string };

function isTeamRole(role: string | undefined): role is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * Who manages which brand: the site's, its administrator only (403 for anyone else); a team's, its members whose
 * role has the right `team.brand` in the one policy table (owner, admin), 403 for other members and 404 for
 * anyone else, who learns nothing of the team (the teams' own rule).
 */
export function decideBrandAccess(scope: { teamId?: string | undefined }, actor: BrandActor): BrandAccess {
  if (scope.teamId === undefined) {
    return actor.isSiteAdmin
      ? { allowed: true }
      : { allowed: false, status: 'forbidden', message: WHITE_LABEL_MESSAGES.siteAdminOnly };
  }
  if (!isTeamRole(actor.teamRole)) return { allowed: false, status: 'not_found', message: TEAM_MESSAGES.teamNotFound };
  return teamRoleMay(actor.teamRole, 'team.brand')
    ? { allowed: true }
    : { allowed: false, status: 'forbidden', message: WHITE_LABEL_MESSAGES.teamRightMissing };
}
