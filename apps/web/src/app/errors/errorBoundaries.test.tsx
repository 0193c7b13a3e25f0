import { BOUNDARY_TEXT } from '@sym/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeatureErrorBoundary, LoadingError } from '../../ui';
import '../i18n/i18n';
import { AppErrorBoundary } from './AppErrorBoundary';
import { RouteErrorFallback } from './RouteErrorFallback';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

describe('error boundaries', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React and the reporter log caught errors; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('app boundary shows the spec texts, an error id, Try Again and Reload Page', () => {
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: BOUNDARY_TEXT.app.title })).toBeTruthy();
    expect(screen.getByText(BOUNDARY_TEXT.app.message)).toBeTruthy();
    expect(screen.getByText(/^Error ID: err-/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('recovered')).toBeTruthy();
  });

  function renderBrokenRoute() {
    const router = createMemoryRouter(
      [
        { path: '/projects', element: <p>home</p> },
        { path: '/elsewhere', element: <p>previous page</p> },
        { path: '/broken', element: <Fragile />, errorElement: <RouteErrorFallback /> },
      ],
      { initialEntries: ['/elsewhere', '/broken'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('route fallback shows the spec texts and Try Again renders the route again', async () => {
    renderBrokenRoute();
    expect(await screen.findByRole('heading', { name: BOUNDARY_TEXT.route.title })).toBeTruthy();
    expect(screen.getByText(BOUNDARY_TEXT.route.message)).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('recovered')).toBeTruthy();
  });

  it('route fallback goes back or home', async () => {
    const router = renderBrokenRoute();
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('previous page')).toBeTruthy();
    await router.navigate('/broken');
    fireEvent.click(await screen.findByRole('button', { name: 'Go Home' }));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('feature boundary contains the failure and retries', () => {
    function Page() {
      const [resets, setResets] = useState(0);
      return (
        <div>
          <p>page still here {resets}</p>
          <FeatureErrorBoundary feature="storyboard" onReset={() => setResets((n) => n + 1)}>
            <Fragile />
          </FeatureErrorBoundary>
          <FeatureErrorBoundary feature="presence" isMinimal>
            <Fragile />
          </FeatureErrorBoundary>
        </div>
      );
    }
    render(<Page />);
    expect(screen.getByText('page still here 0')).toBeTruthy();
    expect(screen.getByRole('heading', { name: BOUNDARY_TEXT.feature.title })).toBeTruthy();
    expect(screen.getByText(BOUNDARY_TEXT.feature.message)).toBeTruthy();
    expect(screen.getByText(BOUNDARY_TEXT.featureMinimal.message)).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('page still here 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getAllByText('recovered')).toHaveLength(2);
  });

  it('loading error names the operation and reloads', () => {
    const onReload = vi.fn();
    render(<LoadingError operation="projects" onReload={onReload} />);
    expect(screen.getByRole('heading', { name: BOUNDARY_TEXT.loading.title })).toBeTruthy();
    expect(screen.getByText(BOUNDARY_TEXT.loading.message('projects'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
