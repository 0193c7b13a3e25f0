import { CLIENT_EVENTS, SERVER_EVENTS, type PublicReview } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { ok, stubApi } from '../../../test/fakeApi';
import { startFakeSocketServer, type FakeSocketServer } from '../../../test/fakeSocketServer';
import { renderApp } from '../../../test/renderApp';
import {
  fixtureId,
  guestApproval,
  guestComment,
  publicReview,
  REVIEW_PATH,
  REVIEW_TOKEN,
  reviewShot,
} from '../../../test/reviewFixtures';

vi.mock('socket.io-client', () => import('../../../test/fakeSocketServer').then((m) => m.fakeSocketIoModule()));

const PAGE = `/r/${REVIEW_TOKEN}`;
type Body = Record<string, unknown>;

let server: FakeSocketServer;
let review: PublicReview;
const posted: { comments: Body[]; approvals: Body[] } = { comments: [], approvals: [] };

beforeEach(() => {
  window.localStorage.setItem(WEB_STORAGE_KEYS.reviewGuestName, 'Carla Client');
  server = startFakeSocketServer();
  server.on(CLIENT_EVENTS.reviewJoin, (_payload, ack) => ack?.({ success: true }));
  review = publicReview();
  posted.comments = [];
  posted.approvals = [];
  let n = 0;
  stubApi({
    [`GET ${REVIEW_PATH}`]: () => ok(review),
    [`POST ${REVIEW_PATH}/comments`]: (body) => {
      const fields = body as Body;
      posted.comments.push(fields);
      const { guestName: _name, ...rest } = fields;
      const shot = review.shots.find((item) => item.id === rest.shotId);
      return ok(guestComment({ ...rest, id: `c${++n}`, body: String(rest.body), version: shot?.version ?? null }));
    },
    [`POST ${REVIEW_PATH}/approvals`]: (body) => {
      const fields = body as Body;
      posted.approvals.push(fields);
      const shot = review.shots.find((item) => item.id === fields.shotId) ?? null;
      return ok(guestApproval(shot, fields.state as 'approved', new Date(Date.now() + ++n).toISOString()));
    },
  });
});

async function openPage() {
  renderApp(PAGE);
  await screen.findByTestId('review-shot-1');
  await waitFor(() => expect(server.receivedOf(CLIENT_EVENTS.reviewJoin)).toHaveLength(1));
}

