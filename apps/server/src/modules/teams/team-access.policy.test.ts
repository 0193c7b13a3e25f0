import { describe, expect, it } from 'vitest';
import { TEAM_POLICY, TEAM_RIGHTS, TEAM_ROLES } from '@sym/contracts';
import { decideTeamAccess } from './team-access.policy.ts';

describe('team access', () => {
  it('hides a team from a non-member, whatever they ask', () => {
    expect(decideTeamAccess(null)).toEqual({ allowed: false, error: 'not_found' });
    for (const right of TEAM_RIGHTS) {
      expect(decideTeamAccess(null, right)).toEqual({ allowed: false, error: 'not_found' });
    }
  });

  it('lets every member see the team, and do what the policy table gives their role (403 otherwise)', () => {
    for (const role of TEAM_ROLES) {
      expect(decideTeamAccess(role)).toEqual({ allowed: true });
      for (const right of TEAM_RIGHTS) {
        const expected = TEAM_POLICY[role].includes(right) ? { allowed: true } : { allowed: false, error: 'forbidden' };
        expect(decideTeamAccess(role, right), `${role} ${right}`).toEqual(expected);
      }
    }
  });

  it('gives member management to owners and admins only', () => {
    const managers = TEAM_ROLES.filter((role) => decideTeamAccess(role, 'team.members').allowed);
    expect(managers).toEqual(['owner', 'admin']);
  });
});
