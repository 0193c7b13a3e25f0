import { SERVER_MESSAGES } from '@sym/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { elapse, installFakeClock } from '../../../test/fakeClock';
import { makeShot } from '../components/testData';
import { pendingEditsKey } from './autosave/pendingEditsStore';
import { SAVE_DEBOUNCE_MS } from './autosave/shotEditSaver';
import { fakeScenarioServer, renderShotEditor } from './shotEditorTestHarness';

const SHOT1 = '/api/scenarios/s1/shots/sh1';

describe('shot editor refused for a read-only team role', () => {
  it('shows the server’s reason and keeps what the user typed', async () => {
    installFakeClock();
    const { fetchMock, state } = fakeScenarioServer([makeShot('sh1', 1, { description: 'The rocket on the pad' })]);
    const okHandler = fetchMock.getMockImplementation()!;
    const reason = SERVER_MESSAGES['team.readOnlyRole'].replace('{role}', 'viewer');
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT' && String(input) === SHOT1) {
        const error = {
          code: 'FORBIDDEN',
          message: reason,
          messageCode: 'team.readOnlyRole',
          messageParams: { role: 'viewer' },
        };
        return new Response(JSON.stringify({ success: false, error }), { status: 403 });
      }
      return okHandler(input, init);
    });
    await renderShotEditor();
    const description = await screen.findByLabelText('Description');
    fireEvent.change(description, { target: { value: 'The rocket lifts off' } });
    await elapse(SAVE_DEBOUNCE_MS);

    const saveState = screen.getByRole('status', { name: 'Save state' });
    await waitFor(() => expect(saveState.textContent).toContain(reason));
    expect((description as HTMLTextAreaElement).value).toBe('The rocket lifts off');
    expect(window.localStorage.getItem(pendingEditsKey('s1'))).toContain('The rocket lifts off');
    expect(state.shots[0]!.description).toBe('The rocket on the pad');
  });
});
