import type { Approval, PublicReview, ReviewComment, ReviewShot } from '@sym/contracts';

/** A review link's page as the server answers it (issue 32): three shots, no export, no comments yet. */
export const REVIEW_TOKEN = 'k7Qm2xVt9LpR4wYz8NcB1sHd6FgJ3aEu';
export const REVIEW_PATH = `/api/public/reviews/${REVIEW_TOKEN}`;
const REVIEW_ID = '3d4e5f6a-8b9c-4d0e-9f1a-7b8c9d0e1fc8';
const SCENARIO_ID = '2c3d4e5f-7a8b-4c9d-8e0f-6a7b8c9d0eb7';

/** A valid UUID per kind of thing and number (the live events' schemas check ids). */
export const fixtureId = (kind: number, n: number) =>
  `${String(kind).padStart(8, '0')}-8b9c-4d0e-9f1a-${String(n).padStart(12, '0')}`;
const shotId = (n: number) => fixtureId(1, n);
const generationId = (n: number, take: number) => fixtureId(2, n * 100 + take);
let approvals = 0;

export function reviewShot(n: number, take = 1): ReviewShot {
  return {
    id: shotId(n),
    sequence: n,
    description: `Shot ${n} description`,
    action: n === 2 ? 'The keeper climbs the stairs' : '',
    dialogue: n === 1 ? [{ speaker: 'KEEPER', text: 'Forty years, and never once late.' }] : [],
    duration: 3,
    imageUrl: `/media/shot-${n}-take-${take}.png?review=${REVIEW_ID}&exp=1&sig=x`,
    videoUrl: null,
    version: { generationId: generationId(n, take), kind: 'image', number: take },
  };
}

export function publicReview(overrides: Partial<PublicReview> = {}): PublicReview {
  const shots = overrides.shots ?? [reviewShot(1), reviewShot(2), reviewShot(3)];
  return {
    reviewId: REVIEW_ID,
    scenarioId: SCENARIO_ID,
    name: 'Client review',
    projectName: 'Lighthouse',
    scenarioName: 'Storm Night',
    allowDownload: false,
    expiresAt: null,
    shots,
    video: null,
    comments: [],
    approvals: {
      scenarioId: SCENARIO_ID,
      shots: shots.map((shot) => ({ shotId: shot.id, approval: null, isOutdated: false })),
      episode: null,
      approvedCount: 0,
      changesRequestedCount: 0,
      shotCount: shots.length,
    },
    ...overrides,
  };
}

const AUTHOR = { userId: null, name: 'Carla Client', isGuest: true };

export function guestComment(fields: Partial<ReviewComment> & { id: string; body: string }): ReviewComment {
  return {
    scenarioId: SCENARIO_ID,
    parentId: null,
    shotId: null,
    version: null,
    timeSeconds: null,
    timeEndSeconds: null,
    annotation: null,
    author: AUTHOR,
    mentions: [],
    resolvedAt: null,
    resolvedBy: null,
    editedAt: null,
    createdAt: '2026-11-29T01:00:00.000Z',
    ...fields,
  };
}

export function guestApproval(shot: ReviewShot | null, state: Approval['state'], createdAt: string): Approval {
  return {
    id: fixtureId(3, ++approvals),
    scenarioId: SCENARIO_ID,
    shotId: shot?.id ?? null,
    state,
    note: '',
    version: shot?.version ?? null,
    author: AUTHOR,
    createdAt,
  };
}
