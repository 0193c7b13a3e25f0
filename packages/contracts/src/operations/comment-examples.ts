import type { z } from 'zod';
import type { Annotation, Approval, ApprovalSummary, ReviewComment, ShotVersion } from '../entities/review.ts';
import { EXAMPLE_GUEST_APPROVAL, EXAMPLE_GUEST_COMMENT, REVIEW_EXAMPLE_IDS } from './review-examples.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, exampleMediaUrl } from './scenario-examples.ts';

/**
 * Shared values of the members' review examples: the team's side of the loop the guest examples start (Dana's
 * comment at 0:04 and her verdict on the episode). Ada replies and mentions Grace, draws on shot 2, resolves
 * Dana's thread, approves shot 1; shot 2 has a generated take and Ada's own uploaded one.
 */
export const COMMENT_EXAMPLE_IDS = {
  /** Ada's comment with a drawing on shot 2. */
  shotComment: '6a7b8c9d-1e2f-4a3b-8c4d-0e1f2a3b4cfb',
  /** Ada's reply in Dana's thread. */
  reply: '7b8c9d0e-2f3a-4b4c-9d5e-1f2a3b4c5d0c',
  /** Ada's approval of shot 1. */
  memberApproval: '8c9d0e1f-3a4b-4c5d-8e6f-2a3b4c5d6e1d',
  /** Dana's request for changes on shot 2 (given on its first take). */
  guestShotApproval: '9d0e1f2a-4b5c-4d6e-9f7a-3b4c5d6e7f2e',
  /** Shot 2's takes: v1 generated, v2 uploaded by Ada. */
  firstTake: '0e1f2a3b-5c6d-4e7f-8a8b-4c5d6e7f8a3f',
  uploadedTake: '1f2a3b4c-6d7e-4f8a-9b9c-5d6e7f8a9b40',
  /** Grace Hopper, a collaborator of the project. */
  collaborator: 'c4d5e6f7-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
} as const;

const ids = COMMENT_EXAMPLE_IDS;
const ADA = { userId: EXAMPLE_IDS.user, name: 'Ada Lovelace', isGuest: false };
const GRACE = { userId: ids.collaborator, name: 'Grace Hopper' };
const DANA = { userId: null, name: 'Dana from the agency', isGuest: true };

const firstTakeRef = { generationId: ids.firstTake, kind: 'image', number: 1 } as const;
const uploadedTakeRef = { generationId: ids.uploadedTake, kind: 'image', number: 2 } as const;

/** Ada's reply in Dana's thread, naming Grace. */
export const EXAMPLE_REPLY: z.input<typeof ReviewComment> = {
  ...EXAMPLE_GUEST_COMMENT,
  id: ids.reply,
  parentId: REVIEW_EXAMPLE_IDS.comment,
  timeSeconds: null,
  body: '@Grace Hopper can you move the cut half a second later?',
  author: ADA,
  mentions: [GRACE],
  createdAt: '2026-11-20T10:07:40.000Z',
};

/** An arrow to the flame and a box around it, in 0–1 coordinates of the picture. */
export const EXAMPLE_ANNOTATION: z.input<typeof Annotation> = {
  shapes: [
    {
      type: 'arrow',
      color: '#ff5a36',
      points: [
        [0.18, 0.22],
        [0.46, 0.51],
      ],
    },
    {
      type: 'box',
      color: '#ff5a36',
      points: [
        [0.41, 0.38],
        [0.62, 0.71],
      ],
    },
  ],
};

/** Ada's comment on shot 2's current take, with an arrow and a box drawn over the picture. */
export const EXAMPLE_SHOT_COMMENT: z.input<typeof ReviewComment> = {
  id: ids.shotComment,
  scenarioId: EXAMPLE_IDS.scenario,
  parentId: null,
  shotId: EXAMPLE_IDS.secondShot,
  version: uploadedTakeRef,
  timeSeconds: null,
  timeEndSeconds: null,
  body: '@Grace Hopper the flame reads too cold here: warm it up like the lantern in shot 1',
  annotation: EXAMPLE_ANNOTATION,
  author: ADA,
  mentions: [GRACE],
  resolvedAt: null,
  resolvedBy: null,
  editedAt: null,
  createdAt: '2026-11-20T10:12:03.000Z',
};

