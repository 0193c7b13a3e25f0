import { describe, expect, it } from 'vitest';
import { answerEventsOf } from './realtime-asset-event-names.ts';
import { ASSET_BATCH_STREAMS, ASSET_SOCKET_REQUESTS } from './realtime-asset-events.ts';
import { CLIENT_EVENTS, SERVER_EVENTS } from './realtime.ts';

const uuid = '6f1c2b8e-1f5a-4c3e-9a55-0c2f4a7d9b10';

describe('asset socket protocol', () => {
  it('answers mods:list under the spec names, and every request event is a client event of the contract', () => {
    expect(answerEventsOf(CLIENT_EVENTS.variantModsList)).toEqual({
      response: SERVER_EVENTS.variantModsListResponse,
      error: SERVER_EVENTS.variantModsListError,
    });
    const clientEvents = new Set<string>(Object.values(CLIENT_EVENTS));
    for (const event of [...Object.keys(ASSET_SOCKET_REQUESTS), ...Object.keys(ASSET_BATCH_STREAMS)]) {
      expect(clientEvents.has(event), event).toBe(true);
    }
    const serverEvents = new Set<string>(Object.values(SERVER_EVENTS));
    for (const { events } of Object.values(ASSET_BATCH_STREAMS)) {
      for (const name of [events.chunk, events.done, events.error]) expect(serverEvents.has(name), name).toBe(true);
    }
  });

  it('reads the spec payload of assets:create with project_id', () => {
    const parsed = ASSET_SOCKET_REQUESTS[CLIENT_EVENTS.assetsCreate].payload.parse({
      requestId: 'r1',
      data: { name: 'Mara', type: 'character', project_id: uuid, description: null, folder: 'Cast' },
    });
    expect(parsed.data).toMatchObject({ name: 'Mara', projectId: uuid, attachedStyleModules: [] });
  });

  it('allows only the spec chunk sizes', () => {
    const variants = ASSET_BATCH_STREAMS[CLIENT_EVENTS.assetVariantsBatchRequest].payload;
    expect(variants.parse({ requestId: 1, projectId: uuid }).chunkSize).toBe(10);
    expect(variants.safeParse({ requestId: 1, projectId: uuid, chunkSize: 1 }).success).toBe(true);
    expect(variants.safeParse({ requestId: 1, projectId: uuid, chunkSize: 20 }).success).toBe(false);
    const images = ASSET_BATCH_STREAMS[CLIENT_EVENTS.variantImagesBatchRequest].payload;
    for (const size of [1, 20, 50]) {
      expect(images.safeParse({ requestId: 'x', generationIds: [uuid], chunkSize: size }).success).toBe(true);
    }
    expect(images.safeParse({ requestId: 'x', generationIds: [uuid], chunkSize: 10 }).success).toBe(false);
  });
});
