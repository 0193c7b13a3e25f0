import { z } from 'zod';
import { Id } from './limits.ts';
import { CLIENT_EVENTS, SERVER_EVENTS, type ServerEventContract } from './realtime.ts';
import { CLIENT_EVENT_PAYLOADS, COLLAB_SERVER_EVENTS, PRESENTATION_SERVER_EVENTS } from './realtime-events.ts';
import {
  ASSET_BATCH_STREAMS,
  ASSET_SOCKET_REQUESTS,
  BatchCancel,
  assetSocketServerEvents,
  type AssetBatchStream,
  type AssetSocketRequest,
  type AssetSocketServerPayloads,
} from './realtime-asset-events.ts';
import {
  fanOutServerEvents,
  type FanOutEventData,
  type FanOutEventName,
  type FanOutEventPayload,
} from './realtime-domain-events.ts';
import { RpcRequest, RpcResponseMessage } from './rpc.ts';

/**
 * The realtime contract in one place (Immich's ClientEventMap, tldraw's message union): every event the server
 * sends and every event a client sends, each declared once beside its kind and joined here.
 *
 * Server → client: the answers of this file (RPC response, sign-in), the collaboration events (realtime-events.ts),
 * the asset protocol's answers and streams (realtime-asset-events.ts) and the domain events' fan-out
 * (realtime-domain-events.ts). Client → server: the RPC request and sign-in of this file, the collaboration events,
 * the asset requests and streams. The server's emit and Socket.IO generics, and the web's listen and emit, take
 * their types from the maps below; a wrong name or payload does not compile (realtime-contract.test-d.ts).
 */

/** The server's own answers to the asking socket: the RPC response and the sign-in verdict. */
export const CORE_SERVER_EVENTS = {
  [SERVER_EVENTS.response]: { room: 'socket', payload: RpcResponseMessage },
  [SERVER_EVENTS.authOk]: { room: 'socket', payload: z.object({ userId: Id }) },
  [SERVER_EVENTS.authError]: { room: 'socket', payload: z.object({ message: z.string() }) },
} as const satisfies Record<string, ServerEventContract>;

/** The client's own events: an RPC request, a sign-in (a token, or {token}) and its user room. */
export const CORE_CLIENT_EVENTS = {
  [CLIENT_EVENTS.request]: RpcRequest,
  [CLIENT_EVENTS.authLogin]: z.union([z.string(), z.object({ token: z.string() })]),
  /** The server joins the signed-in user's own room, whatever id the payload names. */
  [CLIENT_EVENTS.joinUserRoom]: z.object({ userId: z.string() }),
} as const;

// ─── Server → client ────────────────────────────────────────────────────────────────────────────────────────

type Side = 'input' | 'output';
type Schema<S extends z.ZodType, M extends Side> = M extends 'input' ? z.input<S> : z.output<S>;
type Declared = typeof CORE_SERVER_EVENTS & typeof COLLAB_SERVER_EVENTS & typeof PRESENTATION_SERVER_EVENTS;
type DeclaredName = keyof Declared;

type ServerPayloads<M extends Side> = {
  [E in DeclaredName]: Schema<Declared[E]['payload'], M>;
} & AssetSocketServerPayloads<M> & {
    [E in FanOutEventName]: M extends 'input' ? FanOutEventPayload<E> : FanOutEventData<E>;
  };

/** Every event the server sends, with its payload as the server sends it. */
export type ServerEventMap = { [E in keyof ServerPayloads<'input'>]: ServerPayloads<'input'>[E] };
/** Every event the server sends, with its payload as a client reads it after parsing it with the contract. */
export type ServerEventDataMap = { [E in keyof ServerPayloads<'output'>]: ServerPayloads<'output'>[E] };
export type ServerEventName = keyof ServerEventMap & string;
/** What the server sends under `E` (emit side). */
export type ServerEventPayload<E extends ServerEventName> = ServerEventMap[E];
/** What a client reads under `E` once parsed (listen side). */
export type ServerEventData<E extends ServerEventName> = ServerEventDataMap[E];

/** Socket.IO's map of the events a server emits, derived from the contract (`Server<..., ServerToClientEvents>`). */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };

