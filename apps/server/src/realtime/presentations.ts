import {
  CLIENT_EVENT_PAYLOADS,
  CLIENT_EVENTS,
  SERVER_EVENTS,
  SOCKET_MESSAGES,
  type CollabAck,
  type PresentationState,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { toErrorResponse } from '../errors/error-response.ts';
import { ackOf, emitTo } from './emit.ts';
import { presenterRoom, projectPresentersRoom, projectRoom, reviewRoom } from './rooms.ts';
import { signedInContext, type SocketOperationDeps } from './socket-context.ts';
import type { SymServer, SymSocket } from './socket-server.ts';

/** The episode a socket presents, kept in socket.data so other processes read it through fetchSockets. */
export interface Presenting {
  projectId: string;
  state: PresentationState;
}

/**
 * Updates of one presenter go out at most this often; a faster one waits and goes out as the latest position
 * (the web sends about 4 a second while playing, so each of those passes unchanged).
 */
export const PRESENTATION_MIN_INTERVAL_MS = 100;

const PROJECT_ROOM_PREFIX = projectRoom('');
const REVIEW_ROOM_PREFIX = reviewRoom('');

interface Throttle {
  lastSentAt: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Presentation mode's live sessions ("follow me"): a member with access to the episode's project starts presenting
 * it, moves (shot, playback position) and stops; everyone in the project's room and the episode's review room
 * hears presentation:state / presentation:ended through the adapter, so across processes too. A new presenter
 * takes over from the previous one. Nothing is stored: the presenter's socket carries its state (socket.data), and
 * a socket that joins a project or review room late is sent the state of the presenters found with fetchSockets,
 * so a dead process's presenter simply is not found. The presentation ends on stop, when the presenter's socket
 * disconnects, and when it leaves (or is taken out of) the project's room.
 */
export function createPresentations(io: SymServer, deps: SocketOperationDeps) {
  const queues = new WeakMap<SymSocket, Promise<void>>();
  const throttles = new WeakMap<SymSocket, Throttle>();

  function enqueue(socket: SymSocket, task: () => Promise<void>): void {
    const next = (queues.get(socket) ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => deps.log.error({ err: error, socketId: socket.id }, 'Presentation event failed'));
    queues.set(socket, next);
  }

  function failure(error: unknown): CollabAck {
    const { code, message } = toErrorResponse(error, deps.log).body.error;
    return { success: false, error: { code, message } };
  }

  const audience = ({ projectId, state }: Presenting) => io.to(projectRoom(projectId)).to(reviewRoom(state.scenarioId));

  function broadcast(socket: SymSocket): void {
    const presenting = socket.data.presenting;
    if (!presenting) return;
    const throttle = throttles.get(socket) ?? { lastSentAt: 0 };
    throttles.set(socket, throttle);
    if (throttle.timer) return;
    const wait = throttle.lastSentAt + PRESENTATION_MIN_INTERVAL_MS - Date.now();
    const send = () => {
      throttle.timer = undefined;
      throttle.lastSentAt = Date.now();
      // Ended meanwhile: nothing to send.
      const latest = socket.data.presenting;
      if (latest) emitTo(audience(latest), SERVER_EVENTS.presentationState, latest.state);
    };
    if (wait <= 0) send();
    else throttle.timer = setTimeout(send, wait);
  }

  /** Ends the socket's presentation (if any) and tells its audience. */
  async function end(socket: SymSocket): Promise<void> {
    const presenting = socket.data.presenting;
    if (!presenting) return;
    delete socket.data.presenting;
    const throttle = throttles.get(socket);
    if (throttle?.timer) clearTimeout(throttle.timer);
    throttles.delete(socket);
    const { scenarioId, presenterId } = presenting.state;
    // Taken over: the new presenter's state already reached the audience. Read now, while a disconnecting socket
    // is still in its rooms.
    if (socket.rooms.has(presenterRoom(scenarioId))) {
      emitTo(audience(presenting), SERVER_EVENTS.presentationEnded, { scenarioId, presenterId });
    }
    await socket.leave(presenterRoom(scenarioId));
    await socket.leave(projectPresentersRoom(presenting.projectId));
  }

  async function start(socket: SymSocket, raw: unknown): Promise<CollabAck> {
    let presenting: Presenting;
    try {
      const { user, services } = await signedInContext(socket, deps);
      if (!user) throw new AppError('UNAUTHORIZED');
      const input = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.presentationStart].parse(raw);
      // Strangers get the episode's 404; a visitor of a public project may watch but not present.
      const { projectId } = await services.scenarios.get(user.id, input.scenarioId);
      const { role } = await services.projects.get(user.id, projectId);
      if (role === 'public') throw new AppError('FORBIDDEN');
      presenting = { projectId, state: { ...input, presenterId: user.id, presenterName: user.name || user.email } };
    } catch (error) {
      return failure(error);
    }
    if (!socket.connected) return { success: true };
    if (socket.data.presenting) await end(socket);
    const { scenarioId } = presenting.state;
    // The previous presenter of the episode, on any process, stops being one (its next update is refused). Through
    // the adapter itself: a cluster's applies it here only once published, and this waits for that.
    await io
      .of('/')
      .adapter.delSockets({ rooms: new Set([presenterRoom(scenarioId)]), except: new Set([socket.id]) }, [
        presenterRoom(scenarioId),
        projectPresentersRoom(presenting.projectId),
      ]);
    socket.data.presenting = presenting;
    await socket.join([presenterRoom(scenarioId), projectPresentersRoom(presenting.projectId)]);
    broadcast(socket);
    return { success: true };
  }

  function update(socket: SymSocket, raw: unknown): CollabAck {
    const parsed = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.presentationUpdate].safeParse(raw);
    if (!parsed.success) return failure(parsed.error);
    const presenting = socket.data.presenting;
    const isPresenting =
      presenting?.state.scenarioId === parsed.data.scenarioId &&
      presenting.state.presenterId === socket.data.auth?.userId &&
      socket.rooms.has(presenterRoom(parsed.data.scenarioId));
    if (!isPresenting) return failure(new AppError('CONFLICT', SOCKET_MESSAGES.notPresenting));
    presenting.state = { ...presenting.state, ...parsed.data };
    broadcast(socket);
    return { success: true };
  }

  async function stop(socket: SymSocket, raw: unknown): Promise<CollabAck> {
    const parsed = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.presentationStop].safeParse(raw);
    if (!parsed.success) return failure(parsed.error);
    if (socket.data.presenting?.state.scenarioId === parsed.data.scenarioId) await end(socket);
    return { success: true };
  }

  /** Sends a socket that just joined a project or review room the states of that room's presenters. */
  async function catchUp(socketId: string, room: string): Promise<void> {
    const isProject = room.startsWith(PROJECT_ROOM_PREFIX);
    const id = room.slice((isProject ? PROJECT_ROOM_PREFIX : REVIEW_ROOM_PREFIX).length);
    const presenters = await io.in(isProject ? projectPresentersRoom(id) : presenterRoom(id)).fetchSockets();
    for (const presenter of presenters) {
      const presenting = presenter.data.presenting;
      const matches = isProject ? presenting?.projectId === id : presenting?.state.scenarioId === id;
      if (presenting && matches && presenter.id !== socketId) {
        emitTo(io.to(socketId), SERVER_EVENTS.presentationState, presenting.state);
      }
    }
  }

  const adapter = io.of('/').adapter;
  const onJoin = (room: string, socketId: string) => {
    if (!room.startsWith(PROJECT_ROOM_PREFIX) && !room.startsWith(REVIEW_ROOM_PREFIX)) return;
    catchUp(socketId, room).catch((error: unknown) =>
      deps.log.warn({ err: error, socketId }, 'Sending the current presentation to a late joiner failed'),
    );
  };
  const onLeave = (room: string, socketId: string) => {
    if (!room.startsWith(PROJECT_ROOM_PREFIX)) return;
    const socket = io.of('/').sockets.get(socketId);
    if (socket?.data.presenting?.projectId !== room.slice(PROJECT_ROOM_PREFIX.length)) return;
    // Not while the adapter walks the socket's rooms: queued after the events in flight.
    enqueue(socket, () => end(socket));
  };
  adapter.on('join-room', onJoin);
  adapter.on('leave-room', onLeave);

  return {
    /** Handles presentation:start / update / stop of one socket (the acknowledgement is optional). */
    attach(socket: SymSocket): void {
      const answer = (args: unknown[], task: () => Promise<CollabAck> | CollabAck) =>
        enqueue(socket, async () => {
          const result = await task();
          ackOf<CollabAck>(args)?.(result);
        });
      socket.on(CLIENT_EVENTS.presentationStart, (...args: unknown[]) => answer(args, () => start(socket, args[0])));
      socket.on(CLIENT_EVENTS.presentationUpdate, (...args: unknown[]) => answer(args, () => update(socket, args[0])));
      socket.on(CLIENT_EVENTS.presentationStop, (...args: unknown[]) => answer(args, () => stop(socket, args[0])));
      // Before its rooms are gone: whether it still presents is read from them.
      socket.on('disconnecting', () => {
        void end(socket).catch((error: unknown) =>
          deps.log.error({ err: error, socketId: socket.id }, 'Ending a presentation failed'),
        );
      });
    },
    stop(): void {
      adapter.off('join-room', onJoin);
      adapter.off('leave-room', onLeave);
    },
  };
}
