// Connection state recovery with the Redis adapter (issue 37): a tab on API process A drops for a moment while
// changes are made through process B; back on A within seconds, it is told it recovered (socket.recovered) and
// gets the changes it missed, in order, without asking for them; it then joins its project again as the web client
// does and hears what follows. PostgreSQL with Redis only (PGlite is one process; the Postgres adapter recovers
// nothing: its clients re-read instead).
import { describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type CollabAck, type Shot } from '@sym/contracts';
import { processClient } from './helpers/server-process.ts';
import { useTwoApiProcesses } from './helpers/two-api-processes.ts';

const { isPostgres, sockets, portA, portB, apiA } = useTwoApiProcesses({}, 'redis');

describe.skipIf(!isPostgres)('a tab back from a short drop, on Redis', () => {
  it('gets the events it missed, recovered, and goes on hearing its project', async () => {
    const apiB = processClient(portB);
    const { token, scenario } = await apiA.newUserWithScenario('recovery');
    const shot = await apiA.call<Shot>('POST', `/api/scenarios/${scenario.id}/shots`, token, {
      description: 'The harbour at dawn',
    });
    const update = (action: string) =>
      apiB.call('PUT', `/api/scenarios/${scenario.id}/shots/${shot.id}`, token, { action });

    const tab: Socket = connect(`http://127.0.0.1:${portA}`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    sockets.push(tab);
    const heard: string[] = [];
    tab.on(SERVER_EVENTS.shotUpdated, (event: { data: { shot: Shot } }) => heard.push(event.data.shot.action ?? ''));
    await new Promise<void>((resolve, reject) => {
      tab.once(SERVER_EVENTS.authOk, () => resolve());
      tab.once('connect_error', reject);
    });
    // The project's snapshot is a broadcast to the tab: its stream offset is where a recovery starts from.
    const snapshot = new Promise((resolve) => tab.once(SERVER_EVENTS.projectUsers, resolve));
    const join = () => tab.emitWithAck(CLIENT_EVENTS.joinProject, { projectId: scenario.projectId });
    expect(await join()).toEqual({ success: true } satisfies CollabAck);
    await snapshot;
    await update('before the drop');
    await vi.waitFor(() => expect(heard).toEqual(['before the drop']), { timeout: 10_000, interval: 50 });

    // The connection drops (as a network change does): A keeps the tab's session while changes go through B.
    const dropped = new Promise((resolve) => tab.once('disconnect', resolve));
    tab.io.engine.close();
    await dropped;
    await update('while away 1');
    await update('while away 2');

    const signedInAgain = new Promise<void>((resolve) => tab.once(SERVER_EVENTS.authOk, () => resolve()));
    tab.connect();
    await new Promise<void>((resolve) => tab.once('connect', () => resolve()));
    expect(tab.recovered).toBe(true);
    await vi.waitFor(() => expect(heard).toEqual(['before the drop', 'while away 1', 'while away 2']), {
      timeout: 10_000,
      interval: 50,
    });

    // As the web client does on every connect: signed in again, it joins its project; what follows reaches it.
    await signedInAgain;
    expect(await join()).toEqual({ success: true });
    await update('after the return');
    await vi.waitFor(() => expect(heard.at(-1)).toBe('after the return'), { timeout: 10_000, interval: 50 });
    expect(heard).toHaveLength(4);
  });
});
