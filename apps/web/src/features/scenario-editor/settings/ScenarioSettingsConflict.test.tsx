import type { Scenario } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeScenario } from '../components/testData';

// Field-level conflicts in the episode settings (issue 30, item 11): a save names only the fields changed, each
// with its base value; a conflict on a field the user did not change is resolved silently, one on a field changed
// on both sides asks, naming it, and Take theirs loads the episode as saved now.
const LATER = '2024-03-02T00:00:00.000Z';

const conflictWith = (current: Scenario, conflictFields: string[]) => ({
  status: 409,
  body: { success: false, error: { code: 'CONFLICT', message: 'Changed', current, conflictFields } },
});

function setup(answer: (body: Record<string, unknown>, calls: number) => unknown) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  const scenario = makeScenario({ supportedLanguages: ['en', 'de'], contentLanguage: 'en' });
  const saved = { current: scenario };
  let calls = 0;
  const fetchMock = stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
      'GET /api/scenarios/s1': () => ok(saved.current),
      'GET /api/scenarios/s1/shots': () => ok([]),
      'GET /api/scenarios/project/p1': () => ok([]),
      'PATCH /api/scenarios/s1': (body) => {
        calls += 1;
        const reply = answer(body as Record<string, unknown>, calls) as ReturnType<typeof ok>;
        if (reply.status === 200) saved.current = (reply.body as { data: Scenario }).data;
        return reply;
      },
    }),
  );
  const patches = () =>
    fetchMock.mock.calls
      .filter(([input, init]) => init?.method === 'PATCH' && String(input).split('?')[0] === '/api/scenarios/s1')
      .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
  return { scenario, saved, patches };
}

async function rename(to: string) {
  renderApp('/projects/p1/scenarios/s1?tab=settings', { isSignedIn: true });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: to } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('episode settings conflicts', () => {
  it('sends only the changed field with its base value; a conflict on a field not really changed goes again', async () => {
    const theirs = makeScenario({ name: 'Pilot', description: 'Their words', updatedAt: LATER });
    // A server naming a field this form did not send: the other person's value stands, the rename goes again.
    const { patches } = setup((body, calls) =>
      calls === 1 ? conflictWith(theirs, ['description']) : ok({ ...theirs, name: body.name as string }),
    );
    await rename('Finale');
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(patches()).toEqual([
      { name: 'Finale', base: { name: 'Pilot' }, expectedUpdatedAt: '2024-03-01T00:00:00.000Z' },
      { name: 'Finale', base: { name: 'Pilot' }, expectedUpdatedAt: LATER },
    ]);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('value', 'Their words');
  });

  it('a field changed on both sides asks, naming it; Take theirs loads the episode as saved now', async () => {
    const theirs = makeScenario({ name: 'Their name', updatedAt: LATER });
    const { saved } = setup(() => conflictWith(theirs, ['name']));
    await rename('Finale');
    const notice = await screen.findByRole('alertdialog', { name: 'Someone else saved changes here' });
    expect(notice.textContent).toContain('Changed on both sides: Name');
    saved.current = makeScenario({ name: 'Their newest name', updatedAt: '2024-03-03T00:00:00.000Z' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Their newest name'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