describe('review page: comments, approvals, player and live updates', () => {
  it('comments on a shot with its take, and shows the text as text, never as HTML', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId('review-comment-target-shot-2'));
    expect(screen.getByTestId('review-annotate')).toBeTruthy();
    fireEvent.change(screen.getByTestId('review-comment-body'), { target: { value: '<b>Bolder</b> lantern' } });
    fireEvent.click(screen.getByTestId('review-comment-submit'));

    const comment = await screen.findByTestId('review-comment');
    expect(posted.comments[0]).toEqual({
      guestName: 'Carla Client',
      body: '<b>Bolder</b> lantern',
      shotId: review.shots[1]!.id,
      generationId: review.shots[1]!.version!.generationId,
    });
    expect(comment.textContent).toContain('<b>Bolder</b> lantern');
    expect(comment.querySelector('b')).toBeNull();
    expect(comment.textContent).toContain('guest');
    expect(within(comment).getByTestId('review-comment-target').textContent).toBe('Shot 2 · v1');
    expect((screen.getByTestId('review-comment-body') as HTMLTextAreaElement).value).toBe('');
  });

  it('comments at the player time it was moved to, with an optional end time', async () => {
    await openPage();
    expect(screen.getByTestId('review-player-duration').textContent).toBe('0:09');
    fireEvent.change(screen.getByTestId('review-player-seek'), { target: { value: '4' } });
    expect(screen.getByTestId('review-player-time').textContent).toBe('0:04');
    // The animatic shows the shot playing at that time.
    expect(within(screen.getByTestId('review-player')).getByRole('img').getAttribute('alt')).toBe(
      'Shot 2 in the animatic',
    );
    fireEvent.click(screen.getByTestId('review-comment-target-time'));
    fireEvent.change(screen.getByTestId('review-comment-target-end'), { target: { value: '0:07' } });
    fireEvent.change(screen.getByTestId('review-comment-body'), { target: { value: 'The flash comes too early' } });
    fireEvent.click(screen.getByTestId('review-comment-submit'));

    const comment = await screen.findByTestId('review-comment');
    expect(posted.comments[0]).toEqual({
      guestName: 'Carla Client',
      body: 'The flash comes too early',
      timeSeconds: 4,
      timeEndSeconds: 7,
    });
    expect(within(comment).getByTestId('review-comment-target').textContent).toBe('0:04–0:07');
  });

  it('approves shots and requests changes in one click, with an optional note, and counts them', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId('review-approve-1'));
    fireEvent.click(screen.getByTestId('review-approval-note-toggle-2'));
    fireEvent.change(screen.getByTestId('review-approval-note-2'), { target: { value: 'Darker sky' } });
    fireEvent.click(screen.getByTestId('review-request-changes-2'));

    await waitFor(() => expect(screen.getByTestId('review-shot-state-1').textContent).toBe('Approved'));
    await waitFor(() => expect(screen.getByTestId('review-shot-state-2').textContent).toBe('Changes requested'));
    expect(screen.getByTestId('review-approval-counts').textContent).toBe('1 of 3 approved');
    expect(posted.approvals).toEqual([
      { guestName: 'Carla Client', shotId: review.shots[0]!.id, state: 'approved', note: '' },
      { guestName: 'Carla Client', shotId: review.shots[1]!.id, state: 'changes_requested', note: 'Darker sky' },
    ]);

    fireEvent.click(screen.getByTestId('review-approve-episode'));
    await waitFor(() => expect(screen.getByTestId('review-episode-state').textContent).toBe('Approved'));
    expect(posted.approvals[2]).toEqual({ guestName: 'Carla Client', state: 'approved', note: '' });
  });

  it('joins the review room with the link and applies what others do there', async () => {
    await openPage();
    expect(server.receivedOf(CLIENT_EVENTS.reviewJoin)[0]).toEqual({ token: REVIEW_TOKEN });

    const memberReply = guestComment({
      id: fixtureId(4, 1),
      body: 'On it',
      author: { userId: fixtureId(5, 1), name: 'Ada', isGuest: false },
    });
    server.send(SERVER_EVENTS.reviewCommentCreated, memberReply);
    const comment = await screen.findByTestId('review-comment');
    expect(comment.textContent).toContain('Ada');
    expect(comment.textContent).not.toContain('guest');

    server.send(SERVER_EVENTS.reviewCommentUpdated, { ...memberReply, resolvedAt: '2026-11-29T03:00:00.000Z' });
    await waitFor(() => expect(screen.queryByTestId('review-comment')).toBeNull());

    server.send(
      SERVER_EVENTS.reviewApprovalSet,
      guestApproval(review.shots[2]!, 'approved', '2026-11-29T03:00:00.000Z'),
    );
    await waitFor(() => expect(screen.getByTestId('review-shot-state-3').textContent).toBe('Approved'));

    // A new take of shot 2: the page reads the review again and shows it, with the approval now outdated.
    review = publicReview({ shots: [reviewShot(1), reviewShot(2, 2), reviewShot(3)] });
    server.send(SERVER_EVENTS.reviewStoryboardChanged, { scenarioId: review.scenarioId });
    await waitFor(() => expect(screen.getByTestId('review-shot-version-2').textContent).toBe('v2'));

    // Only which link, never its token: the notice the room hears.
    const revokedAt = '2026-11-29T03:00:00.000Z';
    server.send(SERVER_EVENTS.reviewLinkRevoked, { id: fixtureId(6, 1), scenarioId: review.scenarioId, revokedAt });
    server.send(SERVER_EVENTS.reviewLinkRevoked, { id: review.reviewId, scenarioId: review.scenarioId, revokedAt });
    expect(await screen.findByTestId('review-gone')).toBeTruthy();
  });

  it('shows the drawing of a comment over its shot while the guest points at it', async () => {
    review = publicReview();
    review.comments = [
      guestComment({
        id: 'c9',
        body: 'Here',
        shotId: review.shots[1]!.id,
        version: review.shots[1]!.version,
        annotation: {
          shapes: [
            {
              type: 'box',
              color: '#ef4444',
              points: [
                [0.1, 0.1],
                [0.5, 0.5],
              ],
            },
          ],
        },
      }),
    ];
    await openPage();
    const panel = screen.getByTestId('review-shot-2');
    expect(within(panel).queryByTestId('review-annotation-overlay')).toBeNull();
    fireEvent.mouseEnter(screen.getByTestId('review-thread'));
    expect(within(panel).getByTestId('review-annotation-overlay').querySelector('[data-shape="box"]')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByTestId('review-thread'));
    expect(within(panel).queryByTestId('review-annotation-overlay')).toBeNull();
  });

  it('offers the download only when the link allows it', async () => {
    review = publicReview({
      allowDownload: true,
      video: { url: '/media/cut.mp4?review=r&exp=1&sig=s', posterUrl: null, duration: 9 },
    });
    await openPage();
    expect(screen.getByTestId('review-download').getAttribute('href')).toBe(
      '/media/cut.mp4?review=r&exp=1&sig=s&download=1',
    );
    expect(screen.getByTestId('review-player').getAttribute('data-mode')).toBe('video');
  });
});
