import { ErrorCode, type Shot } from '@sym/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/errors';
import { renderUi } from '../../../../test/renderUi';
import { scenarioEditorKeys } from '../../api/scenarioEditorKeys';
import { makeShot } from '../../components/testData';
import { SaveStatus } from './SaveStatus';
import { ShotEditSaver } from './shotEditSaver';

const MINE = '2026-01-01T10:00:00.000Z';
const THEIRS = '2026-01-01T10:05:00.000Z';
const SAVED = '2026-01-01T10:06:00.000Z';

const versioned = (changes: Partial<Shot>, updatedAt: string) =>
  ({ ...makeShot('sh1', 1, changes), updatedAt }) as Shot;

function conflict(current: Shot) {
  return new ApiError({ code: ErrorCode.CONFLICT, status: 409, message: 'Someone else changed this', current });
}

function Status({ saver }: { saver: ShotEditSaver }) {
  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  return (
    <SaveStatus snapshot={snapshot} onRetry={saver.retry} onKeepMine={saver.keepMine} onTakeTheirs={saver.takeTheirs} />
  );
}

async function setUp() {
  const theirs = versioned({ description: 'Their sunrise' }, THEIRS);
  const update = vi
    .fn<(scenarioId: string, shotId: string, changes: object, expectedUpdatedAt?: string) => Promise<Shot>>()
    .mockRejectedValueOnce(conflict(theirs))
    .mockImplementation(async (_s, _id, changes) => versioned({ ...(changes as Partial<Shot>) }, SAVED));
  const api = { update, setAssets: vi.fn() };
  const queryClient = new QueryClient();
  queryClient.setQueryData(scenarioEditorKeys.shots('s-conflict'), [versioned({ description: 'Sunrise' }, MINE)]);
  const saver = new ShotEditSaver('s-conflict', queryClient, { api });
  await renderUi(<Status saver={saver} />);
  act(() => saver.edit('sh1', { description: 'My sunset' }));
  await act(() => saver.flush());
  const cached = () => queryClient.getQueryData<Shot[]>(scenarioEditorKeys.shots('s-conflict'))![0]!;
  return { saver, update, cached };
}

let saverToDispose: ShotEditSaver | undefined;
afterEach(() => saverToDispose?.dispose());

describe('shot edit conflicts', () => {
  it('sends the version edited, stops on a 409 and shows the conflict; Keep mine sends again over theirs', async () => {
    const { saver, update, cached } = await setUp();
    saverToDispose = saver;
    expect(update).toHaveBeenCalledWith('s-conflict', 'sh1', { description: 'My sunset' }, MINE, {
      description: 'Sunrise',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this shot' });
    expect(dialog).toBeTruthy();
    // Typing on or coming back online never sends over the other version by itself.
    act(() => saver.edit('sh1', { description: 'My sunset, red' }));
    act(() => saver.retry());
    await act(() => saver.flush());
    expect(update).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith('s-conflict', 'sh1', { description: 'My sunset, red' }, THEIRS, {
      description: 'Their sunrise',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cached().description).toBe('My sunset, red');
  });

  it('Take theirs drops the unsaved edit and shows the other version', async () => {
    const { saver, update, cached } = await setUp();
    saverToDispose = saver;
    fireEvent.click(await screen.findByRole('button', { name: 'Take theirs' }));
    expect(cached().description).toBe('Their sunrise');
    expect(saver.hasPending('sh1')).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(update).toHaveBeenCalledTimes(1);
  });
});
