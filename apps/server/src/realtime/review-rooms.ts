import { CLIENT_EVENT_PAYLOADS, CLIENT_EVENTS, DOMAIN_EVENTS, type CollabAck } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { toErrorResponse } from '../errors/error-response.ts';
import type { DomainEvents } from '../modules/events/domain-events.ts';
import type { OperationLogger } from '../operations/index.ts';
import type { Services } from '../operations/services.ts';
import { ackOf } from './emit.ts';
import { reviewRoom } from './rooms.ts';
import { socketIp } from './socket-context.ts';
import type { SymServer, SymSocket } from './socket-server.ts';

/**
 * A review link a socket came into a review room through. Plain data in socket.data: the other processes of a
 * cluster read it through fetchSockets when that link is revoked.
 */
export interface JoinedReview {
  reviewId: string;
  scenarioId: string;
  token: string;
}

export interface ReviewRoomsDeps {
  services: Pick<Services, 'publicReviews'>;
  events: DomainEvents;
  log: OperationLogger;
  /** Take the client address from X-Forwarded-For (wrong passphrases are counted per address and link). */
  trustProxy?: boolean | undefined;
}

/**
 * The review rooms (`review:<scenarioId>`): a review page's socket joins through its link with `review:join`
 * { token, passphrase? }, signed in or not, past the same door as the page (a link that is not live is 404, a
 * missing or wrong passphrase 401, too many wrong ones 429), and leaves with `review:leave` { token }. When a link
 * is revoked, the sockets that came through it (and through no other live link of the episode) leave the room,
 * after review:link:revoked has reached them. Returns the per-socket attach and the unsubscribe.
 */
export function createReviewRooms(io: SymServer, deps: ReviewRoomsDeps) {
  const queues = new WeakMap<SymSocket, Promise<void>>();

  /** Runs a socket's review events one after another; a failure is logged, never thrown at the client. */
  function enqueue(socket: SymSocket, task: () => Promise<void>): void {
    const next = (queues.get(socket) ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => deps.log.error({ err: error, socketId: socket.id }, 'Review room event failed'));
    queues.set(socket, next);
  }

  function failure(error: unknown): CollabAck {
    const { code, message } = toErrorResponse(error, deps.log).body.error;
    return { success: false, error: { code, message } };
  }

  async function join(socket: SymSocket, raw: unknown): Promise<CollabAck> {
    const parsed = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.reviewJoin].safeParse(raw);
    if (!parsed.success) return failure(parsed.error);
    const { token, passphrase } = parsed.data;
    let entered: { reviewId: string; scenarioId: string };
    try {
      entered = await deps.services.publicReviews.enter({ token, passphrase, ip: socketIp(socket, deps.trustProxy) });
    } catch (error) {
      return failure(error);
    }
    if (!socket.connected) return { success: true };
    const joined: JoinedReview = { ...entered, token };
    socket.data.reviews = [...(socket.data.reviews ?? []).filter((item) => item.reviewId !== joined.reviewId), joined];
    await socket.join(reviewRoom(joined.scenarioId));
    // Revoked while the door was checked: its revocation may have looked for this socket before it was in the room.
    if (!(await deps.services.publicReviews.liveAmong([joined.reviewId])).has(joined.reviewId)) {
      await forget(socket, (item) => item.reviewId === joined.reviewId);
      return failure(new AppError('NOT_FOUND'));
    }
    return { success: true };
  }

  /** Drops the socket's links that match, and leaves each episode's room it has no other link into. */
  async function forget(socket: SymSocket, matches: (item: JoinedReview) => boolean): Promise<void> {
    const all = socket.data.reviews ?? [];
    const kept = all.filter((item) => !matches(item));
    socket.data.reviews = kept;
    for (const scenarioId of new Set(all.filter(matches).map((item) => item.scenarioId))) {
      if (!kept.some((item) => item.scenarioId === scenarioId)) await socket.leave(reviewRoom(scenarioId));
    }
  }

  async function leave(socket: SymSocket, raw: unknown): Promise<CollabAck> {
    const parsed = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.reviewLeave].safeParse(raw);
    if (!parsed.success) return failure(parsed.error);
    await forget(socket, (item) => item.token === parsed.data.token);
    return { success: true };
  }

  /**
   * Takes out of the episode's review room, across the cluster (fetchSockets), the sockets that came through the
   * revoked link, unless another link they came through is still live. This runs after the fan-out has sent
   * review:link:revoked to the room (its listener comes first, and the adapter keeps the order of its messages to
   * every process), so they hear it before they leave.
   */
  async function evictRevoked(reviewId: string, scenarioId: string): Promise<void> {
    const room = reviewRoom(scenarioId);
    const through = (await io.in(room).fetchSockets()).filter((socket) =>
      (socket.data.reviews ?? []).some((item) => item.reviewId === reviewId),
    );
    const others = through.flatMap((socket) =>
      (socket.data.reviews ?? [])
        .filter((item) => item.scenarioId === scenarioId && item.reviewId !== reviewId)
        .map((item) => item.reviewId),
    );
    const live = others.length > 0 ? await deps.services.publicReviews.liveAmong(others) : new Set<string>();
    /** A link that still lets the socket stay: into another episode's room, or live. */
    const keeps = (item: JoinedReview) => item.scenarioId !== scenarioId || live.has(item.reviewId);
    for (const socket of through) {
      const local = io.of('/').sockets.get(socket.id);
      if (local) {
        enqueue(local, () => forget(local, (item) => !keeps(item)));
        continue;
      }
      // Another process's socket: its data there keeps the revoked link, which no later check finds live.
      if (!(socket.data.reviews ?? []).some((item) => item.scenarioId === scenarioId && keeps(item))) {
        socket.leave(room);
      }
    }
  }

  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type !== 'review.revoked') return;
    const { id, scenarioId } = DOMAIN_EVENTS['review.revoked'].data.parse(event.data);
    evictRevoked(id, scenarioId).catch((error: unknown) =>
      deps.log.error({ err: error, reviewId: id }, 'Leaving the review room of a revoked link failed'),
    );
  });

  return {
    /** Handles review:join and review:leave of one socket (the acknowledgement is optional). */
    attach(socket: SymSocket): void {
      const answer = (args: unknown[], task: () => Promise<CollabAck>) =>
        enqueue(socket, async () => {
          const result = await task();
          ackOf<CollabAck>(args)?.(result);
        });
      socket.on(CLIENT_EVENTS.reviewJoin, (...args: unknown[]) => answer(args, () => join(socket, args[0])));
      socket.on(CLIENT_EVENTS.reviewLeave, (...args: unknown[]) => answer(args, () => leave(socket, args[0])));
    },
    stop: unsubscribe,
  };
}
