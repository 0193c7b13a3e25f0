import { ApiError } from './ApiError';

/** A call refused because the user's edition lacks a professional feature (403 with a `feature.*` message code). */
export function isFeatureRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && (error.messageCode?.startsWith('feature.') ?? false);
}

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/** Hears every feature refusal of an operation call (the upgrade notices show them, translated, with the way on). */
export function onFeatureRefusal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Passes a failure of an operation call on to the listeners when it is a feature refusal. */
export function noticeFeatureRefusal(error: unknown): void {
  if (isFeatureRefusal(error)) listeners.forEach((listener) => listener(error));
}
