import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { elapse, installFakeClock } from '../../../test/fakeClock';
import { makeShot } from '../components/testData';
import { SAVE_DEBOUNCE_MS } from '../shot-editor/autosave/shotEditSaver';
import { callsTo, fakeScenarioServer, renderShotEditor } from '../shot-editor/shotEditorTestHarness';
import { applyShotChange } from './applyShotEvents';

const SHOT1 = '/api/scenarios/s1/shots/sh1';

describe('a live shot update in the open shot editor', () => {
  it('shows the other fields at once and keeps the description the user is typing', async () => {
    installFakeClock();
    const { fetchMock } = fakeScenarioServer([makeShot('sh1', 1, { description: 'The rocket', action: 'Wait' })]);
    const { queryClient } = await renderShotEditor();
    const description = await screen.findByLabelText('Description');
    fireEvent.focus(description);
    fireEvent.change(description, { target: { value: 'The rocket on the pad' } });

    // Another user changed the action (and, before the lock, the description) of the same shot.
    applyShotChange(queryClient, 's1', {
      type: 'shot.updated',
      data: { shot: makeShot('sh1', 1, { description: 'Their rocket', action: 'Lift off' }) },
    });

    await waitFor(() => expect((screen.getByLabelText('Action') as HTMLTextAreaElement).value).toBe('Lift off'));
    expect((description as HTMLTextAreaElement).value).toBe('The rocket on the pad');
    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', SHOT1)).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', SHOT1)[0]).toMatchObject({ description: 'The rocket on the pad' });
  });
});
