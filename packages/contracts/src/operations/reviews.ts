import { z } from 'zod';
import {
  ApprovalListInput,
  ApprovalSetInput,
  CommentCreateInput,
  CommentDeleted,
  CommentDeleteInput,
  CommentListInput,
  CommentUpdateInput,
  PublicApprovalInput,
  PublicCommentInput,
  PublicReviewInput,
  ReviewCreateInput,
  ReviewListInput,
  ReviewRevoked,
  ReviewRevokeInput,
  ShotVersionsInput,
  TakeUsed,
  UseTakeInput,
} from '../api/reviews.ts';
import { PublicReviewWithBrand } from '../api/white-label.ts';
import { Approval, ApprovalSummary, ReviewComment, ReviewLink, ShotVersion } from '../entities/review.ts';
import {
  COMMENT_EXAMPLE_IDS,
  EXAMPLE_ANNOTATION,
  EXAMPLE_APPROVAL_SUMMARY,
  EXAMPLE_MEMBER_APPROVAL,
  EXAMPLE_OPEN_COMMENTS,
  EXAMPLE_REPLY,
  EXAMPLE_RESOLVED_COMMENT,
  EXAMPLE_SHOT_COMMENT,
  EXAMPLE_SHOT_VERSIONS,
  EXAMPLE_TAKE_USED,
} from './comment-examples.ts';
import { defineContracts, del, get, patch, post } from './define.ts';
import {
  EXAMPLE_GUEST_APPROVAL,
  EXAMPLE_GUEST_COMMENT,
  EXAMPLE_PUBLIC_REVIEW,
  EXAMPLE_REVIEW_LINK,
  REVIEW_EXAMPLE_IDS,
} from './review-examples.ts';
import { EXAMPLE_IDS } from './scenario-examples.ts';

const SCENARIO_ID = EXAMPLE_IDS.scenario;
const { review: REVIEW_ID, token: TOKEN } = REVIEW_EXAMPLE_IDS;
const SECOND_SHOT = { id: SCENARIO_ID, shotId: EXAMPLE_IDS.secondShot };

/**
 * Review and approval: review links of an episode (members), what a link shows and takes from a guest (no
 * sign-in; a wrong passphrase is 401, an expired or revoked link 404), comments, approvals and a shot's takes.
 */
