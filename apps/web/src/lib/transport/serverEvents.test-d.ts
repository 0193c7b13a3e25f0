// Type test, checked by `tsc -p apps/web` (never run): the web's listen and emit take the contract's names and
// payloads.
import { CLIENT_EVENTS, SERVER_EVENTS, serverEventCheck } from '@sym/contracts';
import { socketService } from './client';
import { socketEvents } from './socketEventsClient';
import { onServerEvent } from './serverEvents';

const uuid = '6f1c2b8e-1f5a-4c3e-9a55-0c2f4a7d9b10';

export function typedListens(): void {
  onServerEvent(SERVER_EVENTS.jobFinished, serverEventCheck(SERVER_EVENTS.jobFinished), (event) => {
    const shotId: string | null | undefined = event.data.target?.shotId;
    void shotId;
  });
  onServerEvent(SERVER_EVENTS.creditsUpdated, serverEventCheck(SERVER_EVENTS.creditsUpdated), (credits) => {
    const balance: number = credits.currentBalance;
    void balance;
  });

  const anything = (payload: unknown): payload is never => payload === undefined;
  // @ts-expect-error an event the contract does not declare
  onServerEvent('job:updated', anything, () => undefined);
  // @ts-expect-error the check of another event does not fit
  onServerEvent(SERVER_EVENTS.creditsUpdated, serverEventCheck(SERVER_EVENTS.jobFinished), () => undefined);
  onServerEvent(SERVER_EVENTS.creditsUpdated, serverEventCheck(SERVER_EVENTS.creditsUpdated), (credits) => {
    // @ts-expect-error the payload has no such field
    void credits.balance;
  });
  // @ts-expect-error a raw listener names a contract event or a lifecycle signal
  socketService.on('credits:changed', () => undefined);
}

export function typedEmits(): void {
  socketService.emit(CLIENT_EVENTS.fieldLock, { projectId: uuid, fieldType: 'shot.action', fieldId: uuid });
  socketService.emit(CLIENT_EVENTS.joinProject, { projectId: uuid });
  void socketEvents.request(CLIENT_EVENTS.assetsDelete, { assetId: uuid });
  void socketEvents.stream(CLIENT_EVENTS.variantImagesBatchRequest, { generationIds: [uuid] }, () => undefined);

  // @ts-expect-error a client event the contract does not declare
  socketService.emit('field:grab', { projectId: uuid });
  // @ts-expect-error a payload missing its field id
  socketService.emit(CLIENT_EVENTS.fieldLock, { projectId: uuid, fieldType: 'shot.action' });
  // @ts-expect-error an asset request with another request's payload
  void socketEvents.request(CLIENT_EVENTS.assetsDelete, { imageId: uuid });
  // @ts-expect-error a stream without the ids it reads
  void socketEvents.stream(CLIENT_EVENTS.variantImagesBatchRequest, {}, () => undefined);
}
