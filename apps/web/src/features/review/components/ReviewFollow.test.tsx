import { CLIENT_EVENTS, SERVER_EVENTS, type PresentationState } from '@sym/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { ok, stubApi } from '../../../test/fakeApi';
import { startFakeSocketServer, type FakeSocketServer } from '../../../test/fakeSocketServer';
import { renderApp } from '../../../test/renderApp';
import { publicReview, REVIEW_PATH, REVIEW_TOKEN } from '../../../test/reviewFixtures';

vi.mock('socket.io-client', () => import('../../../test/fakeSocketServer').then((m) => m.fakeSocketIoModule()));

let server: FakeSocketServer;
const review = publicReview();

const presenting = (fields: Partial<PresentationState> = {}): PresentationState => ({
  scenarioId: review.scenarioId,
  presenterId: 'u-ben',
  presenterName: 'Ben Collab',
  mode: 'shots',
  shotIndex: 2,
  timeSeconds: 6,
  isPlaying: false,
  ...fields,
});

const selected = () =>
  [1, 2, 3].filter((n) => screen.getByTestId(`review-shot-${n}`).getAttribute('data-selected') === 'true');

beforeEach(() => {
  window.localStorage.setItem(WEB_STORAGE_KEYS.reviewGuestName, 'Carla Client');
  server = startFakeSocketServer();
  server.on(CLIENT_EVENTS.reviewJoin, (_payload, ack) => ack?.({ success: true }));
  stubApi({ [`GET ${REVIEW_PATH}`]: () => ok(review) });
});

describe('review page: following a presenter', () => {
  it("follows the presenter's shot and playhead, leaves on the guest's own move, and follows again", async () => {
    renderApp(`/r/${REVIEW_TOKEN}`);
    await screen.findByTestId('review-shot-1');
    await waitFor(() => expect(server.receivedOf(CLIENT_EVENTS.reviewJoin)).toHaveLength(1));

    act(() => server.send(SERVER_EVENTS.presentationState, presenting()));
    const banner = await screen.findByTestId('presentation-follow');
    expect(banner.textContent).toContain('Ben Collab is presenting');
    expect(selected()).toEqual([1]);

    fireEvent.click(banner);
    expect(selected()).toEqual([3]);
    expect(screen.getByTestId('review-player-time').textContent).toBe('0:06');
    expect(screen.getByTestId('presentation-following').textContent).toContain('Following Ben Collab');

    // The guest picks a shot: following ends, the presenter's next move stays the presenter's.
    fireEvent.click(screen.getByTestId('review-shot-1'));
    expect(screen.queryByTestId('presentation-following')).toBeNull();
    act(() => server.send(SERVER_EVENTS.presentationState, presenting({ shotIndex: 1, timeSeconds: 3 })));
    expect(selected()).toEqual([1]);

    fireEvent.click(screen.getByTestId('presentation-follow'));
    expect(selected()).toEqual([2]);
    expect(screen.getByTestId('review-player-time').textContent).toBe('0:03');

    act(() => server.send(SERVER_EVENTS.presentationEnded, { scenarioId: review.scenarioId, presenterId: 'u-ben' }));
    expect(screen.queryByTestId('presentation-following')).toBeNull();
    expect(screen.queryByTestId('presentation-follow')).toBeNull();
  });
});
