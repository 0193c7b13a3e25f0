import { TIER_CONFIGS } from '@sym/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

/** The routes of professional features (spec §6 exclusions and the lip sync tool), with their page and prompt. */
const GATED: [path: string, heading: string, prompt: string][] = [
  ['/analytics', 'Analytics', 'Analytics is a MotionMaker feature'],
  ['/teams', 'Teams', 'Teams are a MotionMaker feature'],
  ['/api-keys', 'API keys', 'API keys are a MotionMaker feature'],
  ['/white-label', 'White label', 'White label is a MotionMaker feature'],
  ['/tools/lipsync', 'Lip Sync', 'Lip sync is a MotionMaker feature'],
];

describe('routes of professional features', () => {
  it('covers every route the base edition excludes', () => {
    expect(TIER_CONFIGS.sym.routes.excludes.every((route) => GATED.some(([path]) => path === route))).toBe(true);
  });

  it.each(GATED)(
    '%s shows the base edition the upgrade prompt instead of the screen',
    async (path, heading, prompt) => {
      const fetchMock = stubApi({});
      renderApp(path, { isSignedIn: true, tier: 'sym' });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      const notice = screen.getByRole('heading', { level: 2, name: prompt }).closest('section')!;
      const upgrade = within(notice).getByRole('link', { name: 'Upgrade to Motion Maker Pro' });
      expect(upgrade.getAttribute('href')).toBe('/credits');
      // The screen itself never loads: none of its calls are made.
      const screenApi = `/api${path === '/tools/lipsync' ? '/projects' : path}`;
      const calls = fetchMock.mock.calls.map(([input]) => String(input).split('?')[0] ?? '');
      expect(calls.filter((called) => called.startsWith(screenApi))).toEqual([]);
    },
  );

  it('lets the professional edition through to the screen', async () => {
    stubApi({ 'GET /api/api-keys': () => ok([]) });
    renderApp('/api-keys', { isSignedIn: true, tier: 'motionmaker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'API keys are a MotionMaker feature' })).toBeNull();
  });
});
