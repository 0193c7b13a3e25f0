import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, SOCKET_MESSAGES, type CollabAck, type PresentationState } from '@sym/contracts';
import { eq } from 'drizzle-orm';
import { projects } from '../src/db/schema.ts';
import { useServerWithRows } from './helpers/media-fixtures.ts';
import { createReview, nextEvent, reviewedEpisode, useReviewSockets } from './helpers/reviews.ts';

const { server, fixtures } = useServerWithRows();
const sockets = useReviewSockets(server);

type Position = Omit<PresentationState, 'presenterId' | 'presenterName'>;

const send = (socket: Socket, event: string, payload: unknown) =>
  socket.emitWithAck(event, payload) as Promise<CollabAck>;
const joinProject = (socket: Socket, projectId: string) => send(socket, CLIENT_EVENTS.joinProject, { projectId });

/** Every payload of a server event the socket hears from now on. */
function record<T>(socket: Socket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return heard;
}

/** The owner's episode, a collaborator and a stranger, with a review link. */
async function presentedEpisode() {
  const episode = await reviewedEpisode(server, fixtures);
  const collaborator = await server.register({ name: 'Cole' });
  await fixtures.collaborator(episode.project.id, collaborator.user.id);
  const stranger = await server.register();
  const link = await createReview(server, episode.token, episode.base);
  const position = (values: Partial<Position> = {}): Position => ({
    scenarioId: episode.scenario.id,
    mode: 'shots',
    shotIndex: 0,
    timeSeconds: 0,
    isPlaying: false,
    ...values,
  });
  return { ...episode, collaborator, stranger, link, position };
}

