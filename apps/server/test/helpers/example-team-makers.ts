import type { Team } from '@sym/contracts';
import type { ExampleKind } from './example-kinds.ts';
import type { Maker } from './example-makers.ts';
import type { ExampleWorld, MakeContext } from './example-world.ts';
import type { InvitationCreated } from './teams.ts';
import { uniqueEmail } from './test-server.ts';

// How the test world makes the team kinds (example-kinds.ts) through the API: teams of the owner, members who joined
// by invitation, open invitations, and an invitation for the owner to accept (to a team of someone else's).

type TeamKind = Extract<ExampleKind, 'team' | 'teamMember' | 'teamInvitation' | 'invitationToken'>;

/** Invites an address to the team as the owner; answers the invitation and its token. */
async function inviteTo(world: ExampleWorld, teamId: string, email: string, role = 'editor') {
  return world.api<InvitationCreated>('POST', `/api/teams/${teamId}/invitations`, { email, role });
}

async function teamOf(world: ExampleWorld, exampleValue: string, context: MakeContext): Promise<string> {
  return world.parent('team', exampleValue, 'teamId', context);
}

export const TEAM_MAKERS: Record<TeamKind, Maker> = {
  async team(world) {
    return (await world.api<Team>('POST', '/api/teams', { name: 'Northlight Studio' })).id;
  },
  /** Someone who joined the owner's team with an invitation. */
  async teamMember(world, exampleValue, context) {
    const teamId = await teamOf(world, exampleValue, context);
    const member = await world.server.register({ email: uniqueEmail('member'), name: 'Ana Ortiz' });
    const { token } = await inviteTo(world, teamId, member.user.email);
    const answer = await world.server.request('POST', `/api/invitations/${token}/accept`, {
      token: member.accessToken,
    });
    if (answer.status !== 200) throw new Error(`world: accepting answered ${answer.status} ${answer.text}`);
    return member.user.id;
  },
  async teamInvitation(world, exampleValue, context) {
    const teamId = await teamOf(world, exampleValue, context);
    return (await inviteTo(world, teamId, uniqueEmail('invited'))).invitation.id;
  },
  /** A link for the owner's own address, to a team someone else made (the owner is a member of their own). */
  async invitationToken(world) {
    const other = await world.server.register({ email: uniqueEmail('team-owner'), name: 'Mara Lind' });
    const token = other.accessToken;
    const created = await world.server.request('POST', '/api/teams', { token, body: { name: 'Harbour Films' } });
    if (created.status !== 200) throw new Error(`world: creating a team answered ${created.status} ${created.text}`);
    const teamId = (created.body as { data: Team }).data.id;
    const invited = await world.server.request('POST', `/api/teams/${teamId}/invitations`, {
      token,
      body: { email: world.owner.user.email, role: 'editor' },
    });
    if (invited.status !== 200) throw new Error(`world: inviting answered ${invited.status} ${invited.text}`);
    return (invited.body as { data: InvitationCreated }).data.token;
  },
};
