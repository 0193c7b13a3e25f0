import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_MESSAGES,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type PublicReview,
  type ReviewComment,
  type ReviewLink,
} from '@sym/contracts';
import { dataOf, errorOf, openRpcSocket, useTestServer } from './helpers/fixtures.ts';
import { commentAs, guestLink, inboxOf, notifiedProject } from './helpers/notifications.ts';
import { publicReviewPath } from './helpers/reviews.ts';

// Issue 32, section 8 (who may do what): strangers over the socket, what a guest sees of the comments, and the
// limits of a comment's text and drawing with the spec's error details.
const server = useTestServer();

const patch = (commentId: string, token: string, body: unknown) =>
  server.request('PATCH', `/api/comments/${commentId}`, { token, body });

describe('strangers over the socket', () => {
  it('get 404 for review links and notifications of a project they are not in, and change nothing', async () => {
    const { owner, collaborator, stranger, scenario, base } = await notifiedProject(server);
    const link = await guestLink(server, owner.accessToken, base);
    await commentAs(server, owner.accessToken, base, `Look @${collaborator.user.email}`);
    const [entry] = (await inboxOf(server, collaborator.accessToken)).items;
    const theirs = await notifiedProject(server);

    const socket = await openRpcSocket(server, stranger.accessToken);
    try {
      for (const [action, payload] of [
        ['scenario.review.create', { id: scenario.id, name: 'Mine now' }],
        ['scenario.review.list', { id: scenario.id }],
        ['scenario.review.revoke', { id: scenario.id, reviewId: link.id }],
        // Through an episode of their own, the owner's link is unknown too.
        ['scenario.review.revoke', { id: theirs.scenario.id, reviewId: link.id }],
        ['notifications.read', { ids: [entry!.id] }],
      ] as const) {
        const answer = await socket.rpc(action, payload);
        expect(answer.success ? 'ok' : answer.error.code, action).toBe('NOT_FOUND');
      }
      // Their own inbox, all at once: nothing of anyone else's is touched.
      const readAll = await socket.rpc('notifications.read', {});
      expect(readAll.success && readAll.data).toEqual({ unreadCount: 0 });
    } finally {
      socket.close();
    }

    const member = await openRpcSocket(server, owner.accessToken);
    try {
      const listed = await member.rpc('scenario.review.list', { id: scenario.id });
      expect(listed.success && (listed.data as ReviewLink[]).map((item) => [item.id, item.revokedAt])).toEqual([
        [link.id, null],
      ]);
    } finally {
      member.close();
    }
    expect((await inboxOf(server, collaborator.accessToken)).unreadCount).toBe(1);
    dataOf<PublicReview>(await server.request('GET', publicReviewPath(link)));
  });
});

describe("a review link's page", () => {
  it('lists open threads only: a resolved thread is left out, a reopened one comes back with its replies', async () => {
    const { owner, collaborator, base } = await notifiedProject(server);
    const link = await guestLink(server, owner.accessToken, base);
    const guestComment = dataOf<ReviewComment>(
      await server.request('POST', publicReviewPath(link, '/comments'), {
        body: { guestName: 'Dana', body: 'The sky is too green' },
      }),
    );
    const reply = await commentAs(server, owner.accessToken, base, 'Fixed in the next take', guestComment.id);
    const memberComment = await commentAs(server, collaborator.accessToken, base, 'Shot 2 runs long');
    const shown = async () =>
      dataOf<PublicReview>(await server.request('GET', publicReviewPath(link))).comments.map((item) => item.id);
    expect(await shown()).toEqual([guestComment.id, reply.id, memberComment.id]);

    dataOf(await patch(guestComment.id, owner.accessToken, { resolved: true }));
    expect(await shown()).toEqual([memberComment.id]);
    // Reopening from a reply reopens its whole thread.
    dataOf(await patch(reply.id, owner.accessToken, { resolved: false }));
    expect(await shown()).toEqual([guestComment.id, reply.id, memberComment.id]);
    dataOf(await patch(memberComment.id, owner.accessToken, { resolved: true }));
    expect(await shown()).toEqual([guestComment.id, reply.id]);
  });
});

describe("a comment's limits", () => {
  const tooLong = 'x'.repeat(REVIEW_LIMITS.commentBodyMax + 1);
  const stroke = (points: [number, number][]) => ({ shapes: [{ type: 'stroke', color: '#ff0000', points }] });

  it('refuse an oversized body with 422 and the field and text of the contracts, members and guests alike', async () => {
    const { owner, base } = await notifiedProject(server);
    const link = await guestLink(server, owner.accessToken, base);
    const details = [{ field: 'body', message: REVIEW_MESSAGES.commentTooLong }];
    const member = errorOf(
      await server.request('POST', `${base}/comments`, { token: owner.accessToken, body: { body: tooLong } }),
      422,
    );
    expect(member).toMatchObject({ code: 'VALIDATION_ERROR', details });
    const guest = errorOf(
      await server.request('POST', publicReviewPath(link, '/comments'), { body: { guestName: 'Dana', body: tooLong } }),
      422,
    );
    expect(guest).toMatchObject({ code: 'VALIDATION_ERROR', details });
    const comment = await commentAs(server, owner.accessToken, base, 'Short');
    expect(errorOf(await patch(comment.id, owner.accessToken, { body: tooLong }), 422).details).toEqual(details);
    expect(REVIEW_MESSAGES.commentTooLong).toBe(`A comment holds at most ${REVIEW_LIMITS.commentBodyMax} characters`);
  });

  it("refuse a drawing with too many points or a point outside 0–1 with 422 and the contracts' texts", async () => {
    const { owner, base } = await notifiedProject(server);
    const link = await guestLink(server, owner.accessToken, base);
    const many = stroke(Array.from({ length: REVIEW_LIMITS.annotationPointsMax + 1 }, () => [0.5, 0.5]));
    const post = (annotation: unknown) =>
      server.request('POST', `${base}/comments`, { token: owner.accessToken, body: { body: 'x', annotation } });
    expect(errorOf(await post(many), 422).details).toEqual([
      { field: 'annotation.shapes', message: ANNOTATION_MESSAGES.tooManyPoints },
    ]);
    expect(
      errorOf(
        await post(
          stroke([
            [0.2, 0.2],
            [1.5, 0.2],
          ]),
        ),
        422,
      ).details,
    ).toEqual([{ field: 'annotation.shapes.0.points.1.0', message: ANNOTATION_MESSAGES.outsideFrame }]);
    const guest = await server.request('POST', publicReviewPath(link, '/comments'), {
      body: { guestName: 'Dana', body: 'x', annotation: stroke([[0.5, -0.1]]) },
    });
    expect(errorOf(guest, 422).details).toEqual([
      { field: 'annotation.shapes.0.points.0.1', message: ANNOTATION_MESSAGES.outsideFrame },
    ]);
    // The edges themselves are on the frame.
    dataOf(
      await post(
        stroke([
          [0, 0],
          [1, 1],
        ]),
      ),
    );
  });
});
