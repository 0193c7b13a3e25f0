import type { Team, TeamInvitation, TeamMember } from '@sym/contracts';
import { TEST_USER, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';

export const TEAM_ID = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';
export const EDITOR_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const INVITATION_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';

/** A team as GET /api/teams answers it; the signed-in test user is its owner unless `role` says otherwise. */
export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: TEAM_ID,
    name: 'Northlight Studio',
    ownerId: TEST_USER.id,
    role: 'owner',
    memberCount: 2,
    seats: 10,
    projectCount: 4,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export const owner: TeamMember = {
  userId: TEST_USER.id,
  name: TEST_USER.name,
  email: TEST_USER.email,
  role: 'owner',
  joinedAt: '2026-03-02T10:00:00.000Z',
};

export const editor: TeamMember = {
  userId: EDITOR_ID,
  name: 'Ana Ortiz',
  email: 'ana@northlight.example',
  role: 'editor',
  joinedAt: '2026-03-02T11:00:00.000Z',
};

export const invitation: TeamInvitation = {
  id: INVITATION_ID,
  email: 'ben@northlight.example',
  role: 'viewer',
  expiresAt: '2026-03-09T10:00:00.000Z',
  createdAt: '2026-03-02T10:00:00.000Z',
};

export function teamCredits(balance = 940) {
  return {
    teamId: TEAM_ID,
    balance,
    monthlyAllocation: 1000,
    nextResetDate: '2026-04-02T10:00:00.000Z',
    totalEarned: 1000,
    totalSpent: 1000 - balance,
    subscription: { planId: 'motionmaker', status: 'active' },
  };
}

/** The team routes of one team (members, invitations and seats as given), with `routes` on top. */
export function stubTeamsApi(
  { team = makeTeam(), members = [owner, editor], invitations = [invitation] } = {},
  routes: ApiRoutes = {},
) {
  return stubApi({
    'GET /api/teams': () => ok([team]),
    [`GET /api/teams/${team.id}/credits`]: () => ok(teamCredits()),
    [`GET /api/teams/${team.id}/members`]: () =>
      ok({ members, invitations, seats: { used: members.length + invitations.length, limit: team.seats } }),
    ...routes,
  });
}

type FetchMock = ReturnType<typeof stubApi>;

/** Calls of one method and path (query string ignored), with their parsed JSON bodies. */
export function callsTo(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined));
}
