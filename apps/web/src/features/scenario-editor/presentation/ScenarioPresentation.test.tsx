import type { PresentationState } from '@sym/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketService } from '../../../lib/transport';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { TEST_USER, ok, stubApi } from '../../../test/fakeApi';
import { startFakeSocketServer, type FakeSocketServer } from '../../../test/fakeSocketServer';
import { renderApp } from '../../../test/renderApp';
import { makeScenario, makeShot } from '../components/testData';

vi.mock('socket.io-client', () => import('../../../test/fakeSocketServer').then((m) => m.fakeSocketIoModule()));

afterEach(() => socketService.disconnect());

/** Presentation events name the episode by its id, which the contract checks is a uuid. */
const EPISODE = '7b0c2f4e-3c1d-4e8a-9f6b-2a5d8c1e0f93';
const SHOTS = [
  makeShot('sh1', 1, {
    description: 'The cliff',
    imageUrl: '/media/cliff.png',
    metadata: { dialogue: 'ANNA: Where were you?' },
  }),
  makeShot('sh2', 2, { description: 'The stairs' }),
  makeShot('sh3', 3, { description: 'The door' }),
];

const ben = (fields: Partial<PresentationState> = {}): PresentationState => ({
  scenarioId: EPISODE,
  presenterId: 'u-ben',
  presenterName: 'Ben Collab',
  mode: 'shots',
  shotIndex: 1,
  timeSeconds: 4,
  isPlaying: false,
  ...fields,
});

/** The episode editor, signed in, with the socket connected to a fake server. */
async function openEditor(): Promise<FakeSocketServer> {
  const server = startFakeSocketServer();
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
      [`GET /api/scenarios/${EPISODE}`]: () => ok(makeScenario({ id: EPISODE, shots: SHOTS })),
      [`GET /api/scenarios/${EPISODE}/shots`]: () => ok(SHOTS),
      [`GET /api/scenarios/${EPISODE}/tracks`]: () => ok([]),
      [`GET /api/scenarios/${EPISODE}/voice-clips`]: () => ok([]),
      [`GET /api/scenarios/${EPISODE}/comments`]: () => ok([]),
      'GET /api/projects/p1/jobs/active': () => ok([]),
    }),
  );
  renderApp(`/projects/p1/scenarios/${EPISODE}`, { isSignedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Pilot' });
  await waitFor(() => expect(socketService.getSnapshot().isAuthenticated).toBe(true));
  return server;
}

const shotIndex = () => screen.getByTestId('presentation-shot-index').getAttribute('data-index');
const view = () => screen.getByTestId('presentation-view');

describe('presentation mode in the episode editor', () => {
  it('shows the shots one by one with the arrow keys, Home and End, and leaves with Esc', async () => {
    await openEditor();
    fireEvent.click(screen.getByTestId('presentation-start'));

    expect(within(view()).getByRole('img', { name: 'Picture of shot 1' }).getAttribute('src')).toBeTruthy();
    expect(view().textContent).toContain('The cliff');
    expect(within(view()).getByRole('list', { name: 'Dialogue' }).textContent).toBe('ANNA: Where were you?');
    expect(screen.getByTestId('presentation-shot-index').textContent).toBe('Shot 1 of 3');

    fireEvent.keyDown(view(), { key: 'ArrowRight' });
    expect(shotIndex()).toBe('2');
    expect(view().textContent).toContain('The stairs');
    fireEvent.keyDown(view(), { key: 'End' });
    expect(shotIndex()).toBe('3');
    fireEvent.keyDown(view(), { key: 'ArrowRight' });
    expect(shotIndex()).toBe('3');
    fireEvent.keyDown(view(), { key: 'Home' });
    expect(shotIndex()).toBe('1');
    fireEvent.keyDown(view(), { key: 'ArrowLeft' });
    expect(shotIndex()).toBe('1');

    fireEvent.keyDown(view(), { key: 'Escape' });
    expect(screen.queryByTestId('presentation-view')).toBeNull();
  });

  it("follows a presenter from the banner, leaves on the viewer's own move, and follows again", async () => {
    const server = await openEditor();
    act(() => server.send('presentation:state', ben()));

    const banner = await screen.findByTestId('presentation-follow');
    expect(banner.textContent).toContain('Ben Collab is presenting');
    fireEvent.click(banner);

    expect(shotIndex()).toBe('2');
    expect(screen.getByTestId('presentation-following').textContent).toContain('Following Ben Collab');
    act(() => server.send('presentation:state', ben({ shotIndex: 2 })));
    expect(shotIndex()).toBe('3');

    // The viewer's own move: follow ends, the presenter's next move is not taken over.
    fireEvent.keyDown(view(), { key: 'ArrowLeft' });
    expect(shotIndex()).toBe('2');
    expect(screen.queryByTestId('presentation-following')).toBeNull();
    act(() => server.send('presentation:state', ben({ shotIndex: 0 })));
    expect(shotIndex()).toBe('2');

    fireEvent.click(within(view()).getByTestId('presentation-follow'));
    expect(shotIndex()).toBe('1');
    // The animatic at the presenter's playhead: 9 s is in the third shot (4 s each).
    act(() => server.send('presentation:state', ben({ mode: 'animatic', shotIndex: 2, timeSeconds: 9 })));
    expect(view().getAttribute('data-mode')).toBe('animatic');
    expect(shotIndex()).toBe('3');
    expect(screen.getByRole('slider', { name: 'Playhead' })).toHaveProperty('value', '9');

    act(() => server.send('presentation:ended', { scenarioId: EPISODE, presenterId: 'u-ben' }));
    expect(screen.queryByTestId('presentation-following')).toBeNull();
    expect(screen.queryByTestId('presentation-follow')).toBeNull();
  });

  it('presents live: starts, sends the moves, hands over to another presenter and stops', async () => {
    const server = await openEditor();
    fireEvent.click(screen.getByTestId('presentation-start'));
    fireEvent.click(screen.getByTestId('presentation-live'));

    await waitFor(() =>
      expect(server.receivedOf('presentation:start')).toEqual([
        { scenarioId: EPISODE, mode: 'shots', shotIndex: 0, timeSeconds: 0, isPlaying: false },
      ]),
    );
    fireEvent.keyDown(view(), { key: 'ArrowRight' });
    await waitFor(() =>
      expect(server.receivedOf('presentation:update')).toContainEqual({
        scenarioId: EPISODE,
        mode: 'shots',
        shotIndex: 1,
        timeSeconds: 4,
        isPlaying: false,
      }),
    );
    // Its own presentation, heard back from the project room, is not offered to follow.
    act(() => server.send('presentation:state', ben({ presenterId: TEST_USER.id, presenterName: TEST_USER.name })));
    expect(screen.queryByTestId('presentation-follow')).toBeNull();

    fireEvent.click(screen.getByTestId('presentation-live'));
    await waitFor(() => expect(server.receivedOf('presentation:stop')).toEqual([{ scenarioId: EPISODE }]));

    fireEvent.click(screen.getByTestId('presentation-live'));
    await waitFor(() => expect(server.receivedOf('presentation:start')).toHaveLength(2));
    act(() => server.send('presentation:state', ben()));
    expect(await within(view()).findByText('Ben Collab took over the presentation')).toBeTruthy();
    expect(screen.getByTestId('presentation-live').getAttribute('aria-pressed')).toBe('false');
    expect(within(view()).getByTestId('presentation-follow')).toBeTruthy();
    // Taken over: its presentation is not stopped (it is someone else's now).
    expect(server.receivedOf('presentation:stop')).toHaveLength(1);
  });
});
