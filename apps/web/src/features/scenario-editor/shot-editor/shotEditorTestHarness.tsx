import type { Asset, Shot, ShotGeneration, Tier } from '@sym/contracts';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { AppProviders } from '../../../app/AppProviders';
import { i18nReady } from '../../../app/i18n';
import { createQueryClient } from '../../../app/queryClient';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi, type ApiReply, type ApiRoutes } from '../../../test/fakeApi';
import { makeScenario } from '../components/testData';
import { EditorHistoryProvider } from '../history/EditorHistoryProvider';
import { useEditorHistory } from '../history/useEditorHistory';
import { useScenarioShots } from '../hooks/useScenarioShots';
import { ShotEditorPanel } from './ShotEditorPanel';

const STAMP = '2024-03-01T00:00:00.000Z';

export function makeGeneration(id: string, changes: Partial<ShotGeneration> = {}): ShotGeneration {
  return {
    id,
    shotId: 'sh1',
    scenarioId: 's1',
    kind: 'image',
    status: 'completed',
    isPrimary: false,
    url: `/media/${id}-image-key-00000001.png`,
    thumbUrl: null,
    prompt: null,
    metadata: {},
    scene: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...changes,
  };
}

export function makeAsset(id: string, changes: Partial<Asset> = {}): Asset {
  return {
    id,
    name: id,
    description: null,
    type: 'character',
    projectId: 'p1',
    userId: 'u1',
    status: 'active',
    imageUrl: null,
    referenceImages: [],
    tags: [],
    metadata: {},
    folder: null,
    attachedStyleModules: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...changes,
  };
}

/** A small fake server holding the episode's shots: updates, creates and deletes change what it answers. */
export interface ScenarioServerState {
  shots: Shot[];
  /** While true, every shot request fails as a dropped connection does. */
  isOffline: boolean;
}

export function fakeScenarioServer(
  initial: Shot[],
  routes: ApiRoutes | ((state: ScenarioServerState) => ApiRoutes) = {},
) {
  const state: ScenarioServerState = { shots: initial.map((shot) => ({ ...shot })), isOffline: false };
  const shotRoutes: ApiRoutes = {};
  const network = (reply: () => ApiReply) => () => {
    // A rejected fetch is what the browser does without a connection.
    if (state.isOffline) throw new TypeError('Failed to fetch');
    return reply();
  };
  for (const shot of initial) {
    shotRoutes[`PUT /api/scenarios/s1/shots/${shot.id}`] = (body) =>
      network(() => {
        const index = state.shots.findIndex((item) => item.id === shot.id);
        if (index < 0) return fail(404, 'NOT_FOUND', 'Shot not found');
        state.shots[index] = { ...state.shots[index]!, ...(body as Partial<Shot>) };
        return ok(state.shots[index]);
      })();
    shotRoutes[`PUT /api/scenarios/s1/shots/${shot.id}/assets`] = (body) =>
      network(() => {
        const index = state.shots.findIndex((item) => item.id === shot.id);
        state.shots[index] = { ...state.shots[index]!, assetIds: (body as { assets: string[] }).assets };
        return ok(state.shots[index]);
      })();
  }
  const fetchMock = stubApi(
    creditRoutes(42, {
      // The episode's read carries its shots (the editor takes them from it on opening).
      'GET /api/scenarios/s1': network(() => ok(makeScenario({ shots: state.shots }))),
      'GET /api/scenarios/s1/shots': network(() => ok(state.shots)),
      'GET /api/assets/project/p1': () => ok([]),
      'GET /api/scenarios/s1/shots/sh1/generations': () => ok([]),
      'GET /api/scenarios/s1/shots/sh1/video-generations': () => ok([]),
      ...shotRoutes,
      ...(typeof routes === 'function' ? routes(state) : routes),
    }),
  );
  return { state, fetchMock };
}

export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}));
}

function UndoButton() {
  const history = useEditorHistory();
  return (
    <button type="button" onClick={() => void history.undo()}>
      {history.nextLabel ? `Undo ${history.nextLabel}` : 'Nothing to undo'}
    </button>
  );
}

function RedoButton() {
  const history = useEditorHistory();
  return (
    <button type="button" onClick={() => void history.redo()}>
      {history.nextRedoLabel ? `Redo ${history.nextRedoLabel}` : 'Nothing to redo'}
    </button>
  );
}

/** The panel as the storyboard mounts it: for one shot of the cached shots list, which edits update. */
function Harness({ initialShotId }: { initialShotId: string }) {
  const shots = useScenarioShots('s1');
  const [shotId, setShotId] = useState<string | null>(initialShotId);
  const shot = shots.data?.find((item) => item.id === shotId);
  return (
    <EditorHistoryProvider>
      <UndoButton />
      <RedoButton />
      <ol aria-label="Shots">
        {shots.data?.map((item) => (
          <li key={item.id}>
            <button type="button" onClick={() => setShotId(item.id)}>
              {`Open shot ${item.sequence}: ${item.description}`}
            </button>
          </li>
        ))}
      </ol>
      {shot && (
        <ShotEditorPanel
          projectId="p1"
          scenarioId="s1"
          shot={shot}
          aspectRatio="landscape"
          onClose={() => setShotId(null)}
        />
      )}
    </EditorHistoryProvider>
  );
}

/** Renders the shot editor of `shotId` with the real providers, over HTTP (the socket never connects in tests). */
export async function renderShotEditor(shotId = 'sh1', tier: Tier = 'sym') {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  await i18nReady;
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders tier={tier} queryClient={queryClient}>
      <Harness initialShotId={shotId} />
    </AppProviders>,
  );
  return { ...view, queryClient };
}
