import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

/** Every screen of spec §2 behind sign-in: its heading and the header are there. */
const FEATURE_SCREENS: [path: string, heading: string][] = [
  ['/', 'Projects'],
  ['/projects', 'Projects'],
  // An unknown project: the screen keeps its heading and says 'Project not found'.
  ['/projects/p1/scenarios', 'Scenarios'],
  ['/projects/p1/settings', 'Project settings'],
  ['/recycling', 'Recycle Bin'],
  ['/projects/p1/styles', 'Project styles'],
  ['/projects/p1/assets', 'Assets'],
  ['/styles', 'Styles library'],
  // An unknown episode keeps the editor's heading and says 'Episode not found'.
  ['/projects/p1/scenarios/s1', 'Episode editor'],
  ['/credits', 'Credits'],
  ['/tools/lipsync', 'Lip Sync'],
  ['/api-keys', 'API keys'],
  ['/settings', 'Account settings'],
  ['/admin', 'Administration'],
];

describe('route table', () => {
  it.each(FEATURE_SCREENS)('%s shows "%s"', async (path, heading) => {
    stubApi({});
    renderApp(path, { isSignedIn: true });
    // A project screen shows its heading once the project is answered (here 404, after the socket wait).
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeTruthy();
  });

  it('redirects /projects/{id} to its scenarios', async () => {
    stubApi({});
    const { router } = renderApp('/projects/p1', { isSignedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Scenarios' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects/p1/scenarios');
  });

  it('sends a signed-out visitor of a protected route to /login', async () => {
    stubApi({});
    const { router } = renderApp('/projects/p1/assets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user away from /login and /register', async () => {
    stubApi({});
    const { router } = renderApp('/register', { isSignedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('shows the shared video page without signing in (an unknown link says not found)', async () => {
    stubApi({});
    renderApp('/v/0b7d1c1e-1111-4222-8333-444455556666');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
  });

  it('shows the 404 page with a link home for unknown paths', async () => {
    stubApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to projects' }).getAttribute('href')).toBe('/projects');
  });

  it('drops stored tokens the server no longer accepts', async () => {
    stubApi({
      'GET /api/users/profile': () => ({
        status: 401,
        body: { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } },
      }),
      'POST /api/auth/refresh': () => ({
        status: 401,
        body: { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } },
      }),
    });
    const { router } = renderApp('/projects', { isSignedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('sym.accessToken')).toBeNull();
  });
});