let serverEvents: Map<string, ServerEventContract> | undefined;

function serverEventTable(): Map<string, ServerEventContract> {
  serverEvents ??= new Map<string, ServerEventContract>([
    ...Object.entries(CORE_SERVER_EVENTS),
    ...Object.entries(COLLAB_SERVER_EVENTS),
    ...Object.entries(PRESENTATION_SERVER_EVENTS),
    ...assetSocketServerEvents(),
    ...fanOutServerEvents(),
  ]);
  return serverEvents;
}

/** Whether a name is an event the server sends. */
export function isServerEventName(name: string): name is ServerEventName {
  return serverEventTable().has(name);
}

/** Every event name the server sends. */
export function serverEventNames(): ServerEventName[] {
  return [...serverEventTable().keys()].filter(isServerEventName);
}

/** The room and payload schema of a server event. */
export function serverEventContract(event: ServerEventName): ServerEventContract {
  const contract = serverEventTable().get(event);
  if (!contract) throw new Error(`Server event ${event} is not in the contract`);
  return contract;
}

/**
 * Whether a payload received under `event` matches the contract's schema. The payload itself is then used as it
 * came (parsing would strip what a schema does not list, and a cache keeps the whole presented entity).
 */
export function isServerEventData<E extends ServerEventName>(
  event: E,
  payload: unknown,
): payload is ServerEventData<E> {
  return serverEventContract(event).payload.safeParse(payload).success;
}

/** The check of one server event's payload against the contract, for a listener (onServerEvent on the web). */
export function serverEventCheck<E extends ServerEventName>(
  event: E,
): (payload: unknown) => payload is ServerEventData<E> {
  return (payload): payload is ServerEventData<E> => isServerEventData(event, payload);
}

// ─── Client → server ────────────────────────────────────────────────────────────────────────────────────────

type ClientSchemas = typeof CORE_CLIENT_EVENTS &
  typeof CLIENT_EVENT_PAYLOADS & { [E in AssetSocketRequest]: (typeof ASSET_SOCKET_REQUESTS)[E]['payload'] } & {
    [E in AssetBatchStream]: (typeof ASSET_BATCH_STREAMS)[E]['payload'];
  } & { [CLIENT_EVENTS.assetVariantsBatchCancel]: typeof BatchCancel };

export type ClientEventName = keyof ClientSchemas & string;
/** What a client sends under `E` (emit side). */
export type ClientEventPayload<E extends ClientEventName> = z.input<ClientSchemas[E]>;
/** What the server reads under `E` once parsed with the contract's schema. */
export type ClientEventData<E extends ClientEventName> = z.output<ClientSchemas[E]>;
/** Every event a client sends, with its payload (Socket.IO's ClientToServerEvents on the web's side). */
export type ClientEventMap = { [E in ClientEventName]: ClientEventPayload<E> };

let clientEvents: Map<string, z.ZodType> | undefined;

function clientEventTable(): Map<string, z.ZodType> {
  clientEvents ??= new Map<string, z.ZodType>([
    ...Object.entries(CORE_CLIENT_EVENTS),
    ...Object.entries(CLIENT_EVENT_PAYLOADS),
    ...Object.entries(ASSET_SOCKET_REQUESTS).map(([event, entry]): [string, z.ZodType] => [event, entry.payload]),
    ...Object.entries(ASSET_BATCH_STREAMS).map(([event, entry]): [string, z.ZodType] => [event, entry.payload]),
    [CLIENT_EVENTS.assetVariantsBatchCancel, BatchCancel],
  ]);
  return clientEvents;
}

/** Whether a name is an event a client sends. */
export function isClientEventName(name: string): name is ClientEventName {
  return clientEventTable().has(name);
}

/** Every event name a client sends. */
export function clientEventNames(): ClientEventName[] {
  return [...clientEventTable().keys()].filter(isClientEventName);
}

/** The payload schema of a client event (the server validates what arrives with it). */
export function clientEventSchema(event: ClientEventName): z.ZodType {
  const schema = clientEventTable().get(event);
  if (!schema) throw new Error(`Client event ${event} is not in the contract`);
  return schema;
}
