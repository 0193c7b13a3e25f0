import { afterAll } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { CollabAck, ReviewLink } from '@sym/contracts';
import { voiceClips } from '../../src/db/schema.ts';
import { newMediaKey } from '../../src/media/media-storage.ts';
import { dataOf, PNG_BYTES, type rowFixtures } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

type Fixtures = ReturnType<typeof rowFixtures>;

/**
 * An owner's episode in a project, with two shots: the first with a stored picture (its current take), a line of
 * dialogue and a voice clip; the second with text only.
 */
export async function reviewedEpisode(server: TestServer, fixtures: Fixtures) {
  const owner = await server.register();
  const project = await fixtures.project(owner.user.id, { name: 'Northern Lights' });
  const scenario = await fixtures.scenario(project.id, owner.user.id, { name: 'Pilot' });
  const imageKey = newMediaKey('png');
  await server.services.files.put(owner.user.id, imageKey, PNG_BYTES, 'image/png');
  const first = await fixtures.shot(scenario.id, 1, {
    description: 'Harbour at dawn',
    action: 'Boats drift in',
    duration: 3,
    imageUrl: `/media/${imageKey}`,
    metadata: { dialogue: 'ANNA: Where were you?' },
  });
  const take = await fixtures.shotGeneration(first.id, { url: `/media/${imageKey}`, isPrimary: true });
  const second = await fixtures.shot(scenario.id, 2, { description: 'Close on Anna', duration: 2 });
  await server.database.db
    .insert(voiceClips)
    .values({ scenarioId: scenario.id, shotId: first.id, text: 'Out at sea.' });
  return {
    owner,
    token: owner.accessToken,
    project,
    scenario,
    shots: [first, second] as const,
    take,
    imageKey,
    base: `/api/scenarios/${scenario.id}`,
  };
}

/** Creates a review link of the episode as `token`'s user. */
export async function createReview(
  server: TestServer,
  token: string,
  base: string,
  body: Record<string, unknown> = {},
): Promise<ReviewLink> {
  return dataOf<ReviewLink>(
    await server.request('POST', `${base}/reviews`, { token, body: { name: 'Client review', ...body } }),
  );
}

/** The public path of a link (`rest` after the token), with its passphrase in the query when given. */
export function publicReviewPath(link: { token: string }, rest = '', passphrase?: string): string {
  const query = passphrase === undefined ? '' : `?passphrase=${encodeURIComponent(passphrase)}`;
  return `/api/public/reviews/${link.token}${rest}${query}`;
}

/** Socket.IO clients of a test file, closed after its tests; `signedIn` gives a member's access token. */
export function useReviewSockets(server: TestServer) {
  const open: Socket[] = [];
  afterAll(() => {
    for (const socket of open) socket.disconnect();
  });
  return {
    async connect(accessToken?: string): Promise<Socket> {
      const socket = connect(server.url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        ...(accessToken ? { auth: { token: accessToken } } : {}),
      });
      open.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once(accessToken ? 'auth:ok' : 'connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    join(socket: Socket, payload: unknown): Promise<CollabAck> {
      return socket.emitWithAck('review:join', payload) as Promise<CollabAck>;
    },
    leave(socket: Socket, payload: unknown): Promise<CollabAck> {
      return socket.emitWithAck('review:leave', payload) as Promise<CollabAck>;
    },
  };
}

/** The next payload of a server event on the socket. */
export function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}
