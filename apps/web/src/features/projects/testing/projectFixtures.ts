import type { ProjectDetails, ProjectListItem, ScenarioListItem, SeriesView } from '@sym/contracts';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { TEST_USER, stubApi, type ApiRoutes } from '../../../test/fakeApi';

export const OWNER_ID = TEST_USER.id;

/** A project list row as GET /api/projects?includePreviews=true answers it. */
export function makeProject(id: string, name: string, overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  const createdAt = overrides.createdAt ?? '2024-01-01T00:00:00.000Z';
  const updatedAt = overrides.updatedAt ?? createdAt;
  return {
    id,
    name,
    description: null,
    userId: OWNER_ID,
    seriesId: null,
    visibility: 'private',
    status: 'active',
    tags: [],
    metadata: {},
    supportedLanguages: ['en'],
    style: { moduleId: null, preset: null, reference_image_url: null, custom_description: null },
    teamId: null,
    deletedAt: null,
    role: 'owner',
    teamRole: null,
    created_at: createdAt,
    updated_at: updatedAt,
    scenario_count: 0,
    asset_count: 0,
    total_duration: 0,
    previewImage: null,
    ...overrides,
    createdAt,
    updatedAt,
  };
}

export function listResult(items: ProjectListItem[]) {
  return { items, total: items.length, limit: 100, offset: 0 };
}

export function makeSeries(id: string, name: string): SeriesView {
  return {
    id,
    name,
    description: null,
    userId: OWNER_ID,
    projectCount: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

export function makeScenarioListItem(
  id: string,
  name: string,
  overrides: Partial<ScenarioListItem> = {},
): ScenarioListItem {
  return {
    id,
    name,
    description: null,
    projectId: 'p1',
    userId: OWNER_ID,
    status: 'draft',
    script: null,
    settings: {},
    metadata: {},
    supportedLanguages: ['en'],
    aspectRatio: 'landscape',
    contentLanguage: 'en',
    originalPrompt: null,
    createdAt: '2024-03-01T00:00:00.000Z',
    updatedAt: '2024-03-01T00:00:00.000Z',
    shot_count: 0,
    total_duration: 0,
    ...overrides,
  };
}

export function makeDetails(overrides: Partial<ProjectDetails> = {}): ProjectDetails {
  const { role: _role, created_at: _c, updated_at: _u, ...base } = makeProject('p1', 'Moon Saga');
  return {
    ...base,
    description: 'A trip to the moon',
    role: 'owner',
    owner: { id: OWNER_ID, name: TEST_USER.name, email: TEST_USER.email },
    collaborators: [],
    scenario_count: 0,
    asset_count: 0,
    ...overrides,
  };
}

/** Stubs the API for a signed-in user, on HTTP only (the test socket never connects). */
export function stubProjectsApi(routes: ApiRoutes) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi({ 'GET /api/series': () => ({ status: 200, body: { success: true, data: [] } }), ...routes });
}

type FetchMock = ReturnType<typeof stubApi>;

/** Calls of one method and path (query string ignored), with their parsed JSON bodies. */
export function callsTo(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([input, init]) => ({
      url: String(input),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    }));
}
