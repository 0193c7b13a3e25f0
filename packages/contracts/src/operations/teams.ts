import {
  InvitationAccepted,
  InvitationTokenInput,
  TeamCreateInput,
  TeamCredits,
  TeamIdInput,
  TeamInvitationCreated,
  TeamInvitationRevoked,
  TeamInvitationRevokeInput,
  TeamInviteInput,
  TeamList,
  TeamMemberInput,
  TeamMemberRemoved,
  TeamMembersResult,
  TeamMemberUpdateInput,
} from '../api/teams.ts';
import { Team, TeamMember } from '../entities/team.ts';
import { EmptyInput, defineContracts, del, get, patch, post } from './define.ts';

const TEAM_ID = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';
const OWNER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const EDITOR_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const exampleTeam = {
  id: TEAM_ID,
  name: 'Northlight Studio',
  ownerId: OWNER_ID,
  role: 'owner' as const,
  memberCount: 3,
  seats: 10,
  projectCount: 4,
  createdAt: '2026-03-02T10:00:00.000Z',
};
const exampleInvitation = {
  id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
  email: 'ana@northlight.example',
  role: 'editor' as const,
  expiresAt: '2026-03-09T10:00:00.000Z',
  createdAt: '2026-03-02T10:00:00.000Z',
};
const teamGate = { feature: 'team_management' as const };

/** Teams of the professional edition (issue 33): members with roles, shared projects and one credit pool. */
export const teamsContracts = defineContracts({
  'teams.create': {
    summary: 'Create a team; you are its owner and its first seat',
    auth: 'required',
    http: post('/api/teams'),
    gate: teamGate,
    input: TeamCreateInput,
    output: Team,
    example: { input: { name: exampleTeam.name }, output: { ...exampleTeam, memberCount: 1, projectCount: 0 } },
  },
  'teams.list': {
    summary: 'List the teams you belong to, with your role in each',
    auth: 'required',
    http: get('/api/teams'),
    gate: teamGate,
    input: EmptyInput,
    output: TeamList,
    example: { input: {}, output: [exampleTeam] },
  },
  'teams.members': {
    summary: "List a team's members, its open invitations and its seats",
    auth: 'required',
    http: get('/api/teams/:id/members'),
    gate: teamGate,
    input: TeamIdInput,
    output: TeamMembersResult,
    example: {
      input: { id: TEAM_ID },
      output: {
        members: [
          {
            userId: OWNER_ID,
            name: 'Mara Lind',
            email: 'mara@northlight.example',
            role: 'owner',
            joinedAt: exampleTeam.createdAt,
          },
        ],
        invitations: [exampleInvitation],
        seats: { used: 2, limit: 10 },
      },
    },
  },
  'teams.invite': {
    summary: 'Invite someone by e-mail with a role; the link works once and expires (e-mailed when SMTP is set up)',
    auth: 'required',
    http: post('/api/teams/:id/invitations'),
    gate: teamGate,
    input: TeamInviteInput,
    output: TeamInvitationCreated,
    example: {
      input: { id: TEAM_ID, email: exampleInvitation.email, role: 'editor' },
      output: {
        invitation: exampleInvitation,
        token: 'tinv_8Jd2kQ9zLm4Xv7Rt1Yp6Wn3Bc5Hs0Fg',
        url: 'https://studio.example/invite/tinv_8Jd2kQ9zLm4Xv7Rt1Yp6Wn3Bc5Hs0Fg',
        emailed: false,
      },
    },
  },
  'teams.revokeInvitation': {
    summary: 'Revoke an invitation that has not been accepted',
    auth: 'required',
    http: del('/api/teams/:id/invitations/:invitationId'),
    gate: teamGate,
    input: TeamInvitationRevokeInput,
    output: TeamInvitationRevoked,
    example: {
      input: { id: TEAM_ID, invitationId: exampleInvitation.id },
      output: { invitationId: exampleInvitation.id, revokedAt: '2026-03-03T08:00:00.000Z' },
    },
  },
  'invitations.accept': {
    summary: 'Accept a team invitation with its token (once, before it expires) and join the team',
    auth: 'required',
    http: post('/api/invitations/:token/accept'),
    input: InvitationTokenInput,
    output: InvitationAccepted,
    example: {
      input: { token: 'tinv_8Jd2kQ9zLm4Xv7Rt1Yp6Wn3Bc5Hs0Fg' },
      output: { team: { ...exampleTeam, role: 'editor' } },
    },
  },
  'teams.updateMember': {
    summary: "Change a member's role (not the owner's)",
    auth: 'required',
    http: patch('/api/teams/:id/members/:userId'),
    gate: teamGate,
    input: TeamMemberUpdateInput,
    output: TeamMember,
    example: {
      input: { id: TEAM_ID, userId: EDITOR_ID, role: 'commenter' },
      output: {
        userId: EDITOR_ID,
        name: 'Ana Ortiz',
        email: exampleInvitation.email,
        role: 'commenter',
        joinedAt: '2026-03-02T11:00:00.000Z',
      },
    },
  },
  'teams.removeMember': {
    summary: 'Remove a member (or leave the team yourself); their access ends at once, open sockets included',
    auth: 'required',
    http: del('/api/teams/:id/members/:userId'),
    gate: teamGate,
    input: TeamMemberInput,
    output: TeamMemberRemoved,
    example: { input: { id: TEAM_ID, userId: EDITOR_ID }, output: { teamId: TEAM_ID, userId: EDITOR_ID } },
  },
  'teams.credits': {
    summary: "The team's shared credit account: balance, allocation, totals",
    auth: 'required',
    http: get('/api/teams/:id/credits'),
    gate: teamGate,
    input: TeamIdInput,
    output: TeamCredits,
    example: {
      input: { id: TEAM_ID },
      output: {
        teamId: TEAM_ID,
        balance: 940,
        monthlyAllocation: 1000,
        nextResetDate: '2026-04-02T10:00:00.000Z',
        totalEarned: 1000,
        totalSpent: 60,
        subscription: { planId: 'motionmaker', status: 'active' },
      },
    },
  },
});
