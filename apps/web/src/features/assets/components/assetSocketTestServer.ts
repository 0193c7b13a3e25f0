import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { startFakeSocketServer, type FakeSocketServer } from '../../../test/fakeSocketServer';
import type { AssetView, VariantView } from '../api/assetTypes';

// Shared by the asset screen tests over the fake socket server. Their file mocks socket.io-client with
// `vi.mock('socket.io-client', () => import('../../../test/fakeSocketServer').then((m) => m.fakeSocketIoModule()))`.

/** Stream chunks are checked against the contract, whose ids are UUIDs. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Project p1's screen with socket calls on and a fake server to connect to; `listed` is the asset list. */
export function assetSocketServer(listed: AssetView[], routes: ApiRoutes = {}) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'true');
  const server = startFakeSocketServer();
  const fetchMock = stubApi({
    'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
    'GET /api/assets/project/p1': () => ok(listed),
    'GET /api/projects/p1/jobs/active': () => ok([]),
    ...routes,
  });
  return { server, fetchMock };
}

/** The fetches of one route, query included in `path`. */
export const fetchesOf = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path);

/** Streams each requested asset's variants in chunks of the requested size, the first `chunks` only. */
export function streamVariants(
  server: FakeSocketServer,
  variantsOf: (assetId: string) => VariantView[],
  chunks = Infinity,
) {
  server.on('assets:generations:batch:request', (raw) => {
    const { requestId, assetIds, chunkSize } = raw as { requestId: string; assetIds: string[]; chunkSize: number };
    const sent = Math.min(assetIds.length, chunks * chunkSize);
    for (let start = 0; start < sent; start += chunkSize) {
      const items = assetIds
        .slice(start, start + chunkSize)
        .map((id) => ({ assetId: id, generations: variantsOf(id) }));
      server.send('assets:generations:batch:chunk', { requestId, items });
    }
    if (sent === assetIds.length) server.send('assets:generations:batch:done', { requestId });
  });
}
