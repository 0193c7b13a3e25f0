// Type test, checked by `tsc -p apps/server` (never run): the server's emits take the contract's names and payloads.
import { SERVER_EVENTS } from '@sym/contracts';
import { emitTo } from './emit.ts';
import type { SymServer, SymSocket } from './socket-server.ts';

const uuid = '6f1c2b8e-1f5a-4c3e-9a55-0c2f4a7d9b10';

export function typedEmits(io: SymServer, socket: SymSocket): void {
  emitTo(io.to('project:p'), SERVER_EVENTS.userLeft, { projectId: uuid, userId: uuid });
  emitTo(io.to('project:p').except('s'), SERVER_EVENTS.shotSelected, { projectId: uuid, userId: uuid, shotId: uuid });
  emitTo(socket, 'assets:delete:error', {
    requestId: 'r1',
    success: false,
    error: { code: 'NOT_FOUND', message: 'x' },
  });
  emitTo(socket, SERVER_EVENTS.variantImagesBatchDone, { requestId: 7 });
  socket.emit(SERVER_EVENTS.authOk, { userId: uuid });
  io.to('user:u').emit(SERVER_EVENTS.creditsUpdated, { currentBalance: 4, type: 'used' });

  // @ts-expect-error an event the contract does not declare
  emitTo(socket, 'job:updated', { id: 'j' });
  // @ts-expect-error a payload of another event
  emitTo(io.to('project:p'), SERVER_EVENTS.userLeft, { projectId: uuid, user: { userId: uuid } });
  // @ts-expect-error a chunk without its items
  emitTo(socket, SERVER_EVENTS.assetVariantsBatchChunk, { requestId: 1 });
  // @ts-expect-error Socket.IO's own emit is typed by the same map
  socket.emit(SERVER_EVENTS.authOk, { user: uuid });
  // @ts-expect-error a room's emit too
  io.to('user:u').emit(SERVER_EVENTS.creditsUpdated, { balance: 4 });
  // @ts-expect-error a client event is not listened to under a name the contract lacks
  socket.on('assets:rename', () => undefined);
}
