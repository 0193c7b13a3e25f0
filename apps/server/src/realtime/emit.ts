import type {
  DomainEventData,
  DomainEventType,
  FanOutEventName,
  LiveEventInput,
  ReviewPing,
  ServerEventName,
  ServerEventPayload,
} from '@sym/contracts';

/**
 * Whatever can send a server event: a socket, a room (`io.to(room)`, `.except(socket)`) or the server. Socket.IO's
 * own emit is typed by ServerToClientEvents (the contract's map); seen through this one signature it also takes an
 * event name known only as one of several (an answer named after its request, a collaboration event of a list).
 */
export interface ServerEventTarget {
  emit(event: ServerEventName, payload: ServerEventPayload<ServerEventName>): unknown;
}

/** Sends one server event, its payload checked against the contract's declaration of that event. */
export function emitTo<E extends ServerEventName>(
  target: ServerEventTarget,
  event: E,
  payload: ServerEventPayload<E>,
): void {
  target.emit(event, payload);
}

/**
 * What the fan-out sends through: a domain event's data, or its live envelope, under one of the events the
 * contract's table routes that domain event to. The table is the one place each pair is declared and the
 * contract's payload types are read back from it (FanOutEventPayload), so the pairing holds by construction; the
 * compiler sees one domain event of many here and checks the name and the kind of payload.
 */
export interface FanOutTarget {
  emit(event: FanOutEventName, payload: LiveEventInput | DomainEventData<DomainEventType> | ReviewPing): unknown;
}

/** The acknowledgement callback a client passed as the last argument of its event, if any. */
export function ackOf<T>(args: readonly unknown[]): ((answer: T) => void) | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (answer: T) => void last(answer) : undefined;
}
