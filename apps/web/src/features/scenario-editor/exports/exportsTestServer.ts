import type { Export, Scenario } from '@sym/contracts';
import type { vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi, type ApiReply, type ApiRoutes } from '../../../test/fakeApi';
import { makeScenario } from '../components/testData';

const NOW = '2026-03-01T10:00:00.000Z';

export function makeExport(exportId: string, changes: Partial<Export> = {}): Export {
  return {
    exportId,
    scenarioId: 's1',
    name: `Export ${exportId}`,
    kind: 'video',
    status: 'completed',
    progress: 100,
    error: null,
    width: 1920,
    height: 1080,
    codec: 'h264',
    subtitles: false,
    subtitleOptions: null,
    languages: ['en'],
    duration: 12,
    size: 1_572_864,
    videoUrl: `/media/export-video-key-${exportId}-0001.mp4`,
    posterUrl: null,
    shareUrl: null,
    shareId: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...changes,
  };
}

type Body = Record<string, unknown>;

interface ExportsServerOptions {
  scenario?: Partial<Scenario>;
  /** Routes ("METHOD /path") that answer 500 instead. */
  failing?: string[];
  /** What each scenario.export.get of a processing export answers next (in order). */
  polls?: Partial<Export>[];
  extra?: ApiRoutes;
}

/** The exports of episode s1 behind the fake fetch, behaving like the server. */
export function exportsServer(initial: Export[], options: ExportsServerOptions = {}) {
  // The socket never connects in tests: go straight to HTTP instead of waiting for it.
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  let items = [...initial];
  const polls = [...(options.polls ?? [])];
  const failing = new Set(options.failing ?? []);
  const update = (exportId: string, change: Partial<Export>) => {
    items = items.map((item) => (item.exportId === exportId ? { ...item, ...change } : item));
    return items.find((item) => item.exportId === exportId)!;
  };
  const perExport = (exportId: string): ApiRoutes => ({
    [`GET /api/scenarios/s1/exports/${exportId}`]: () => {
      const next = polls.shift();
      return ok(next ? update(exportId, next) : items.find((item) => item.exportId === exportId));
    },
    [`PUT /api/scenarios/s1/exports/${exportId}`]: (body) =>
      ok(update(exportId, { name: (body as Body).name as string })),
    [`DELETE /api/scenarios/s1/exports/${exportId}`]: () => {
      items = items.filter((item) => item.exportId !== exportId);
      return ok({ id: exportId });
    },
  });
  const routes: ApiRoutes = {
    'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
    'GET /api/scenarios/s1': () => ok(makeScenario(options.scenario)),
    'GET /api/scenarios/s1/shots': () => ok([]),
    'GET /api/scenarios/s1/exports': () => ok(items),
    'POST /api/scenarios/s1/export': (body) => {
      const input = body as Body;
      const created = makeExport('new', {
        name: input.name as string,
        kind: input.kind as Export['kind'],
        subtitles: input.subtitles as boolean,
        status: 'processing',
        progress: 0,
        duration: null,
        size: null,
        videoUrl: null,
        createdAt: '2026-03-02T10:00:00.000Z',
      });
      items = [...items, created];
      return ok(created);
    },
    'POST /api/scenarios/s1/share': (body) => {
      const exportId = (body as Body).exportId as string;
      const shareId = '7d3f6c1e-2b4a-4c8d-9e0f-112233445566';
      const url = `https://studio.example.com/v/${shareId}`;
      update(exportId, { shareId, shareUrl: url });
      return ok({ shareId, exportId, url });
    },
    ...['new', ...initial.map((item) => item.exportId)].reduce<ApiRoutes>(
      (all, id) => ({ ...all, ...perExport(id) }),
      {},
    ),
    ...options.extra,
  };
  for (const key of failing) {
    routes[key] = (): ApiReply => fail(500, 'INTERNAL_ERROR', 'Something went wrong');
  }
  return stubApi(creditRoutes(10, routes));
}

/** Calls the fake fetch received for "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof vi.fn>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      ((init as RequestInit | undefined)?.method ?? 'GET') === method && String(input).split('?')[0] === path,
  );
}
