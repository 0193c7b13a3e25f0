import { describe, expect, it } from 'vitest';
import {
  clientEventNames,
  clientEventSchema,
  isServerEventData,
  serverEventContract,
  serverEventNames,
} from './realtime-contract.ts';
import { CLIENT_EVENTS, SERVER_EVENTS } from './realtime.ts';

const uuid = '6f1c2b8e-1f5a-4c3e-9a55-0c2f4a7d9b10';

describe('realtime contract', () => {
  it('declares every named server event once, with the answers of every asset request beside them', () => {
    const declared = new Set<string>(serverEventNames());
    for (const name of Object.values(SERVER_EVENTS)) expect(declared.has(name), name).toBe(true);
    expect(declared.has('assets:create:response')).toBe(true);
    expect(declared.has('assets:delete:error')).toBe(true);
    expect(declared.has('job:updated')).toBe(false);
  });

  it('declares every client event once', () => {
    expect(new Set(clientEventNames())).toEqual(new Set(Object.values(CLIENT_EVENTS)));
  });

  it('says who hears each event', () => {
    expect(serverEventContract(SERVER_EVENTS.response).room).toBe('socket');
    expect(serverEventContract(SERVER_EVENTS.fieldLockFailed).room).toBe('socket');
    expect(serverEventContract(SERVER_EVENTS.fieldLocked).room).toBe('project');
    expect(serverEventContract(SERVER_EVENTS.creditsUpdated).room).toBe('user');
    expect(serverEventContract(SERVER_EVENTS.assetVariantsBatchChunk).room).toBe('socket');
    expect(serverEventContract(SERVER_EVENTS.jobFinished).room).toBe('project');
  });

  it('checks payloads on both sides with the declared schemas', () => {
    expect(isServerEventData(SERVER_EVENTS.creditsUpdated, { currentBalance: 3 })).toBe(true);
    expect(isServerEventData(SERVER_EVENTS.creditsUpdated, { balance: 3 })).toBe(false);
    expect(isServerEventData(SERVER_EVENTS.response, { id: 'r1', success: true, data: null })).toBe(true);
    expect(clientEventSchema(CLIENT_EVENTS.shotSelect).safeParse({ projectId: uuid, shotId: uuid }).success).toBe(true);
    expect(clientEventSchema(CLIENT_EVENTS.shotSelect).safeParse({ projectId: uuid }).success).toBe(false);
    expect(clientEventSchema(CLIENT_EVENTS.authLogin).safeParse({ token: 't' }).success).toBe(true);
  });
});
