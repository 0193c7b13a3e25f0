import { expect } from 'vitest';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  answerEventsOf,
  type AssetSocketAnswer,
  type AssetSocketRequest,
} from '@sym/contracts';
import type { CollabTab } from './collab-tabs.ts';

// Calls of the asset socket protocol (spec §7) from a test tab: request events and batch streams.

let requests = 0;
export const nextId = (label: string) => `${label}-${(requests += 1)}`;
export const withId = (payload: { requestId?: unknown }) => (answer: { requestId?: unknown }) =>
  answer.requestId === payload.requestId;

/** Sends a request event; checks the answer event carries the same answer as the ack, and resolves with it. */
export async function ask<T = unknown>(
  tab: CollabTab,
  event: AssetSocketRequest,
  payload: Record<string, unknown>,
): Promise<AssetSocketAnswer<T>> {
  const since = tab.mark();
  const answer = (await tab.send(event, payload)) as unknown as AssetSocketAnswer<T>;
  const names = answerEventsOf(event);
  const emitted = await tab.waitFor(answer.success ? names.response : names.error, withId(answer), since);
  expect(emitted).toEqual(answer);
  return answer;
}

export async function succeeded<T>(answer: Promise<AssetSocketAnswer<T>>): Promise<T> {
  const settled = await answer;
  if (!settled.success) throw new Error(`refused: ${JSON.stringify(settled.error)}`);
  return settled.data;
}

export async function refused(answer: Promise<AssetSocketAnswer>, code: string) {
  const settled = await answer;
  expect(settled.success, JSON.stringify(settled)).toBe(false);
  if (settled.success) throw new Error('accepted');
  expect(settled.error.code).toBe(code);
  return settled.error;
}

export interface StreamOutcome<T> {
  chunks: T[][];
  done: boolean;
  error?: { code: string; message: string; details?: { field: string; message: string }[] };
}

export const STREAM_EVENTS = {
  generations: {
    request: CLIENT_EVENTS.assetVariantsBatchRequest,
    chunk: SERVER_EVENTS.assetVariantsBatchChunk,
    done: SERVER_EVENTS.assetVariantsBatchDone,
    error: SERVER_EVENTS.assetVariantsBatchError,
  },
  images: {
    request: CLIENT_EVENTS.variantImagesBatchRequest,
    chunk: SERVER_EVENTS.variantImagesBatchChunk,
    done: SERVER_EVENTS.variantImagesBatchDone,
    error: SERVER_EVENTS.variantImagesBatchError,
  },
} as const;

/** Starts a batch stream and resolves with its chunks once its done or error event has arrived. */
export async function streamed<T>(
  tab: CollabTab,
  kind: keyof typeof STREAM_EVENTS,
  payload: Record<string, unknown>,
): Promise<StreamOutcome<T>> {
  const names = STREAM_EVENTS[kind];
  const since = tab.mark();
  tab.socket.emit(names.request, payload);
  const end = await Promise.race([
    tab.waitFor(names.done, withId(payload), since).then(() => ({ done: true }) as const),
    tab
      .waitFor<{ requestId: unknown; error: StreamOutcome<T>['error'] }>(names.error, withId(payload), since)
      .then((failure) => ({ done: false, error: failure.error }) as const),
  ]);
  const chunks = tab
    .heard<{ requestId: unknown; items: T[] }>(names.chunk, since)
    .filter(withId(payload))
    .map((chunk) => chunk.items);
  return { chunks, ...end };
}
