import { expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { projectApi, useTestServer } from './helpers/fixtures.ts';

// Presence (activity, shot selections) is live collaboration, the professional edition's (feature-gates.api.test.ts).
const server = useTestServer({ APP_TIER: 'motionmaker' });

it('a client as the web is (handshake token and auth:login, events without acknowledgement) gets the snapshot', async () => {
  const { owner, project } = await projectApi(server).sharedProject();
  const socket = connect(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: (callback) => callback({ token: owner.accessToken, clientId: 'webclient0001', userId: owner.user.id }),
  });
  try {
    const snapshot = new Promise<{ users: { userId: string; activity?: { activity: string } }[] }>((resolve) =>
      socket.on('user:activity:update', () => undefined).once('project:users', resolve),
    );
    const activity = new Promise<{ userId: string; activity: { activity: string } }>((resolve) =>
      socket.once('user:activity:update', resolve),
    );
    socket.once('auth:ok', () => {
      socket.emit('join-user-room', { userId: owner.user.id });
      socket.emit('join-project', { projectId: project.id });
      socket.emit('user:activity', { projectId: project.id, activity: 'editing_scenario' });
    });
    socket.emit('auth:login', { token: owner.accessToken }, () => undefined);
    expect((await snapshot).users.map((user) => user.userId)).toEqual([owner.user.id]);
    expect(await activity).toMatchObject({ userId: owner.user.id, activity: { activity: 'editing_scenario' } });
  } finally {
    socket.disconnect();
  }
});
