import { ASSET_BATCH_PAUSE_MS, STORAGE_KEYS } from '@sym/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { socketService } from '../../../lib/transport';
import { ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { startFakeSocketServer } from '../../../test/fakeSocketServer';
import { makeVariant } from '../components/testData';
import { loadAssetVariants } from './loadAssetVariants';
import type { VariantView } from './assetTypes';

vi.mock('socket.io-client', () => import('../../../test/fakeSocketServer').then((m) => m.fakeSocketIoModule()));

afterEach(() => socketService.disconnect());

// Unless a test connects the socket, test/setup.ts turns socket calls off: these loads go over HTTP.

const ids = Array.from({ length: 7 }, (_, index) => `a${index + 1}`);

function setup() {
  const routes: ApiRoutes = Object.fromEntries(
    ids.map((id) => [
      `GET /api/assets/${id}/generations`,
      () => ok([makeVariant(`v-${id}`, `Look ${id}`, '2024-01-02T00:00:00.000Z')]),
    ]),
  );
  const fetchMock = stubApi(routes);
  const read = () => fetchMock.mock.calls.map(([input]) => String(input).split('/')[3]);
  const loaded = new Map<string, VariantView[]>();
  const controller = new AbortController();
  // Only timeouts are faked: the pause between groups moves only when the test says, the fetches answer at once.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const done = loadAssetVariants({
    projectId: 'p1',
    assetIds: ids,
    signal: controller.signal,
    onVariants: (assetId, variants) => loaded.set(assetId, variants),
  });
  return { read, loaded, controller, done };
}

/** Waits for what the loader did without moving the fake clock (interval 0); the timeout only catches a hang. */
const settled = (check: () => void) => vi.waitFor(check, { interval: 0, timeout: 15_000 });

describe('loadAssetVariants without the socket', () => {
  it('reads 3 assets at a time over HTTP with a 50 ms pause between groups', async () => {
    const { read, loaded, done } = setup();

    await settled(() => expect([...loaded.keys()]).toEqual(['a1', 'a2', 'a3']));
    expect(read()).toEqual(['a1', 'a2', 'a3']);
    await vi.advanceTimersByTimeAsync(ASSET_BATCH_PAUSE_MS - 1);
    expect(read()).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(1);
    await settled(() => expect([...loaded.keys()]).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']));
    expect(read()).toHaveLength(6);

    await vi.advanceTimersByTimeAsync(ASSET_BATCH_PAUSE_MS);
    await done;
    expect(read()).toEqual(ids);
    expect(loaded.get('a7')?.[0]?.variant_name).toBe('Look a7');
  });

  it('starts no further group once aborted', async () => {
    const { read, loaded, controller, done } = setup();
    await settled(() => expect(loaded.size).toBe(3));

    controller.abort();
    await done;
    await vi.advanceTimersByTimeAsync(ASSET_BATCH_PAUSE_MS * 3);
    expect(read()).toEqual(['a1', 'a2', 'a3']);
  });
});

describe('loadAssetVariants over the socket', () => {
  it('goes on over HTTP with the assets not answered yet when the socket drops mid-stream', async () => {
    window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'true');
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'access-0');
    const server = startFakeSocketServer();
    const many = Array.from({ length: 12 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    server.on('assets:generations:batch:request', (raw) => {
      const { requestId, assetIds, chunkSize } = raw as { requestId: string; assetIds: string[]; chunkSize: number };
      const items = assetIds.slice(0, chunkSize).map((assetId) => ({ assetId, generations: [] }));
      server.send('assets:generations:batch:chunk', { requestId, items });
      server.drop();
    });
    const fetchMock = stubApi(
      Object.fromEntries(many.map((id) => [`GET /api/assets/${id}/generations`, () => ok([])])),
    );
    await socketService.connect({ userId: 'u1', username: 'Ada', email: 'ada@example.com' });
    const loaded: string[] = [];

    await loadAssetVariants({
      projectId: 'p1',
      assetIds: many,
      signal: new AbortController().signal,
      onVariants: (assetId) => loaded.push(assetId),
    });

    expect(server.receivedOf('assets:generations:batch:request')).toMatchObject([{ chunkSize: 10 }]);
    expect(loaded).toEqual(many);
    expect(fetchMock.mock.calls.map(([input]) => String(input).split('/')[3])).toEqual(many.slice(10));
  });
});
