import { TEAM_MESSAGES, TEAM_ROLES, WHITE_LABEL_MESSAGES } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { decideBrandAccess } from './white-label.policy.ts';

const TEAM = { teamId: '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f' };

describe('brand access', () => {
  it("lets only the site administrator manage the site's brand", () => {
    expect(decideBrandAccess({}, { isSiteAdmin: true, teamRole: undefined })).toEqual({ allowed: true });
    expect(decideBrandAccess({}, { isSiteAdmin: false, teamRole: 'owner' })).toEqual({
      allowed: false,
      status: 'forbidden',
      message: WHITE_LABEL_MESSAGES.siteAdminOnly,
    });
  });

  it("lets a team's owner and admins manage its brand, refuses its other members and hides it from strangers", () => {
    const decisions = Object.fromEntries(
      TEAM_ROLES.map((role) => [role, decideBrandAccess(TEAM, { isSiteAdmin: false, teamRole: role })]),
    );
    expect(decisions.owner).toEqual({ allowed: true });
    expect(decisions.admin).toEqual({ allowed: true });
    for (const role of ['editor', 'commenter', 'viewer']) {
      expect(decisions[role], role).toEqual({
        allowed: false,
        status: 'forbidden',
        message: WHITE_LABEL_MESSAGES.teamRightMissing,
      });
    }
    // The site administrator is no member of every team: a team they are not in is not found, as for anyone.
    expect(decideBrandAccess(TEAM, { isSiteAdmin: true, teamRole: undefined })).toEqual({
      allowed: false,
      status: 'not_found',
      message: TEAM_MESSAGES.teamNotFound,
    });
    expect(decideBrandAccess(TEAM, { isSiteAdmin: false, teamRole: 'superuser' })).toMatchObject({
      status: 'not_found',
    });
  });
});
