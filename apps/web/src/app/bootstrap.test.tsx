import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../test/fakeApi';
import { startApp } from './bootstrap';

/** The meta tags the server puts into index.html (apps/server/src/http/site-page.ts). */
function announceSite(tier: string) {
  for (const name of ['sym-site-tier', 'sym-edition']) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = tier;
    document.head.append(meta);
  }
}

/** Elements showing exactly this brand title (BrandTitle splits it: "Motion Maker " + accent "Studio"). */
function brandTitles(title: string) {
  return screen.queryAllByText((_, element) => element?.textContent === title);
}

let mounted: { root: Root; container: HTMLElement } | undefined;

function start(path: string) {
  window.history.pushState({}, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = startApp(container);
  });
  mounted = { root: root!, container };
}

afterEach(() => {
  if (mounted) {
    const { root, container } = mounted;
    act(() => root.unmount());
    container.remove();
    mounted = undefined;
  }
  document.head.querySelectorAll('meta[name^="sym-"]').forEach((meta) => meta.remove());
  window.history.pushState({}, '', '/');
});

describe('startApp', () => {
  it('throws when the root element is missing', () => {
    expect(() => startApp(null)).toThrow('Root element #root not found');
  });

  it('shows the Motion Maker Studio brand when the server announces a motionmaker site', async () => {
    stubApi({});
    announceSite('motionmaker');
    start('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(brandTitles('Motion Maker Studio').length).toBeGreaterThan(0);
    expect(brandTitles('Sym Studio')).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Sign in · Motion Maker Studio'));
    // The professional edition keeps the dark theme: no theme toggle (spec §2).
    expect(screen.queryByRole('button', { name: 'Toggle theme' })).toBeNull();
  });

  it('shows Sym Studio when the server announces a base site', async () => {
    stubApi({});
    announceSite('sym');
    start('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(brandTitles('Sym Studio').length).toBeGreaterThan(0);
    expect(brandTitles('Motion Maker Studio')).toEqual([]);
  });
});
