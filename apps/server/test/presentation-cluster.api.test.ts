// A presentation on one API process reaches, and catches up, sockets on another (the adapter and fetchSockets
// across the cluster), and a presenter on another process takes over. PostgreSQL only (PGlite is one process),
// on each realtime adapter.
import { describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type CollabAck, type PresentationState, type ReviewLink } from '@sym/contracts';
import { REALTIME_VARIANTS } from './helpers/realtime-adapters.ts';
import { useTwoApiProcesses } from './helpers/two-api-processes.ts';
import { nextEvent } from './helpers/reviews.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);

/** A socket on the process at `port`, signed in with `token` (else a guest), closed after the file's tests. */
async function socketOn(sockets: Socket[], port: number, token?: string): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnection: false,
    ...(token ? { auth: { token } } : {}),
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once(token ? 'auth:ok' : 'connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const send = (socket: Socket, event: string, payload: unknown) =>
  socket.emitWithAck(event, payload) as Promise<CollabAck>;

describe.skipIf(!isPostgres).each(REALTIME_VARIANTS)('presentations across API processes (%s)', (adapter) => {
  const { sockets, portA, portB, apiA } = useTwoApiProcesses({}, adapter);
  it('reaches and catches up sockets on the other process, ends there, and is taken over from there', async () => {
    const { token, scenario } = await apiA.newUserWithScenario('presentation-cluster');
    const link = await apiA.call<ReviewLink>('POST', `/api/scenarios/${scenario.id}/reviews`, token, {
      name: 'Client',
    });
    const position = { scenarioId: scenario.id, mode: 'shots', shotIndex: 2, timeSeconds: 0, isPlaying: false };

    const presenter = await socketOn(sockets, portA, token);
    expect(await send(presenter, CLIENT_EVENTS.presentationStart, position)).toEqual({ success: true });

    const tab = await socketOn(sockets, portB, token);
    const caughtUp = nextEvent<PresentationState>(tab, SERVER_EVENTS.presentationState);
    expect(await send(tab, CLIENT_EVENTS.joinProject, { projectId: scenario.projectId })).toEqual({ success: true });
    expect(await caughtUp).toMatchObject({ shotIndex: 2 });
    const guest = await socketOn(sockets, portB);
    const guestCaughtUp = nextEvent<PresentationState>(guest, SERVER_EVENTS.presentationState);
    expect(await send(guest, CLIENT_EVENTS.reviewJoin, { token: link.token })).toEqual({ success: true });
    expect(await guestCaughtUp).toMatchObject({ shotIndex: 2 });

    const moved = [tab, guest].map((socket) => nextEvent<PresentationState>(socket, SERVER_EVENTS.presentationState));
    expect(await send(presenter, CLIENT_EVENTS.presentationUpdate, { ...position, shotIndex: 3 })).toEqual({
      success: true,
    });
    for (const state of await Promise.all(moved)) expect(state).toMatchObject({ shotIndex: 3 });

    // Taken over from process B: A's presenter is refused once the leave reached A.
    const successor = await socketOn(sockets, portB, token);
    expect(await send(successor, CLIENT_EVENTS.presentationStart, { ...position, shotIndex: 0 })).toEqual({
      success: true,
    });
    await vi.waitFor(
      async () =>
        expect(await send(presenter, CLIENT_EVENTS.presentationUpdate, position)).toMatchObject({ success: false }),
      { timeout: 10_000, interval: 100 },
    );
    const ended = nextEvent<{ presenterId: string }>(guest, SERVER_EVENTS.presentationEnded);
    successor.disconnect();
    expect(await ended).toMatchObject({ scenarioId: scenario.id });
  });
});