describe('presentation mode, live', () => {
  it("carries the presenter's position to the project room and the review room, and refuses strangers", async () => {
    const { owner, token, project, collaborator, stranger, link, position } = await presentedEpisode();
    const presenter = await sockets.connect(token);
    const follower = await sockets.connect(collaborator.accessToken);
    expect(await joinProject(follower, project.id)).toEqual({ success: true });
    const guest = await sockets.connect();
    expect(await sockets.join(guest, { token: link.token })).toEqual({ success: true });

    const reached = [follower, guest].map((socket) =>
      nextEvent<PresentationState>(socket, SERVER_EVENTS.presentationState),
    );
    expect(await send(presenter, CLIENT_EVENTS.presentationStart, position())).toEqual({ success: true });
    const started = { ...position(), presenterId: owner.user.id, presenterName: owner.user.name };
    for (const state of await Promise.all(reached)) expect(state).toEqual(started);

    const moved = [follower, guest].map((socket) =>
      nextEvent<PresentationState>(socket, SERVER_EVENTS.presentationState),
    );
    const playing = position({ mode: 'animatic', shotIndex: 1, timeSeconds: 3.5, isPlaying: true });
    expect(await send(presenter, CLIENT_EVENTS.presentationUpdate, playing)).toEqual({ success: true });
    for (const state of await Promise.all(moved)) expect(state).toMatchObject(playing);

    const outsider = await sockets.connect(stranger.accessToken);
    expect(await send(outsider, CLIENT_EVENTS.presentationStart, position())).toMatchObject({
      success: false,
      error: { code: 'NOT_FOUND' },
    });
    const anonymous = await sockets.connect();
    expect(await send(anonymous, CLIENT_EVENTS.presentationStart, position())).toMatchObject({
      success: false,
      error: { code: 'UNAUTHORIZED' },
    });
    // A guest cannot move the presentation either: it never started one.
    expect(await send(guest, CLIENT_EVENTS.presentationUpdate, position({ shotIndex: 1 }))).toEqual({
      success: false,
      error: { code: 'CONFLICT', message: SOCKET_MESSAGES.notPresenting },
    });
    expect(await send(presenter, CLIENT_EVENTS.presentationStart, { scenarioId: 'nope' })).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR' },
    });
  });

  it('sends the current position to sockets that join late, and the end on stop', async () => {
    const { token, project, collaborator, link, position } = await presentedEpisode();
    const presenter = await sockets.connect(token);
    expect(await send(presenter, CLIENT_EVENTS.presentationStart, position())).toEqual({ success: true });
    expect(await send(presenter, CLIENT_EVENTS.presentationUpdate, position({ shotIndex: 1 }))).toEqual({
      success: true,
    });

    const late = await sockets.connect(collaborator.accessToken);
    const caughtUp = nextEvent<PresentationState>(late, SERVER_EVENTS.presentationState);
    expect(await joinProject(late, project.id)).toEqual({ success: true });
    expect(await caughtUp).toMatchObject({ shotIndex: 1 });
    const lateGuest = await sockets.connect();
    const guestCaughtUp = nextEvent<PresentationState>(lateGuest, SERVER_EVENTS.presentationState);
    expect(await sockets.join(lateGuest, { token: link.token })).toEqual({ success: true });
    expect(await guestCaughtUp).toMatchObject({ shotIndex: 1 });

    const ended = [late, lateGuest].map((socket) => nextEvent(socket, SERVER_EVENTS.presentationEnded));
    expect(await send(presenter, CLIENT_EVENTS.presentationStop, { scenarioId: position().scenarioId })).toEqual({
      success: true,
    });
    for (const payload of await Promise.all(ended)) {
      expect(payload).toEqual({ scenarioId: position().scenarioId, presenterId: expect.any(String) });
    }
    expect(await send(presenter, CLIENT_EVENTS.presentationUpdate, position())).toMatchObject({ success: false });

    // Nobody presents now: a socket joining hears nothing (an acknowledged round trip shows nothing was on its way).
    const after = await sockets.connect(collaborator.accessToken);
    const heard = record(after, SERVER_EVENTS.presentationState);
    expect(await joinProject(after, project.id)).toEqual({ success: true });
    await send(after, CLIENT_EVENTS.presentationStop, { scenarioId: position().scenarioId });
    expect(heard).toEqual([]);
  });

  it('ends when the presenter disconnects, and lets another member take over', async () => {
    const { owner, token, project, collaborator, position } = await presentedEpisode();
    const watcher = await sockets.connect(token);
    expect(await joinProject(watcher, project.id)).toEqual({ success: true });

    const first = await sockets.connect(collaborator.accessToken);
    const started = nextEvent<PresentationState>(watcher, SERVER_EVENTS.presentationState);
    expect(await send(first, CLIENT_EVENTS.presentationStart, position())).toEqual({ success: true });
    expect(await started).toMatchObject({ presenterId: collaborator.user.id });
    const takeover = await sockets.connect(token);
    const taken = nextEvent<PresentationState>(watcher, SERVER_EVENTS.presentationState);
    expect(await send(takeover, CLIENT_EVENTS.presentationStart, position({ shotIndex: 1 }))).toEqual({
      success: true,
    });
    expect(await taken).toMatchObject({ presenterId: owner.user.id, shotIndex: 1 });
    // The previous presenter's next move is refused, and its going away ends nothing.
    expect(await send(first, CLIENT_EVENTS.presentationUpdate, position())).toEqual({
      success: false,
      error: { code: 'CONFLICT', message: SOCKET_MESSAGES.notPresenting },
    });
    const ends = record<{ presenterId: string }>(watcher, SERVER_EVENTS.presentationEnded);
    first.disconnect();

    const ended = nextEvent(watcher, SERVER_EVENTS.presentationEnded);
    takeover.disconnect();
    expect(await ended).toEqual({ scenarioId: position().scenarioId, presenterId: owner.user.id });
    expect(ends).toEqual([{ scenarioId: position().scenarioId, presenterId: owner.user.id }]);
  });

  it('ends when the presenter loses access to the project', async () => {
    const { token, project, collaborator, position } = await presentedEpisode();
    const watcher = await sockets.connect(token);
    expect(await joinProject(watcher, project.id)).toEqual({ success: true });
    const presenter = await sockets.connect(collaborator.accessToken);
    expect(await joinProject(presenter, project.id)).toEqual({ success: true });
    expect(await send(presenter, CLIENT_EVENTS.presentationStart, position())).toEqual({ success: true });

    const ended = nextEvent(watcher, SERVER_EVENTS.presentationEnded);
    const response = await server.request(
      'DELETE',
      `/api/projects/${project.id}/collaborators/${collaborator.user.id}`,
      {
        token,
      },
    );
    expect(response.status).toBe(200);
    expect(await ended).toEqual({ scenarioId: position().scenarioId, presenterId: collaborator.user.id });
    expect(await send(presenter, CLIENT_EVENTS.presentationUpdate, position())).toMatchObject({ success: false });
  });

  it('lets a visitor of a public project watch, but not present', async () => {
    const { token, project, stranger, position } = await presentedEpisode();
    await server.database.db.update(projects).set({ visibility: 'public' }).where(eq(projects.id, project.id));
    const visitor = await sockets.connect(stranger.accessToken);
    expect(await joinProject(visitor, project.id)).toEqual({ success: true });

    const presenter = await sockets.connect(token);
    const watched = nextEvent<PresentationState>(visitor, SERVER_EVENTS.presentationState);
    expect(await send(presenter, CLIENT_EVENTS.presentationStart, position())).toEqual({ success: true });
    expect(await watched).toMatchObject({ shotIndex: 0 });
    expect(await send(visitor, CLIENT_EVENTS.presentationStart, position())).toMatchObject({
      success: false,
      error: { code: 'FORBIDDEN' },
    });
  });
});
