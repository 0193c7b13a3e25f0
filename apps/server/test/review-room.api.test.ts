import { describe, expect, it, vi } from 'vitest';
import {
  REVIEW_MESSAGES,
  SERVER_EVENTS,
  type Approval,
  type ApprovalSummary,
  type PublicReview,
  type ReviewComment,
  type ReviewLink,
} from '@sym/contracts';
import { reviewRoom } from '../src/realtime/rooms.ts';
import { dataOf, useEventLog } from './helpers/fixtures.ts';
import { useServerWithRows } from './helpers/media-fixtures.ts';
import { createReview, nextEvent, publicReviewPath, reviewedEpisode, useReviewSockets } from './helpers/reviews.ts';

const { server, fixtures } = useServerWithRows();
const events = useEventLog(server);
const sockets = useReviewSockets(server);
const episode = () => reviewedEpisode(server, fixtures);

/** Whether this process's socket with that id is in the episode's review room. */
const isInRoom = (scenarioId: string, socketId: string | undefined) =>
  server.io
    .of('/')
    .adapter.rooms.get(reviewRoom(scenarioId))
    ?.has(socketId ?? '') ?? false;

describe('the review room', () => {
  it("carries a guest's comment and approval live; members read them with the guest as author", async () => {
    const { token, scenario, shots, take, base } = await episode();
    const link = await createReview(server, token, base);
    const guest = await sockets.connect();
    expect(await sockets.join(guest, { token: link.token })).toEqual({ success: true });

    const heard = nextEvent<ReviewComment>(guest, SERVER_EVENTS.reviewCommentCreated);
    const comment = dataOf<ReviewComment>(
      await server.request('POST', publicReviewPath(link, '/comments'), {
        body: { guestName: 'Client', body: 'Too dark', shotId: shots[0].id },
      }),
    );
    expect(comment).toMatchObject({
      scenarioId: scenario.id,
      shotId: shots[0].id,
      body: 'Too dark',
      author: { userId: null, name: 'Client', isGuest: true },
      version: { generationId: take.id, kind: 'image', number: 1 },
      resolvedAt: null,
    });
    expect(await heard).toEqual(comment);
    // A guest has no user id: the link acts.
    expect(events.find((event) => event.type === 'comment.created' && event.data.id === comment.id)?.actorId).toBe(
      link.id,
    );
    const listed = dataOf<ReviewComment[]>(await server.request('GET', `${base}/comments`, { token }));
    expect(listed).toContainEqual(comment);

    const approvalHeard = nextEvent<Approval>(guest, SERVER_EVENTS.reviewApprovalSet);
    const approval = dataOf<Approval>(
      await server.request('POST', publicReviewPath(link, '/approvals'), {
        body: { guestName: 'Client', shotId: shots[0].id, state: 'approved', note: 'Lovely' },
      }),
    );
    expect(approval).toMatchObject({
      shotId: shots[0].id,
      state: 'approved',
      note: 'Lovely',
      author: { userId: null, name: 'Client', isGuest: true },
      version: { generationId: take.id, kind: 'image', number: 1 },
    });
    expect(await approvalHeard).toEqual(approval);
    const summary = dataOf<ApprovalSummary>(await server.request('GET', `${base}/approvals`, { token }));
    expect(summary).toMatchObject({ approvedCount: 1, shotCount: 2 });

    const page = dataOf<PublicReview>(await server.request('GET', publicReviewPath(link)));
    expect(page.comments).toContainEqual(comment);
    expect(page.approvals).toMatchObject({ approvedCount: 1, shotCount: 2 });
  });

  it('lets a socket in through the same door as the page, signed in or not', async () => {
    const { token, base } = await episode();
    const guarded = await createReview(server, token, base, { passphrase: 'open sesame' });
    const guest = await sockets.connect();
    expect(await sockets.join(guest, { token: 'no-such-token' })).toMatchObject({
      success: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await sockets.join(guest, { token: guarded.token })).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: REVIEW_MESSAGES.passphraseRequired },
    });
    expect(await sockets.join(guest, { token: guarded.token, passphrase: 'wrong one' })).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: REVIEW_MESSAGES.wrongPassphrase },
    });
    expect(await sockets.join(guest, {})).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    expect(await sockets.join(guest, { token: guarded.token, passphrase: 'open sesame' })).toEqual({ success: true });

    const member = await sockets.connect(token);
    expect(await sockets.join(member, { token: guarded.token, passphrase: 'open sesame' })).toEqual({
      success: true,
    });
    expect(await sockets.leave(member, { token: guarded.token })).toEqual({ success: true });
  });

  it('takes out, once they heard it, the sockets that came in through a revoked link only', async () => {
    const { token, scenario, base } = await episode();
    const revoked = await createReview(server, token, base, { name: 'Revoked' });
    const kept = await createReview(server, token, base, { name: 'Kept' });
    const onlyRevoked = await sockets.connect();
    const both = await sockets.connect();
    expect(await sockets.join(onlyRevoked, { token: revoked.token })).toEqual({ success: true });
    expect(await sockets.join(both, { token: revoked.token })).toEqual({ success: true });
    expect(await sockets.join(both, { token: kept.token })).toEqual({ success: true });

    const heard = [onlyRevoked, both].map((socket) => nextEvent<ReviewLink>(socket, SERVER_EVENTS.reviewLinkRevoked));
    dataOf(await server.request('DELETE', `${base}/reviews/${revoked.id}`, { token }));
    for (const payload of await Promise.all(heard)) expect(payload).toMatchObject({ id: revoked.id });
    await vi.waitFor(() => expect(isInRoom(scenario.id, onlyRevoked.id)).toBe(false));
    expect(isInRoom(scenario.id, both.id)).toBe(true);

    // The room goes on for the other link: a member's comment reaches it, not the socket that left.
    const missed: unknown[] = [];
    onlyRevoked.on(SERVER_EVENTS.reviewCommentCreated, (payload: unknown) => missed.push(payload));
    const reached = nextEvent<ReviewComment>(both, SERVER_EVENTS.reviewCommentCreated);
    const comment = dataOf<ReviewComment>(
      await server.request('POST', `${base}/comments`, { token, body: { body: 'New take coming' } }),
    );
    expect(await reached).toMatchObject({ id: comment.id });
    // An acknowledged round trip: whatever the room sent this socket before has arrived.
    await sockets.leave(onlyRevoked, { token: revoked.token });
    expect(missed).toEqual([]);

    expect(await sockets.join(onlyRevoked, { token: revoked.token })).toMatchObject({
      success: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
