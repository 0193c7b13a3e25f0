// Revoking a review link on one API process takes its guests' sockets on another process out of the review room
// (fetchSockets across the cluster), after they heard review:link:revoked. PostgreSQL only (PGlite is one process),
// on each realtime adapter.
import { describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SERVER_EVENTS, type CollabAck, type ReviewComment, type ReviewLink } from '@sym/contracts';
import { REALTIME_VARIANTS } from './helpers/realtime-adapters.ts';
import { useTwoApiProcesses } from './helpers/two-api-processes.ts';
import { nextEvent } from './helpers/reviews.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);

/** A guest's socket (no sign-in) on the process at `port` that joined the review room through `link`. */
async function guestOn(sockets: Socket[], port: number, link: ReviewLink): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = (await socket.emitWithAck('review:join', { token: link.token })) as CollabAck;
  expect(ack).toEqual({ success: true });
  return socket;
}

describe.skipIf(!isPostgres).each(REALTIME_VARIANTS)('review rooms across API processes (%s)', (adapter) => {
  const { sockets, portB, apiA } = useTwoApiProcesses({}, adapter);
  it("a link revoked on A takes its guests on B out of the room once they heard it, and keeps the others'", async () => {
    const { token, scenario } = await apiA.newUserWithScenario('review-cluster');
    const base = `/api/scenarios/${scenario.id}`;
    const revoked = await apiA.call<ReviewLink>('POST', `${base}/reviews`, token, { name: 'Revoked' });
    const kept = await apiA.call<ReviewLink>('POST', `${base}/reviews`, token, { name: 'Kept' });
    const leaving = await guestOn(sockets, portB, revoked);
    const staying = await guestOn(sockets, portB, kept);
    const missed = new Set<string>();
    leaving.on(SERVER_EVENTS.reviewCommentCreated, (comment: ReviewComment) => missed.add(comment.id));

    const heard = nextEvent<ReviewLink>(leaving, SERVER_EVENTS.reviewLinkRevoked);
    await apiA.call('DELETE', `${base}/reviews/${revoked.id}`, token);
    expect(await heard).toMatchObject({ id: revoked.id });

    // The leave travels between the processes after the revocation: a member's comment soon reaches only the
    // socket that stays (an acknowledged round trip on the other shows nothing was on its way to it).
    await vi.waitFor(
      async () => {
        const reached = nextEvent<ReviewComment>(staying, SERVER_EVENTS.reviewCommentCreated);
        const comment = await apiA.call<ReviewComment>('POST', `${base}/comments`, token, { body: 'Next take' });
        expect((await reached).id).toBe(comment.id);
        await leaving.emitWithAck('review:leave', { token: 'round-trip' });
        expect(missed.has(comment.id)).toBe(false);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
