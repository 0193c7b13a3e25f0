import type { ReviewComment, ReviewLink } from '@sym/contracts';
import { TEST_USER, ok, type ApiRoutes } from '../../../test/fakeApi';
import { makeShot } from '../components/testData';
import { stubStoryboard } from '../storyboard/storyboardTestServer';

export const BEN = { id: 'u-ben', name: 'Ben Collab', email: 'ben@studio.test' };
export const SHOTS = [
  makeShot('sh1', 1, { description: 'The cliff', imageUrl: '/media/shot-one-image-key-0001.png' }),
  makeShot('sh2', 2, { description: 'The stairs' }),
];

const guest = { userId: null, name: 'Carla Client', isGuest: true };
const ada = { userId: TEST_USER.id, name: TEST_USER.name, isGuest: false };
const ben = { userId: BEN.id, name: BEN.name, isGuest: false };

/** A comment as the server presents it: a member's open comment on the whole episode unless `fields` say otherwise. */
export function comment(id: string, fields: Partial<ReviewComment> = {}): ReviewComment {
  return {
    id,
    scenarioId: 's1',
    parentId: null,
    shotId: null,
    version: null,
    timeSeconds: null,
    timeEndSeconds: null,
    body: `Comment ${id}`,
    annotation: null,
    author: ada,
    mentions: [],
    resolvedAt: null,
    resolvedBy: null,
    editedAt: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    ...fields,
  };
}

/** The episode's comments: a guest's drawing on shot 2 with Ben's reply, a guest's at 0:04, mine, and a resolved one. */
export const COMMENTS: ReviewComment[] = [
  comment('c4', {
    shotId: 'sh1',
    body: 'An old note',
    author: ben,
    resolvedAt: '2025-01-02T00:00:00.000Z',
    resolvedBy: TEST_USER.name,
    createdAt: '2025-01-01T08:00:00.000Z',
  }),
  comment('c1', {
    shotId: 'sh2',
    version: { generationId: 'g1', kind: 'image', number: 1 },
    body: 'The keeper should carry a lantern',
    annotation: {
      shapes: [
        {
          type: 'stroke',
          color: '#ff3366',
          points: [
            [0.2, 0.3],
            [0.5, 0.5],
          ],
        },
      ],
    },
    author: guest,
    createdAt: '2025-01-01T09:00:00.000Z',
  }),
  comment('c2', {
    timeSeconds: 4,
    body: 'The flash comes too early',
    author: guest,
    createdAt: '2025-01-01T09:30:00.000Z',
  }),
  comment('c3', {
    body: '@Ben Collab please <b>check</b>',
    mentions: [{ userId: BEN.id, name: BEN.name }],
    createdAt: '2025-01-01T09:45:00.000Z',
  }),
  comment('r1', { parentId: 'c1', body: 'On it', author: ben, createdAt: '2025-01-01T11:00:00.000Z' }),
];

const details = {
  id: 'p1',
  name: 'Moon Saga',
  role: 'owner',
  owner: { id: TEST_USER.id, name: TEST_USER.name, email: TEST_USER.email },
  collaborators: [{ ...BEN, role: 'collaborator', addedAt: '2024-01-01T00:00:00.000Z' }],
  scenario_count: 1,
  asset_count: 0,
};

type Body = Record<string, unknown>;

/**
 * The episode editor behind the fake fetch with the project's members, the episode's comments and review links,
 * answering creates, edits, resolves, deletes and revokes as the server would; `extra` routes on top (the timeline's).
 */
export function stubReviewServer(
  initial: readonly ReviewComment[] = COMMENTS,
  links: ReviewLink[] = [],
  extra: ApiRoutes = {},
) {
  let comments = [...initial];
  let reviewLinks = [...links];
  let next = 0;
  const routes: ApiRoutes = {
    'GET /api/projects/p1/details': () => ok(details),
    'GET /api/scenarios/s1/comments': () => ok(comments),
    'POST /api/scenarios/s1/comments': (body) => {
      const { id: _id, ...fields } = body as Body;
      const mentions = String(fields.body).includes('@Ben Collab') ? [{ userId: BEN.id, name: BEN.name }] : [];
      const created = comment(`new-${++next}`, {
        ...(fields as Partial<ReviewComment>),
        mentions,
        createdAt: '2025-01-03T00:00:00.000Z',
      });
      comments = [...comments, created];
      return ok(created);
    },
    'GET /api/scenarios/s1/reviews': () => ok(reviewLinks),
    'POST /api/scenarios/s1/reviews': (body) => {
      const input = body as Body;
      const link: ReviewLink = {
        id: `rv-${++next}`,
        scenarioId: 's1',
        name: String(input.name),
        token: 'tok_abcdefghijklmnopqrstuvwxyz012345',
        url: '/r/tok_abcdefghijklmnopqrstuvwxyz012345',
        expiresAt: (input.expiresAt as string | null | undefined) ?? null,
        hasPassphrase: typeof input.passphrase === 'string',
        allowDownload: Boolean(input.allowDownload),
        createdBy: TEST_USER.id,
        createdAt: '2025-01-03T00:00:00.000Z',
        revokedAt: null,
      };
      reviewLinks = [link, ...reviewLinks];
      return ok(link);
    },
  };
  for (const item of initial) {
    routes[`PATCH /api/comments/${item.id}`] = (body) => {
      const change = body as Body;
      const current = comments.find((entry) => entry.id === item.id)!;
      const updated: ReviewComment = {
        ...current,
        ...(typeof change.body === 'string' ? { body: change.body, editedAt: '2025-01-03T00:00:00.000Z' } : {}),
        ...(change.resolved === true ? { resolvedAt: '2025-01-03T00:00:00.000Z', resolvedBy: TEST_USER.name } : {}),
        ...(change.resolved === false ? { resolvedAt: null, resolvedBy: null } : {}),
      };
      comments = comments.map((entry) => (entry.id === item.id ? updated : entry));
      return ok(updated);
    };
    routes[`DELETE /api/comments/${item.id}`] = () => {
      comments = comments.filter((entry) => entry.id !== item.id && entry.parentId !== item.id);
      return ok({ id: item.id, scenarioId: 's1' });
    };
  }
  for (const link of links) {
    routes[`DELETE /api/scenarios/s1/reviews/${link.id}`] = () => {
      reviewLinks = reviewLinks.map((entry) =>
        entry.id === link.id ? { ...entry, revokedAt: '2025-01-03T00:00:00.000Z' } : entry,
      );
      return ok({ reviewId: link.id });
    };
  }
  const fetchMock = stubStoryboard(SHOTS, { ...routes, ...extra });
  return { fetchMock, comments: () => comments };
}
