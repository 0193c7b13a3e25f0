import { scenarioDuration, formatDuration, type Shot } from '@sym/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { creditRoutes } from '../../../test/creditFixtures';
import { ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeScenario, makeShot } from '../../scenario-editor/components/testData';
import { listResult, makeScenarioListItem, makeProject, stubProjectsApi } from '../testing/projectFixtures';

// The project card, the episode list and the timeline show one episode's length the same way: the server sums
// the shots with the timeline model (a shot without a duration lasts 4 s), every screen formats with formatDuration.

vi.mock('wavesurfer.js', () => ({ default: { create: () => ({ on: () => () => {}, destroy: () => {} }) } }));

const shots: Shot[] = [
  makeShot('sh1', 1, { duration: 2.5 }),
  makeShot('sh2', 2, { duration: null }),
  makeShot('sh3', 3, { duration: 62 }),
];
// What the server reports for the project and the episode: the same sum.
const total = scenarioDuration(shots);
const shown = formatDuration(total);

function stubRoutes() {
  return stubProjectsApi(
    creditRoutes(42, {
      'GET /api/projects/with-previews': () =>
        ok(listResult([makeProject('p1', 'Moon Saga', { scenario_count: 1, total_duration: total })])),
      'GET /api/projects/p1': () => ok(makeProject('p1', 'Moon Saga')),
      'GET /api/scenarios/project/p1': () => ok([makeScenarioListItem('s1', 'Pilot', { total_duration: total })]),
      'GET /api/scenarios/s1': () => ok(makeScenario({ shots })),
      'GET /api/scenarios/s1/shots': () => ok(shots),
      'GET /api/scenarios/s1/tracks': () => ok([]),
      'GET /api/scenarios/s1/voice-clips': () => ok([]),
    }),
  );
}

describe('one episode duration everywhere', () => {
  it('shows the timeline’s length on the project card and in the episode list', async () => {
    expect(shown).toBe('1:08.5');
    stubRoutes();

    renderApp('/projects/p1/scenarios/s1?tab=timeline', { isSignedIn: true });
    await screen.findByRole('group', { name: 'Shots' });
    expect(screen.getByRole('status', { name: 'Time' }).textContent).toBe(`0:00.0 / ${shown}`);
    cleanup();

    renderApp('/projects', { isSignedIn: true });
    const card = await screen.findByRole('article', { name: 'Moon Saga' });
    expect(card.textContent).toContain(`Duration ${shown}`);
    cleanup();

    renderApp('/projects/p1/scenarios', { isSignedIn: true });
    const row = (await screen.findByRole('link', { name: 'Pilot' })).closest('li') as HTMLElement;
    expect(within(row).getByText(shown)).toBeTruthy();
  });
});
