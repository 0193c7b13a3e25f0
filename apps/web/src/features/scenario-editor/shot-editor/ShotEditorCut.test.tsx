import type { Shot } from '@sym/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fakeApi';
import { makeShot } from '../components/testData';
import { callsTo, fakeScenarioServer, renderShotEditor, type ScenarioServerState } from './shotEditorTestHarness';

const TEXT = 'The rocket lifts off the crowd cheers';
const CUT = 20; // after "The rocket lifts off"
const shots = () => [
  makeShot('sh1', 1, { description: TEXT, type: 'wide', cameraMotion: 'drone', duration: 5, assetIds: ['a1'] }),
  makeShot('sh2', 2, { description: 'Countdown clock' }),
];

/** Places the caret in the description. */
async function caretAt(position: number) {
  const field = (await screen.findByLabelText('Description')) as HTMLTextAreaElement;
  field.focus();
  field.setSelectionRange(position, position);
  return field;
}

function withCutRoutes(server: ScenarioServerState) {
  return {
    'POST /api/scenarios/s1/repair-split-text': (body: unknown) => {
      const { firstPart, secondPart } = body as { firstPart: string; secondPart: string };
      return ok({ firstPart: `${firstPart.trim()}.`, secondPart: `T${secondPart.trim().slice(1)}.` });
    },
    'POST /api/scenarios/s1/shots': (body: unknown) => {
      const input = body as Partial<Shot> & { sequence: number };
      const created = makeShot('sh-new', input.sequence, input);
      server.shots = [
        ...server.shots.map((shot) =>
          shot.sequence >= input.sequence ? { ...shot, sequence: shot.sequence + 1 } : shot,
        ),
        created,
      ];
      return ok(created);
    },
    'DELETE /api/scenarios/s1/shots/sh-new': () => {
      server.shots = server.shots
        .filter((shot) => shot.id !== 'sh-new')
        .map((shot) => (shot.sequence > 2 ? { ...shot, sequence: shot.sequence - 1 } : shot));
      return ok({ id: 'sh-new' });
    },
  };
}

describe('cut at cursor', () => {
  it('cuts the shot in two with the cleaned parts, the new shot copying type, motion and assets, sharing the duration', async () => {
    const { fetchMock, state } = fakeScenarioServer(shots(), withCutRoutes);
    await renderShotEditor();
    const field = await caretAt(CUT);
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/shots')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/repair-split-text')).toEqual([
      {
        originalText: TEXT,
        cutPosition: CUT,
        firstPart: 'The rocket lifts off',
        secondPart: ' the crowd cheers',
      },
    ]);
    expect(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/shots/sh1')).toEqual([
      // 20 of the 37 characters come before the caret: 2.7 of the 5 seconds, the other 2.3 go to the new shot.
      { description: 'The rocket lifts off.', duration: 2.7 },
    ]);
    expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/shots')).toEqual([
      {
        sequence: 2,
        type: 'wide',
        cameraMotion: 'drone',
        assetIds: ['a1'],
        duration: 2.3,
        description: 'The crowd cheers.',
      },
    ]);
    expect(state.shots.map((shot) => [shot.id, shot.sequence])).toEqual([
      ['sh1', 1],
      ['sh2', 3],
      ['sh-new', 2],
    ]);
    await waitFor(() => expect(field.value).toBe('The rocket lifts off.'));
    expect(await screen.findByRole('button', { name: 'Open shot 2: The crowd cheers.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open shot 3: Countdown clock' })).toBeTruthy();
  });

  it('is undone in one step: the new shot goes and the description comes back', async () => {
    const { fetchMock, state } = fakeScenarioServer(shots(), withCutRoutes);
    await renderShotEditor();
    await caretAt(CUT);
    fireEvent.click(screen.getByRole('button', { name: 'Cut at cursor' }));
    await screen.findByRole('button', { name: 'Undo cut' });

    fireEvent.click(screen.getByRole('button', { name: 'Undo cut' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/scenarios/s1/shots/sh-new')).toHaveLength(1));
    await waitFor(() => expect(state.shots[0]!.description).toBe(TEXT));
    expect(state.shots.map((shot) => shot.id)).toEqual(['sh1', 'sh2']);
    await waitFor(async () =>
      expect(((await screen.findByLabelText('Description')) as HTMLTextAreaElement).value).toBe(TEXT),
    );
    expect(screen.queryByRole('button', { name: /^Open shot 3/ })).toBeNull();
    expect(state.shots[0]!.duration).toBe(5);
  });

  it('is redone after an undo: the same cut is made again', async () => {
    const { fetchMock, state } = fakeScenarioServer(shots(), withCutRoutes);
    await renderShotEditor();
    await caretAt(CUT);
    fireEvent.click(screen.getByRole('button', { name: 'Cut at cursor' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo cut' }));
    await waitFor(() => expect(state.shots.map((shot) => shot.id)).toEqual(['sh1', 'sh2']));

    fireEvent.click(await screen.findByRole('button', { name: 'Redo cut' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/shots')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Open shot 2: The crowd cheers.' })).toBeTruthy();
    expect(state.shots.find((shot) => shot.id === 'sh1')).toMatchObject({
      description: 'The rocket lifts off.',
      duration: 2.7,
    });
    expect(await screen.findByRole('button', { name: 'Undo cut' })).toBeTruthy();
  });

  it('refuses a cut at the start or end of the text on the spot, with the exact text', async () => {
    const { fetchMock } = fakeScenarioServer(shots());
    await renderShotEditor();
    const field = await caretAt(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cut at cursor' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cannot cut at this position - both parts must have content',
    );
    field.setSelectionRange(TEXT.length, TEXT.length);
    fireEvent.keyDown(field, { key: 'Enter', metaKey: true });
    expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/repair-split-text')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/shots')).toHaveLength(0);
  });

  it("shows the server's refusal and 'Failed to cut shot' on other failures, leaving the shot whole", async () => {
    let answer = fail(422, 'VALIDATION_ERROR', 'Cannot cut at this position - both parts must have content', [
      { field: 'cutPosition', message: 'Cannot cut at this position - both parts must have content' },
    ]);
    const { fetchMock, state } = fakeScenarioServer(shots(), {
      'POST /api/scenarios/s1/repair-split-text': () => answer,
    });
    await renderShotEditor();
    await caretAt(CUT);
    fireEvent.click(screen.getByRole('button', { name: 'Cut at cursor' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cannot cut at this position - both parts must have content',
    );

    answer = fail(500, 'SERVER_ERROR', 'Server error');
    fireEvent.click(screen.getByRole('button', { name: 'Cut at cursor' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to cut shot'));
    expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/shots')).toHaveLength(0);
    expect(state.shots[0]!.description).toBe(TEXT);
  });
});
