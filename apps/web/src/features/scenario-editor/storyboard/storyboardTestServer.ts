import type { Shot, Tier } from '@sym/contracts';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi, type ApiReply, type ApiRoutes } from '../../../test/fakeApi';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { makeScenario, makeShot } from '../components/testData';

/** Ids the fake server gives new shots (created or duplicated), in order. */
export const NEW_IDS = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'];

type Body = Record<string, unknown>;

/**
 * An episode's shots behind the fake fetch, behaving like the server: reorder, create at a sequence,
 * duplicate right after the source and delete all keep sequences 1..n. `failing` makes one route answer 500.
 */
export function storyboardServer(initial: readonly Shot[], options: { failing?: string; extra?: ApiRoutes } = {}) {
  let shots = [...initial];
  const newIds = [...NEW_IDS];
  const resequence = () => (shots = shots.map((shot, index) => ({ ...shot, sequence: index + 1 })));
  const insertAt = (shot: Shot, sequence: number | undefined) => {
    const at = sequence ? Math.min(sequence - 1, shots.length) : shots.length;
    shots.splice(at, 0, shot);
    resequence();
    return shots[at]!;
  };
  const shotRoutes = (id: string): ApiRoutes => ({
    [`DELETE /api/scenarios/s1/shots/${id}`]: () => {
      shots = shots.filter((shot) => shot.id !== id);
      resequence();
      return ok({ id });
    },
    [`POST /api/scenarios/s1/shots/${id}/duplicate`]: () => {
      const source = shots.find((shot) => shot.id === id)!;
      return ok(insertAt({ ...source, id: newIds.shift()! }, source.sequence + 1));
    },
  });
  const routes: ApiRoutes = {
    'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
    'GET /api/scenarios/s1': () => ok(makeScenario({ shots })),
    'GET /api/scenarios/s1/shots': () => ok(shots),
    'GET /api/assets/project/p1': () => ok([{ id: 'as1', name: 'Ada', type: 'character' }]),
    'PUT /api/scenarios/s1/shots/reorder': (body) => {
      const ids = (body as Body).shotIds as string[];
      shots = ids.map((id) => shots.find((shot) => shot.id === id)!);
      resequence();
      return ok(shots);
    },
    'POST /api/scenarios/s1/shots': (body) => {
      const { sequence, ...content } = body as Body;
      const shot = makeShot(newIds.shift()!, 0, content as Partial<Shot>);
      return ok(insertAt(shot, typeof sequence === 'number' ? sequence : undefined));
    },
    ...[...initial.map((shot) => shot.id), ...NEW_IDS].reduce<ApiRoutes>(
      (all, id) => ({ ...all, ...shotRoutes(id) }),
      {},
    ),
    ...options.extra,
  };
  if (options.failing) {
    const failing = options.failing;
    routes[failing] = (): ApiReply => fail(500, 'INTERNAL_ERROR', 'Something went wrong');
  }
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  const fetchMock = stubApi(creditRoutes(42, routes));
  return { fetchMock, shots: () => shots };
}

/** The calls made to one route, with their JSON bodies. */
export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): Body[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Body) : {}));
}

/**
 * A fixed episode behind the fake fetch (project p1, episode s1 with `shots`, no work in flight), with `routes` on
 * top, for tests that look at the storyboard rather than edit its shots (those use `storyboardServer`).
 */
export function stubStoryboard(shots: readonly Shot[], routes: ApiRoutes = {}, balance = 42) {
  // The socket never connects in tests: go straight to HTTP instead of waiting for it.
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi(
    creditRoutes(balance, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
      'GET /api/scenarios/s1': () => ok(makeScenario({ shots: [...shots] })),
      'GET /api/scenarios/s1/shots': () => ok(shots),
      'GET /api/projects/p1/jobs/active': () => ok([]),
      ...routes,
    }),
  );
}

/** Opens the episode's storyboard once its heading shows, and answers the shot list. */
/** Opens the storyboard as a signed-in user of `tier` (the base edition by default). */
export async function openStoryboard(tier: Tier = 'sym') {
  renderApp('/projects/p1/scenarios/s1', { isSignedIn: true, tier });
  await screen.findByRole('heading', { level: 1, name: 'Pilot' });
  return screen.findByRole('list', { name: 'Shots in sequence order' });
}
