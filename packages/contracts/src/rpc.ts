import { z } from 'zod';

/** Socket RPC request: `request` {id, action, payload}. */
export const RpcRequest = z.object({
  id: z.union([z.string().min(1).max(100), z.number().int()]),
  action: z.string().min(1).max(100),
  payload: z.unknown().optional(),
});
export type RpcRequest = z.infer<typeof RpcRequest>;
