import type { AuthResult, Team, TeamMember } from '@sym/contracts';
import { dataOf, rowFixtures } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

export type Account = AuthResult & { password: string };

/** What POST /api/teams/:id/invitations answers. */
export interface InvitationCreated {
  invitation: { id: string; email: string; role: string; expiresAt: string; createdAt: string };
  token: string;
  url: string;
  emailed: boolean;
}

export interface MembersResult {
  members: TeamMember[];
  invitations: InvitationCreated['invitation'][];
  seats: { used: number; limit: number };
}

/** Team calls over HTTP shared by the team test files; accounts are professional (teams are a pro feature). */
export function teamApi(server: TestServer) {
  const fixtures = rowFixtures(server);

  async function proUser(overrides: Partial<{ name: string; email: string }> = {}): Promise<Account> {
    const account = await server.register(overrides);
    await fixtures.setUserTier(account.user.id, 'motionmaker');
    return account;
  }

  async function createTeam(owner: Account, name = 'Northlight Studio'): Promise<Team> {
    return dataOf<Team>(await server.request('POST', '/api/teams', { token: owner.accessToken, body: { name } }));
  }

  const invite = (inviter: Account, teamId: string, email: string, role = 'editor') =>
    server.request('POST', `/api/teams/${teamId}/invitations`, { token: inviter.accessToken, body: { email, role } });

  const accept = (account: Account, token: string) =>
    server.request('POST', `/api/invitations/${token}/accept`, { token: account.accessToken });

  const members = (account: Account, teamId: string) =>
    server.request('GET', `/api/teams/${teamId}/members`, { token: account.accessToken });

  /** A fresh professional user who joined the team with the role, by invitation. */
  async function memberOf(owner: Account, teamId: string, role: string): Promise<Account> {
    const account = await proUser();
    const { token } = dataOf<InvitationCreated>(await invite(owner, teamId, account.user.email, role));
    dataOf(await accept(account, token));
    return account;
  }

  return { fixtures, proUser, createTeam, invite, accept, members, memberOf };
}
