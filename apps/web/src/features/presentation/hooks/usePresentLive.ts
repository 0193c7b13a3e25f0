import { CLIENT_EVENTS, type ClientEventName, type ClientEventPayload } from '@sym/contracts';
import { useEffect, useRef } from 'react';
import { onReconnected, socketService } from '../../../lib/transport';
import { liveSessions } from '../feed/liveSessions';
import { memberPresentationFeed, type PresentationFeed } from '../feed/presentationFeed';
import type { PresentationPosition } from '../model/followState';
import { LIVE_CHECK_INTERVAL_MS, needsSend, type SentPosition } from '../model/liveSchedule';

/** How presenting live talks to the server (the app's socket by default; tests give their own). */
export interface LiveSender {
  emit<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>, ack?: (answer: unknown) => void): boolean;
  onReconnected(handler: () => void): () => void;
}

const memberSender: LiveSender = {
  emit: (event, payload, ack) => socketService.emit(event, payload, ack),
  // Recovered or not: the server ended the presentation when the socket dropped.
  onReconnected: (handler) => onReconnected(handler, { includeRecovered: true }),
};

/** Why live presenting stopped on its own: the server refused a move, or someone else took over. */
export type LiveStop = { reason: 'refused'; message: string } | { reason: 'takenOver'; presenterName: string };

export interface PresentLiveOptions {
  /** Whether the viewer presents live now. */
  isLive: boolean;
  userId: string;
  /** The presenter's position, as it is at each render. */
  position: PresentationPosition;
  /** Live presenting stopped without the viewer asking (it is off from then on). */
  onStopped: (stop: LiveStop) => void;
  sender?: LiveSender;
  feed?: PresentationFeed;
}

function refusalOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || (answer as { success?: unknown }).success !== false) return null;
  const error = (answer as { error?: { message?: unknown } }).error;
  return typeof error?.message === 'string' ? error.message : '';
}

/**
 * Presents the episode live while `isLive`: presentation:start, then presentation:update whenever the position
 * moves (at most 4 a second), every second while playing and every few seconds standing still; start again after a
 * reconnect; presentation:stop when turned off or unmounted.
 */
export function usePresentLive({ isLive, userId, position, onStopped, sender, feed }: PresentLiveOptions): void {
  const latest = useRef({ position, onStopped });
  latest.current = { position, onStopped };
  const channel = sender ?? memberSender;
  const source = feed ?? memberPresentationFeed();
  const { scenarioId } = position;

  useEffect(() => {
    if (!isLive) return;
    let last: SentPosition | null = null;
    let isStopped = false;
    const stop = (reason: LiveStop) => {
      if (isStopped) return;
      isStopped = true;
      latest.current.onStopped(reason);
    };
    const answer = (reply: unknown) => {
      const message = refusalOf(reply);
      if (message !== null) stop({ reason: 'refused', message });
    };
    const send = (event: typeof CLIENT_EVENTS.presentationStart | typeof CLIENT_EVENTS.presentationUpdate) => {
      if (isStopped) return;
      const current = latest.current.position;
      last = { position: current, at: Date.now() };
      channel.emit(event, current, answer);
    };
    send(CLIENT_EVENTS.presentationStart);
    liveSessions.start(scenarioId, userId);
    const timer = setInterval(() => {
      if (needsSend(last, latest.current.position, Date.now())) send(CLIENT_EVENTS.presentationUpdate);
    }, LIVE_CHECK_INTERVAL_MS);
    // A new socket (maybe on another server process) presents nothing until it starts again.
    const stopReconnected = channel.onReconnected(() => send(CLIENT_EVENTS.presentationStart));
    const stopListening = source.listen(scenarioId, (event) => {
      if (event.type === 'heard' && event.state.presenterId !== userId) {
        stop({ reason: 'takenOver', presenterName: event.state.presenterName });
      }
    });
    return () => {
      clearInterval(timer);
      stopReconnected();
      stopListening();
      liveSessions.stop(scenarioId);
      if (!isStopped) channel.emit(CLIENT_EVENTS.presentationStop, { scenarioId });
    };
  }, [isLive, scenarioId, userId, channel, source]);
}
