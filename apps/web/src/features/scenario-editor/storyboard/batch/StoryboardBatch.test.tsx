import type { Shot, ShotBatchChange } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/fakeApi';
import { makeShot } from '../../components/testData';
import { bodiesOf, openStoryboard, stubStoryboard } from '../storyboardTestServer';

const shots: Shot[] = [
  makeShot('sh1', 1, { description: 'The rocket on the pad at dawn' }),
  makeShot('sh2', 2, { description: 'Ada checks the gauges' }),
  makeShot('sh3', 3, { description: '' }),
];

const card = (n: number) => screen.getByRole('article', { name: `Shot ${n}` });
const batchBar = () => within(screen.getByRole('toolbar', { name: /selected shots/ }));

/** Selects shots 1–3: a click, then Shift+click. */
async function selectAll() {
  fireEvent.click(card(1));
  fireEvent.click(card(3), { shiftKey: true });
  await screen.findByText('3 shots selected');
}

describe('the storyboard selection bar (batch operations)', () => {
  it('shows the cost before generating, and starts one request for the selection', async () => {
    const quote = { kind: 'image', toStart: ['sh2'], inFlight: ['sh1'], skipped: ['sh3'], unitCost: 1, cost: 1 };
    const fetchMock = stubStoryboard(shots, {
      'POST /api/scenarios/s1/shots/batch/quote': () => ok(quote),
      'POST /api/scenarios/s1/shots/batch/generate': () => ok({ jobs: [], stoppedReason: null, skipped: 1 }),
    });
    await openStoryboard('motionmaker');
    await selectAll();
    fireEvent.click(batchBar().getByRole('button', { name: 'New images' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New images for 3 shots' }));
    expect(await dialog.findByText('1 shot gets a new image: 1 credit.')).toBeTruthy();
    expect(dialog.getByText('1 shot is already being made: it keeps that job and costs nothing.')).toBeTruthy();
    expect(dialog.getByText('1 shot has no description yet and is left out.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Start 1 for 1 credit' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/batch/generate')).toEqual([
        { shotIds: ['sh1', 'sh2', 'sh3'], kind: 'image' },
      ]),
    );
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/batch/quote')).toEqual([
      { shotIds: ['sh1', 'sh2', 'sh3'], kind: 'image' },
    ]);
  });

  it('sets a field on every selected shot in one request, and undo sends the change back', async () => {
    const closeUps = shots.map((shot) => ({ ...shot, type: 'close' as const }));
    const change: ShotBatchChange = { shotIds: ['sh1', 'sh2', 'sh3'], shots: closeUps, undo: 'token-1' };
    const fetchMock = stubStoryboard(shots, {
      'POST /api/scenarios/s1/shots/batch/update': () => ok(change),
      'POST /api/scenarios/s1/shots/batch/undo': () => ok({ ...change, shots }),
    });
    await openStoryboard('motionmaker');
    await selectAll();
    fireEvent.click(batchBar().getByRole('button', { name: 'Set fields…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set fields of 3 shots' }));
    // Nothing chosen: said, nothing sent.
    fireEvent.click(dialog.getByRole('button', { name: 'Apply to 3 shots' }));
    expect(await dialog.findByText('Choose at least one field to set')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Shot type'), { target: { value: 'close' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Apply to 3 shots' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/batch/update')).toEqual([
        { shotIds: ['sh1', 'sh2', 'sh3'], set: { type: 'close' } },
      ]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Undo change 3 shots' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/batch/undo')).toEqual([{ undo: 'token-1' }]),
    );
  });

  it('deletes the selection in one request after confirming; undo brings the same shots back', async () => {
    const change: ShotBatchChange = { shotIds: ['sh1', 'sh2'], shots: [{ ...shots[2]!, sequence: 1 }], undo: 'tok' };
    const fetchMock = stubStoryboard(shots, {
      'POST /api/scenarios/s1/shots/batch/delete': () => ok(change),
      'POST /api/scenarios/s1/shots/batch/undo': () => ok({ ...change, shots }),
    });
    await openStoryboard('motionmaker');
    fireEvent.click(card(1));
    fireEvent.click(card(2), { shiftKey: true });
    fireEvent.click(batchBar().getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete shots' }));
    expect(confirm.getByText(/Undo brings them back with their images, videos and takes/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Shot 2' })).toBeNull());
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/batch/delete')).toEqual([{ shotIds: ['sh1', 'sh2'] }]);
    expect(bodiesOf(fetchMock, 'DELETE', '/api/scenarios/s1/shots/sh1')).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo delete 2 shots' }));
    expect(await screen.findByRole('article', { name: 'Shot 3' })).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/batch/undo')).toEqual([{ undo: 'tok' }]);
  });

  it('is the professional edition’s: the base edition shows no selection bar', async () => {
    stubStoryboard(shots);
    await openStoryboard('sym');
    fireEvent.click(card(1));
    fireEvent.click(card(2), { shiftKey: true });
    await screen.findByText('2 selected');
    expect(screen.queryByRole('toolbar', { name: /selected shots/ })).toBeNull();
  });
});
