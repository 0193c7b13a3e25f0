// Type test, checked by `tsc -p packages/contracts` (never run): the realtime maps refuse a wrong name or payload.
import type {
  ClientEventName,
  ClientEventPayload,
  ServerEventData,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
} from './realtime-contract.ts';
import type { LiveEvent } from './realtime-domain-events.ts';

declare function emit<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void;
declare function send<E extends keyof ServerToClientEvents>(
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
): void;
declare function listen<E extends ServerEventName>(event: E, handler: (data: ServerEventData<E>) => void): void;
declare function sendClient<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>): void;

const uuid = '6f1c2b8e-1f5a-4c3e-9a55-0c2f4a7d9b10';

export function serverSide(): void {
  emit('credits:updated', { currentBalance: 5 });
  emit('field:lock:failed', { projectId: uuid, fieldType: 'shot.action', fieldId: uuid, message: 'Held' });
  emit('assets:create:response', { requestId: 'r1', success: true, data: {} });
  emit('export:deleted', {
    type: 'export.deleted',
    projectId: uuid,
    actorId: uuid,
    origin: null,
    at: '2025-01-01T00:00:00.000Z',
    data: { exportId: uuid, scenarioId: uuid },
  });
  send('auth:ok', { userId: uuid });

  // @ts-expect-error an event the contract does not declare
  emit('job:updated', { id: 'j' });
  // @ts-expect-error a payload of another shape
  emit('credits:updated', { balance: 5 });
  // @ts-expect-error a live event carrying data of another domain event
  emit('shot:deleted', { type: 'shot.deleted', projectId: uuid, actorId: uuid, origin: null, at: '', data: {} });
  // @ts-expect-error an answer without its requestId
  emit('assets:create:response', { success: true, data: {} });
  // @ts-expect-error Socket.IO's map is the contract's
  send('auth:ok', { user: uuid });
}

export function clientSide(): void {
  listen('job:finished', (event) => {
    const job: LiveEvent<'generation.completed' | 'generation.failed'> = event;
    const shotId: string | null | undefined = job.data.target?.shotId;
    void shotId;
  });
  listen('credits:updated', (credits) => {
    const balance: number = credits.currentBalance;
    void balance;
  });
  sendClient('shot:select', { projectId: uuid, shotId: uuid });
  sendClient('assets:generations:batch:request', { requestId: 1, projectId: uuid });

  // @ts-expect-error a server event is not listened to under a wrong name
  listen('job:done', () => undefined);
  listen('credits:updated', (credits) => {
    // @ts-expect-error the payload has no such field
    void credits.balance;
  });
  // @ts-expect-error a client event the contract does not declare
  sendClient('shot:choose', { projectId: uuid, shotId: uuid });
  // @ts-expect-error a client payload missing its shot
  sendClient('shot:select', { projectId: uuid });
}