export const reviewsContracts = defineContracts({
  'scenario.review.create': {
    summary: 'Create a review link of an episode (name, expiry, passphrase, downloads)',
    auth: 'required',
    http: post('/api/scenarios/:id/reviews'),
    input: ReviewCreateInput,
    output: ReviewLink,
    example: {
      input: {
        id: SCENARIO_ID,
        name: 'Agency review, round 1',
        expiresAt: '2026-12-04T18:00:00.000Z',
        passphrase: 'lantern-keeper',
        allowDownload: false,
      },
      output: EXAMPLE_REVIEW_LINK,
    },
  },
  'scenario.review.list': {
    summary: "List an episode's review links, newest first (revoked ones included, marked)",
    auth: 'required',
    http: get('/api/scenarios/:id/reviews'),
    input: ReviewListInput,
    output: z.array(ReviewLink),
    example: { input: { id: SCENARIO_ID }, output: [EXAMPLE_REVIEW_LINK] },
  },
  'scenario.review.revoke': {
    summary: 'Revoke a review link: its page, JSON and media stop answering',
    auth: 'required',
    http: del('/api/scenarios/:id/reviews/:reviewId'),
    input: ReviewRevokeInput,
    output: ReviewRevoked,
    example: { input: { id: SCENARIO_ID, reviewId: REVIEW_ID }, output: { reviewId: REVIEW_ID } },
  },
  'review.public.get': {
    summary: 'What a review link shows (no sign-in): storyboard, player, comments and approvals',
    auth: 'none',
    http: get('/api/public/reviews/:token'),
    input: PublicReviewInput,
    output: PublicReviewWithBrand,
    example: { input: { token: TOKEN }, output: { ...EXAMPLE_PUBLIC_REVIEW, brand: null } },
  },
  'review.public.comment': {
    summary: 'A guest comments through a review link',
    auth: 'none',
    http: post('/api/public/reviews/:token/comments'),
    input: PublicCommentInput,
    output: ReviewComment,
    example: {
      input: {
        token: TOKEN,
        guestName: 'Dana from the agency',
        body: 'The cut to the lantern comes too early here',
        timeSeconds: 4,
      },
      output: EXAMPLE_GUEST_COMMENT,
    },
  },
  'review.public.approve': {
    summary: 'A guest approves or requests changes on a shot or the whole episode',
    auth: 'none',
    http: post('/api/public/reviews/:token/approvals'),
    input: PublicApprovalInput,
    output: Approval,
    example: {
      input: {
        token: TOKEN,
        guestName: 'Dana from the agency',
        state: 'approved',
        note: 'Good to go once the lantern cut moves',
      },
      output: EXAMPLE_GUEST_APPROVAL,
    },
  },
  'scenario.comment.list': {
    summary: "List an episode's comments (filters: open, resolved, mine; by shot)",
    auth: 'required',
    http: get('/api/scenarios/:id/comments'),
    input: CommentListInput,
    output: z.array(ReviewComment),
    example: { input: { id: SCENARIO_ID, filter: 'open' }, output: EXAMPLE_OPEN_COMMENTS },
  },
  'scenario.comment.create': {
    summary: 'Comment on a shot, a time of the video or the whole episode, or reply to a thread',
    auth: 'required',
    http: post('/api/scenarios/:id/comments'),
    input: CommentCreateInput,
    output: ReviewComment,
    example: {
      input: {
        ...SECOND_SHOT,
        generationId: COMMENT_EXAMPLE_IDS.uploadedTake,
        body: EXAMPLE_SHOT_COMMENT.body,
        annotation: EXAMPLE_ANNOTATION,
      },
      output: EXAMPLE_SHOT_COMMENT,
    },
  },
  'comment.update': {
    summary: 'Edit your comment, or resolve or reopen its thread',
    auth: 'required',
    http: patch('/api/comments/:commentId'),
    input: CommentUpdateInput,
    output: ReviewComment,
    example: { input: { commentId: REVIEW_EXAMPLE_IDS.comment, resolved: true }, output: EXAMPLE_RESOLVED_COMMENT },
  },
  'comment.delete': {
    summary: 'Delete your comment (a thread goes with its replies)',
    auth: 'required',
    http: del('/api/comments/:commentId'),
    input: CommentDeleteInput,
    output: CommentDeleted,
    example: { input: { commentId: EXAMPLE_REPLY.id }, output: { id: EXAMPLE_REPLY.id, scenarioId: SCENARIO_ID } },
  },
  'scenario.approval.list': {
    summary: "An episode's approval states and counts",
    auth: 'required',
    http: get('/api/scenarios/:id/approvals'),
    input: ApprovalListInput,
    output: ApprovalSummary,
    example: { input: { id: SCENARIO_ID }, output: EXAMPLE_APPROVAL_SUMMARY },
  },
  'scenario.approval.set': {
    summary: 'Approve or request changes on a shot or the whole episode',
    auth: 'required',
    http: post('/api/scenarios/:id/approvals'),
    input: ApprovalSetInput,
    output: Approval,
    example: {
      input: { id: SCENARIO_ID, shotId: EXAMPLE_IDS.shot, state: 'approved', note: EXAMPLE_MEMBER_APPROVAL.note },
      output: EXAMPLE_MEMBER_APPROVAL,
    },
  },
  'scenario.shot.versions': {
    summary: "A shot's takes (every image and video made or uploaded), numbered, newest first",
    auth: 'required',
    http: get('/api/scenarios/:id/shots/:shotId/versions'),
    input: ShotVersionsInput,
    output: z.array(ShotVersion),
    example: { input: SECOND_SHOT, output: EXAMPLE_SHOT_VERSIONS },
  },
  'scenario.shot.useTake': {
    summary: "Use this take: make it the shot's current one (answers the previous one, for undo)",
    auth: 'required',
    http: post('/api/scenarios/:id/shots/:shotId/versions/:generationId/use'),
    input: UseTakeInput,
    output: TakeUsed,
    example: { input: { ...SECOND_SHOT, generationId: COMMENT_EXAMPLE_IDS.firstTake }, output: EXAMPLE_TAKE_USED },
  },
});
