import type { z } from 'zod';
import type { Approval, ApprovalSummary, PublicReview, ReviewComment, ReviewLink } from '../entities/review.ts';
import { EXAMPLE_IDS, EXAMPLE_LATER, EXAMPLE_TIME } from './scenario-examples.ts';

/** Shared values of the review examples in the API reference (review links, the guest page, comments, approvals). */
export const REVIEW_EXAMPLE_IDS = {
  review: '3d4e5f6a-8b9c-4d0e-9f1a-7b8c9d0e1fc8',
  /** A review link's secret: 24 random bytes, base64url. */
  token: 'k7Qm2xVt9LpR4wYz8NcB1sHd6FgJ3aEu',
  comment: '4e5f6a7b-9c0d-4e1f-8a2b-8c9d0e1f2ad9',
  approval: '5f6a7b8c-0d1e-4f2a-9b3c-9d0e1f2a3bea',
} as const;

/** A stored file's address as a review link's guests get it: scoped to the link (answers while it is live). */
const reviewMediaUrl = (file: string) =>
  `/media/${file}?review=${REVIEW_EXAMPLE_IDS.review}&exp=1795000000&sig=UmV2aWV3U2NvcGVkU2lnMTIz`;

export const EXAMPLE_REVIEW_LINK: z.input<typeof ReviewLink> = {
  id: REVIEW_EXAMPLE_IDS.review,
  scenarioId: EXAMPLE_IDS.scenario,
  name: 'Agency review, round 1',
  token: REVIEW_EXAMPLE_IDS.token,
  url: `https://studio.example.com/r/${REVIEW_EXAMPLE_IDS.token}`,
  expiresAt: '2026-12-04T18:00:00.000Z',
  hasPassphrase: true,
  allowDownload: false,
  createdBy: EXAMPLE_IDS.user,
  createdAt: EXAMPLE_TIME,
  revokedAt: null,
};

/** A guest's comment at 0:04 of the animatic, as members and the review room see it. */
export const EXAMPLE_GUEST_COMMENT: z.input<typeof ReviewComment> = {
  id: REVIEW_EXAMPLE_IDS.comment,
  scenarioId: EXAMPLE_IDS.scenario,
  parentId: null,
  shotId: null,
  version: null,
  timeSeconds: 4,
  timeEndSeconds: null,
  body: 'The cut to the lantern comes too early here',
  annotation: null,
  author: { userId: null, name: 'Dana from the agency', isGuest: true },
  mentions: [],
  resolvedAt: null,
  resolvedBy: null,
  editedAt: null,
  createdAt: EXAMPLE_LATER,
};

/** A guest's approval of the whole episode. */
export const EXAMPLE_GUEST_APPROVAL: z.input<typeof Approval> = {
  id: REVIEW_EXAMPLE_IDS.approval,
  scenarioId: EXAMPLE_IDS.scenario,
  shotId: null,
  state: 'approved',
  note: 'Good to go once the lantern cut moves',
  version: null,
  author: { userId: null, name: 'Dana from the agency', isGuest: true },
  createdAt: EXAMPLE_LATER,
};

const exampleSummary: z.input<typeof ApprovalSummary> = {
  scenarioId: EXAMPLE_IDS.scenario,
  shots: [
    { shotId: EXAMPLE_IDS.shot, approval: null, isOutdated: false },
    { shotId: EXAMPLE_IDS.secondShot, approval: null, isOutdated: false },
  ],
  episode: EXAMPLE_GUEST_APPROVAL,
  approvedCount: 0,
  changesRequestedCount: 0,
  shotCount: 2,
};

/** What the review link shows its guests. */
export const EXAMPLE_PUBLIC_REVIEW: z.input<typeof PublicReview> = {
  reviewId: REVIEW_EXAMPLE_IDS.review,
  scenarioId: EXAMPLE_IDS.scenario,
  name: 'Agency review, round 1',
  projectName: 'Moon Saga',
  scenarioName: 'Episode 1: The Keeper',
  allowDownload: false,
  expiresAt: '2026-12-04T18:00:00.000Z',
  shots: [
    {
      id: EXAMPLE_IDS.shot,
      sequence: 1,
      description: 'A lighthouse on a cliff at dawn, waves breaking below',
      action: 'The keeper climbs the spiral stairs with a lantern',
      dialogue: [{ speaker: 'KEEPER', text: 'Forty years, and never once late.' }],
      duration: 4,
      imageUrl: reviewMediaUrl('Q2hvb3NlQVN0cm9uZ0tleQ.png'),
      videoUrl: null,
      version: { generationId: EXAMPLE_IDS.generation, kind: 'image', number: 2 },
    },
    {
      id: EXAMPLE_IDS.secondShot,
      sequence: 2,
      description: "The keeper's hands trim the lantern wick",
      action: 'The flame steadies',
      dialogue: [],
      duration: 3,
      imageUrl: null,
      videoUrl: null,
      version: null,
    },
  ],
  video: {
    url: reviewMediaUrl('Xk3vQ9mZp2LrT7wYb4Nc.mp4'),
    posterUrl: reviewMediaUrl('Pq7sW2nVx5KmR8tYd3Jf.jpg'),
    duration: 7,
  },
  comments: [EXAMPLE_GUEST_COMMENT],
  approvals: exampleSummary,
};
