import { ASSET_BATCH_PAUSE_MS } from '@sym/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { makeVariant } from '../components/testData';
import { loadAssetVariants } from './loadAssetVariants';
import type { VariantView } from './assetTypes';

// test/setup.ts turns socket calls off and its socket never connects: these loads go over HTTP.

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