/** Dana's thread after Ada resolved it. */
export const EXAMPLE_RESOLVED_COMMENT: z.input<typeof ReviewComment> = {
  ...EXAMPLE_GUEST_COMMENT,
  resolvedAt: '2026-11-20T10:20:31.000Z',
  resolvedBy: 'Ada Lovelace',
};

/** The open threads of the episode in order: Dana's with Ada's reply, then Ada's on shot 2. */
export const EXAMPLE_OPEN_COMMENTS = [EXAMPLE_GUEST_COMMENT, EXAMPLE_REPLY, EXAMPLE_SHOT_COMMENT];

/** Ada approves shot 1 on its current take. */
export const EXAMPLE_MEMBER_APPROVAL: z.input<typeof Approval> = {
  id: ids.memberApproval,
  scenarioId: EXAMPLE_IDS.scenario,
  shotId: EXAMPLE_IDS.shot,
  state: 'approved',
  note: 'Signed off for the animatic',
  version: { generationId: EXAMPLE_IDS.generation, kind: 'image', number: 2 },
  author: ADA,
  createdAt: '2026-11-20T10:15:09.000Z',
};

const guestShotApproval: z.input<typeof Approval> = {
  id: ids.guestShotApproval,
  scenarioId: EXAMPLE_IDS.scenario,
  shotId: EXAMPLE_IDS.secondShot,
  state: 'changes_requested',
  note: 'The wick needs more light before we cut away',
  version: firstTakeRef,
  author: DANA,
  createdAt: '2026-11-20T10:06:20.000Z',
};

/** Shot 1 approved; shot 2's request for changes was given on v1 and v2 came since (outdated); the episode's. */
export const EXAMPLE_APPROVAL_SUMMARY: z.input<typeof ApprovalSummary> = {
  scenarioId: EXAMPLE_IDS.scenario,
  shots: [
    { shotId: EXAMPLE_IDS.shot, approval: EXAMPLE_MEMBER_APPROVAL, isOutdated: false },
    { shotId: EXAMPLE_IDS.secondShot, approval: guestShotApproval, isOutdated: true },
  ],
  episode: EXAMPLE_GUEST_APPROVAL,
  approvedCount: 1,
  changesRequestedCount: 1,
  shotCount: 2,
};

/** Shot 2's takes, newest first: Ada's upload (current) and the generated first one. */
export const EXAMPLE_SHOT_VERSIONS: z.input<typeof ShotVersion>[] = [
  {
    generationId: ids.uploadedTake,
    shotId: EXAMPLE_IDS.secondShot,
    kind: 'image',
    number: 2,
    status: 'completed',
    isCurrent: true,
    isUpload: true,
    url: exampleMediaUrl('V2lja1dhcm1VcGxvYWQ.png'),
    thumbUrl: null,
    createdAt: '2026-11-20T10:10:44.000Z',
  },
  {
    generationId: ids.firstTake,
    shotId: EXAMPLE_IDS.secondShot,
    kind: 'image',
    number: 1,
    status: 'completed',
    isCurrent: false,
    isUpload: false,
    url: exampleMediaUrl('V2lja0NvbGRGaXJzdA.png'),
    thumbUrl: exampleMediaUrl('V2lja0NvbGRUaHVtYg.webp'),
    createdAt: EXAMPLE_TIME,
  },
];

/** Back to the generated take of shot 2; the answer names the upload it replaced, for undo. */
export const EXAMPLE_TAKE_USED = {
  shotId: EXAMPLE_IDS.secondShot,
  generationId: ids.firstTake,
  previousGenerationId: ids.uploadedTake,
};
