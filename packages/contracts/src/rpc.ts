import { z } from 'zod';

/** The parameters of a server message (server-messages.ts), as error bodies and job errors carry them. */
export const ServerMessageParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type ServerMessageParams = z.infer<typeof ServerMessageParams>;

const RpcId = z.union([z.string().min(1).max(100), z.number().int()]);

/** Socket RPC request: `request` {id, action, payload}. */
export const RpcRequest = z.object({
  id: RpcId,
  action: z.string().min(1).max(100),
  payload: z.unknown().optional(),
});
export type RpcRequest = z.infer<typeof RpcRequest>;

/** The spec §8 error body as socket answers carry it (ApiErrorBody: code, message, field details...). */
export const EventError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  errorId: z.string().optional(),
  messageCode: z.string().optional(),
  messageParams: ServerMessageParams.optional(),
  current: z.unknown().optional(),
  conflictFields: z.array(z.string()).optional(),
});

/**
 * Socket RPC response {id, success, data | error}: the request's ack when it asks for one, else the `response` event
 * (its TypeScript type: RpcResponse in envelope.ts).
 */
export const RpcResponseMessage = z.discriminatedUnion('success', [
  z.object({ id: z.union([RpcId, z.literal('')]), success: z.literal(true), data: z.unknown() }),
  z.object({ id: z.union([RpcId, z.literal('')]), success: z.literal(false), error: EventError }),
]);
