import type { Scenario } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { elapse, installFakeClock } from '../../../test/fakeClock';
import { renderApp } from '../../../test/renderApp';
import { makeScenario } from '../components/testData';
import { SCRIPT_AUTOSAVE_MS } from './useScriptDraft';

const SCRIPT = ['SHOT 1 — WIDE — 4s', 'Description: The rocket on the pad', '', 'SHOT 2 — CLOSE — 2s'].join('\n');
const LATER = '2030-01-01T00:00:00.000Z';
const LATEST = '2030-01-02T00:00:00.000Z';

/** The server as the other user left it: its stored episode, read by GET and answered by a conflicting save. */
function serverWith(stored: { current: Partial<Scenario> }, routes: ApiRoutes) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
      'GET /api/scenarios/s1': () => ok(makeScenario({ script: SCRIPT, shots: [], ...stored.current })),
      'GET /api/scenarios/s1/shots': () => ok([]),
      ...routes,
    }),
  );
}

const conflictWith = (scenario: Partial<Scenario>) => ({
  status: 409,
  body: { success: false, error: { code: 'CONFLICT', message: 'Changed', current: makeScenario(scenario) } },
});

function patchBodies(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'PATCH' && String(input).split('?')[0] === '/api/scenarios/s1')
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
}

async function openScript() {
  renderApp('/projects/p1/scenarios/s1?tab=script', { isSignedIn: true, tier: 'sym' });
  return (await screen.findByRole('textbox', { name: 'Script' })) as HTMLTextAreaElement;
}

describe('script conflicts', () => {
  it("merges someone else's change to other lines without a conflict box", async () => {
    installFakeClock();
    const theirs = SCRIPT.replace('CLOSE — 2s', 'CLOSE — 3s');
    const stored = { current: {} as Partial<Scenario> };
    const fetchMock = serverWith(stored, {
      'PATCH /api/scenarios/s1': (body) => {
        const { script, baseScript } = body as { script: string; baseScript: string };
        if (baseScript !== theirs) return conflictWith({ script: theirs, updatedAt: LATER });
        stored.current = { script, updatedAt: LATEST };
        return ok(makeScenario(stored.current));
      },
    });
    const editor = await openScript();
    const mine = SCRIPT.replace('on the pad', 'on the pad at dawn');
    fireEvent.change(editor, { target: { value: mine } });
    await elapse(SCRIPT_AUTOSAVE_MS);

    expect(await screen.findByText('All changes saved')).toBeTruthy();
    const merged = SCRIPT.replace('on the pad', 'on the pad at dawn').replace('CLOSE — 2s', 'CLOSE — 3s');
    expect(editor.value).toBe(merged);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(patchBodies(fetchMock).at(-1)).toEqual({ script: merged, baseScript: theirs, expectedUpdatedAt: LATER });
  });

  it('Take theirs loads the latest saved script, not the one the conflict answered', async () => {
    installFakeClock();
    const theirs = SCRIPT.replace('WIDE — 4s', 'WIDE — 6s');
    const stored = { current: {} as Partial<Scenario> };
    serverWith(stored, {
      'PATCH /api/scenarios/s1': () => {
        // B's side: saved over the line this user changes, then kept theirs with a note added.
        stored.current = { script: `${theirs}\nNote: B's note`, updatedAt: LATEST };
        return conflictWith({ script: theirs, updatedAt: LATER });
      },
    });
    const editor = await openScript();
    fireEvent.change(editor, { target: { value: SCRIPT.replace('WIDE — 4s', 'WIDE — 5s') } });
    await elapse(SCRIPT_AUTOSAVE_MS);
    const notice = await screen.findByRole('alertdialog', { name: 'Someone else saved changes here' });

    fireEvent.click(within(notice).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(editor.value).toBe(`${theirs}\nNote: B's note`));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });
});
