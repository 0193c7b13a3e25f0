import type { StyleModuleView } from '@sym/contracts';
import { vi } from 'vitest';
import type { stubApi } from './fakeApi';

export function makeStyleModule(id: string, name: string, changes: Partial<StyleModuleView> = {}): StyleModuleView {
  return {
    id,
    name,
    description: null,
    preset: null,
    referenceImageUrl: null,
    projectId: null,
    userId: 'u1',
    settings: {},
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...changes,
  };
}

/**
 * Answers GET /api/style-modules by its query (the shared fake ignores queries): the project's own modules
 * with ?projectId=, the user's library without; everything else goes to `fetchMock`.
 */
export function serveStyleModules(
  fetchMock: ReturnType<typeof stubApi>,
  modules: { project: StyleModuleView[]; library: StyleModuleView[] },
) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if ((init?.method ?? 'GET') === 'GET' && url.pathname === '/api/style-modules') {
      const data = url.searchParams.get('projectId') ? modules.project : modules.library;
      return Response.json({ success: true, data });
    }
    return fetchMock(input, init);
  });
}
