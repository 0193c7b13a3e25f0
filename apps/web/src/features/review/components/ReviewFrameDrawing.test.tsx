import { CLIENT_EVENTS, type AnnotationShape, type PublicReview } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { ok, stubApi } from '../../../test/fakeApi';
import { startFakeSocketServer, type FakeSocketServer } from '../../../test/fakeSocketServer';
import { renderApp } from '../../../test/renderApp';
import { guestComment, publicReview, REVIEW_PATH, REVIEW_TOKEN } from '../../../test/reviewFixtures';

vi.mock('socket.io-client', () => import('../../../test/fakeSocketServer').then((m) => m.fakeSocketIoModule()));

type Body = Record<string, unknown>;

let server: FakeSocketServer;
let review: PublicReview;
let posted: Body[];

const BOX: AnnotationShape = {
  type: 'box',
  color: '#3b82f6',
  points: [
    [0.1, 0.1],
    [0.5, 0.5],
  ],
};

beforeEach(() => {
  window.localStorage.setItem(WEB_STORAGE_KEYS.reviewGuestName, 'Carla Client');
  server = startFakeSocketServer();
  server.on(CLIENT_EVENTS.reviewJoin, (_payload, ack) => ack?.({ success: true }));
  review = publicReview();
  posted = [];
  stubApi({
    [`GET ${REVIEW_PATH}`]: () => ok(review),
    [`POST ${REVIEW_PATH}/comments`]: (body) => {
      const { guestName: _name, ...fields } = body as Body;
      posted.push(body as Body);
      return ok(guestComment({ ...fields, id: `c${posted.length}`, body: String(fields.body) }));
    },
  });
});

async function openPage() {
  renderApp(`/r/${REVIEW_TOKEN}`);
  await screen.findByTestId('review-shot-1');
  await waitFor(() => expect(server.receivedOf(CLIENT_EVENTS.reviewJoin)).toHaveLength(1));
}

const player = () => screen.getByTestId('review-player');
const seek = (seconds: number) =>
  fireEvent.change(screen.getByTestId('review-player-seek'), { target: { value: String(seconds) } });

/** Drags over the drawing surface, laid out as a 200×100 box at the top left of the page. */
function drag(canvas: HTMLElement, from: [number, number], to: [number, number]) {
  vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 100 }));
  fireEvent.pointerDown(canvas, { button: 0, pointerId: 1, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(canvas, { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(canvas, { pointerId: 1, clientX: to[0], clientY: to[1] });
}

describe('review page: drawing on the player frame', () => {
  it('draws over the frame at the comment’s time, holding the player still, and sends the drawing along', async () => {
    await openPage();
    seek(4.6);
    fireEvent.click(screen.getByTestId('review-player-play'));
    fireEvent.click(screen.getByTestId('review-comment-target-time'));
    fireEvent.click(screen.getByTestId('review-annotate-frame'));

    // Paused at the second the comment names, the controls give way to the drawing tools.
    expect(screen.getByTestId('review-annotate-frame').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('review-player-seek')).toBeNull();
    const tools = within(player()).getByRole('group', { name: 'Drawing on the frame at 0:04' });
    const canvas = within(player()).getByTestId('review-annotation-canvas');
    expect(canvas.getAttribute('aria-label')).toBe('Drawing area over the frame at 0:04: drag to draw');

    fireEvent.click(within(tools).getByTestId('review-annotation-tool-box'));
    drag(canvas, [20, 10], [120, 60]);
    expect(within(tools).getByTestId('review-annotation-undo')).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByTestId('review-comment-body'), { target: { value: 'Flash here' } });
    fireEvent.click(screen.getByTestId('review-comment-submit'));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      guestName: 'Carla Client',
      body: 'Flash here',
      timeSeconds: 4,
      annotation: {
        shapes: [
          {
            type: 'box',
            color: '#ef4444',
            points: [
              [0.1, 0.1],
              [0.6, 0.6],
            ],
          },
        ],
      },
    });
    // Sent: the drawing ends and the player's controls come back.
    await waitFor(() => expect(screen.getByTestId('review-player-seek')).toBeTruthy());
    expect(within(player()).queryByTestId('review-annotation-canvas')).toBeNull();
    expect(screen.getByTestId('review-player-time').textContent).toBe('0:04');
    expect(screen.getByTestId('review-player-play').getAttribute('aria-label')).toBe('Play');
  });

  it('drops the drawing when the guest stops or picks another target, and offers it only for a time', async () => {
    await openPage();
    expect(screen.queryByTestId('review-annotate-frame')).toBeNull();
    fireEvent.click(screen.getByTestId('review-comment-target-time'));
    fireEvent.click(screen.getByTestId('review-annotate-frame'));
    expect(within(player()).getByTestId('review-annotation-canvas')).toBeTruthy();
    fireEvent.click(screen.getByTestId('review-annotate-frame'));
    expect(within(player()).queryByTestId('review-annotation-canvas')).toBeNull();

    fireEvent.click(screen.getByTestId('review-annotate-frame'));
    fireEvent.click(screen.getByTestId('review-comment-target-episode'));
    expect(within(player()).queryByTestId('review-annotation-canvas')).toBeNull();
    expect(screen.getByTestId('review-player-seek')).toBeTruthy();
  });

  it('shows a comment’s drawing over the player while it is at that time, and goes there when opened', async () => {
    review = publicReview({
      comments: [guestComment({ id: 'c9', body: 'Too bright', timeSeconds: 4, annotation: { shapes: [BOX] } })],
    });
    await openPage();
    const overlay = () => within(player()).queryByTestId('review-annotation-overlay');
    expect(overlay()).toBeNull();
    seek(4.5);
    expect(overlay()?.querySelector('[data-shape="box"]')?.getAttribute('stroke')).toBe('#3b82f6');
    seek(6);
    expect(overlay()).toBeNull();

    fireEvent.click(screen.getByTestId('review-comment-target'));
    expect(screen.getByTestId('review-player-time').textContent).toBe('0:04');
    expect(overlay()).toBeTruthy();
  });
});
