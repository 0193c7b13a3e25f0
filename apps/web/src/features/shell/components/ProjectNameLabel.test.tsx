import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

function open(path: string, routes: ApiRoutes) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  const fetchMock = stubApi({
    'POST /api/auth/refresh': () => ok({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
    ...routes,
  });
  renderApp(path, { isSignedIn: true });
  return fetchMock;
}

const projectRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([input]) => String(input).startsWith('/api/projects/p1?') || String(input) === '/api/projects/p1',
  );

afterEach(() => vi.restoreAllMocks());

describe('project name in the header', () => {
  it('shows the name of the project beside the tabs on project routes', async () => {
    open('/projects/p1/assets', { 'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga' }) });
    const name = await screen.findByTestId('header-project-name');
    expect(name.textContent).toBe('Moon Saga');
    const row = name.parentElement as HTMLElement;
    expect(within(row).getByRole('navigation', { name: 'Project sections' })).toBeTruthy();
  });

  it('clears the name silently on 401', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = open('/projects/p1/assets', {
      'GET /api/projects/p1': () => fail(401, 'UNAUTHORIZED', 'Unauthorized'),
    });
    await waitFor(() => expect(projectRequests(fetchMock).length).toBeGreaterThanOrEqual(2));
    await screen.findByRole('navigation', { name: 'Project sections' });
    expect(screen.queryByTestId('header-project-name')).toBeNull();
    expect(consoleError).not.toHaveBeenCalledWith('Failed to load the project for the header', expect.anything());
  });

  it('logs other failures and shows no name', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open('/projects/p1/assets', { 'GET /api/projects/p1': () => fail(404, 'NOT_FOUND', 'Project not found') });
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Failed to load the project for the header', expect.anything()),
    );
    expect(screen.queryByTestId('header-project-name')).toBeNull();
  });
});
