import { SERVER_EVENTS, serverEventCheck, type PresentationState } from '@sym/contracts';
import { socketService } from '../../../lib/transport';
import type { HeardPresentation } from '../model/followState';

type PresentationEvent = typeof SERVER_EVENTS.presentationState | typeof SERVER_EVENTS.presentationEnded;

/** Where presentation events come from: the member's socket, or a guest review page's own socket. */
export interface PresentationChannel {
  /** Subscribes to a server event; returns the unsubscribe. */
  on(event: PresentationEvent, handler: (payload: unknown) => void): () => void;
}

export type FeedEvent =
  { type: 'heard'; state: PresentationState; at: number } | { type: 'ended'; presenterId: string };

/** The presentations heard on a channel: the last state of each episode, and its events as they come. */
export interface PresentationFeed {
  last(scenarioId: string): HeardPresentation | null;
  listen(scenarioId: string, listener: (event: FeedEvent) => void): () => void;
  /** Stops listening to the channel (a guest page that goes away). */
  close(): void;
}

const isState = serverEventCheck(SERVER_EVENTS.presentationState);
const isEnded = serverEventCheck(SERVER_EVENTS.presentationEnded);

/**
 * Listens to a channel for as long as the feed lives, so a view that opens later still knows the presentation the
 * server sent when the room was joined (or the presenter's last update).
 */
export function createPresentationFeed(channel: PresentationChannel, now: () => number = Date.now): PresentationFeed {
  const lastHeard = new Map<string, HeardPresentation>();
  const listeners = new Map<string, Set<(event: FeedEvent) => void>>();
  const notify = (scenarioId: string, event: FeedEvent) =>
    listeners.get(scenarioId)?.forEach((listener) => listener(event));

  const stops = [
    channel.on(SERVER_EVENTS.presentationState, (payload) => {
      if (!isState(payload)) return;
      const heard = { state: payload, at: now() };
      lastHeard.set(payload.scenarioId, heard);
      notify(payload.scenarioId, { type: 'heard', ...heard });
    }),
    channel.on(SERVER_EVENTS.presentationEnded, (payload) => {
      if (!isEnded(payload)) return;
      if (lastHeard.get(payload.scenarioId)?.state.presenterId === payload.presenterId) {
        lastHeard.delete(payload.scenarioId);
      }
      notify(payload.scenarioId, { type: 'ended', presenterId: payload.presenterId });
    }),
  ];

  return {
    last: (scenarioId) => lastHeard.get(scenarioId) ?? null,
    listen(scenarioId, listener) {
      const set = listeners.get(scenarioId) ?? new Set();
      set.add(listener);
      listeners.set(scenarioId, set);
      return () => set.delete(listener);
    },
    close: () => stops.forEach((stop) => stop()),
  };
}

/** A socket.io client socket (a guest page's) as a presentation channel. */
export function presentationChannelOf(socket: {
  on(event: string, handler: (payload: unknown) => void): unknown;
  off(event: string, handler: (payload: unknown) => void): unknown;
}): PresentationChannel {
  return {
    on(event, handler) {
      socket.on(event, handler);
      return () => void socket.off(event, handler);
    },
  };
}

let memberFeed: PresentationFeed | null = null;

/** The signed-in member's feed, on the app's socket (one for the tab, created on first use). */
export function memberPresentationFeed(): PresentationFeed {
  memberFeed ??= createPresentationFeed({
    on: (event, handler) => socketService.on(event, (payload) => handler(payload)),
  });
  return memberFeed;
}
