import { ErrorCode, type Shot } from '@sym/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/errors';
import { renderUi } from '../../../../test/renderUi';
import { scenarioEditorKeys } from '../../api/scenarioEditorKeys';
import { makeShot } from '../../components/testData';
import { SaveStatus } from './SaveStatus';
import { ShotEditSaver } from './shotEditSaver';
import type { ShotChanges } from './saveQueue';

// Field-level conflicts (issue 30, item 11): a shot field is saved with the value it was changed from, and only a
// field changed on both sides asks the user.
const MINE = '2026-01-01T10:00:00.000Z';
const THEIRS = '2026-01-01T10:05:00.000Z';
const SAVED = '2026-01-01T10:06:00.000Z';
const SCENARIO = 's-fields';

const versioned = (changes: Partial<Shot>, updatedAt: string) =>
  ({ ...makeShot('sh1', 1, { duration: 4, ...changes }), updatedAt }) as Shot;

const conflict = (current: Shot, conflictFields: string[]) =>
  new ApiError({
    code: ErrorCode.CONFLICT,
    status: 409,
    message: 'Someone else changed this',
    current,
    conflictFields,
  });

type Update = (
  scenarioId: string,
  shotId: string,
  changes: ShotChanges,
  expectedUpdatedAt?: string,
  base?: ShotChanges,
) => Promise<Shot>;

function Status({ saver }: { saver: ShotEditSaver }) {
  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  return (
    <SaveStatus snapshot={snapshot} onRetry={saver.retry} onKeepMine={saver.keepMine} onTakeTheirs={saver.takeTheirs} />
  );
}

let saverToDispose: ShotEditSaver | undefined;
afterEach(() => saverToDispose?.dispose());

async function setUp(update: ReturnType<typeof vi.fn<Update>>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(scenarioEditorKeys.shots(SCENARIO), [versioned({ description: 'Sunrise' }, MINE)]);
  const saver = new ShotEditSaver(SCENARIO, queryClient, { api: { update, setAssets: vi.fn() } });
  saverToDispose = saver;
  await renderUi(<Status saver={saver} />);
  const cached = () => queryClient.getQueryData<Shot[]>(scenarioEditorKeys.shots(SCENARIO))![0]!;
  return { saver, queryClient, cached };
}

const savedAs = async (_s: string, _id: string, changes: ShotChanges) =>
  versioned({ description: 'Sunrise', ...(changes as Partial<Shot>) }, SAVED);

describe('shot field saves', () => {
  it('sends each changed field with the value it was changed from; typing on keeps that first value', async () => {
    const update = vi.fn<Update>().mockImplementation(savedAs);
    const { saver } = await setUp(update);
    act(() => saver.edit('sh1', { description: 'Sunset' }));
    act(() => saver.edit('sh1', { description: 'Sunset, red', duration: 5 }));
    await act(() => saver.flush());
    expect(update).toHaveBeenCalledWith(SCENARIO, 'sh1', { description: 'Sunset, red', duration: 5 }, MINE, {
      description: 'Sunrise',
      duration: 4,
    });
  });

  it('a conflict on a field the user did not really change goes again over the latest shot without a box', async () => {
    // Someone else set the duration to 6; this user touched it but set it back to 4, and changed the description.
    const theirs = versioned({ description: 'Sunrise', duration: 6 }, THEIRS);
    const update = vi
      .fn<Update>()
      .mockRejectedValueOnce(conflict(theirs, ['duration']))
      .mockImplementation(async (_s, _id, changes) => versioned({ ...theirs, ...(changes as Partial<Shot>) }, SAVED));
    const { saver, cached } = await setUp(update);
    act(() => saver.edit('sh1', { duration: 5 }));
    act(() => saver.edit('sh1', { description: 'Sunset', duration: 4 }));
    await act(() => saver.flush());

    expect(update).toHaveBeenCalledTimes(2);
    expect(update).toHaveBeenLastCalledWith(SCENARIO, 'sh1', { description: 'Sunset' }, THEIRS, {
      description: 'Sunrise',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cached()).toMatchObject({ description: 'Sunset', duration: 6 });
    expect(saver.hasPending('sh1')).toBe(false);
  });

  it('a field changed on both sides shows the box naming it; Take theirs loads the latest saved shots', async () => {
    const theirs = versioned({ description: 'Their dawn' }, THEIRS);
    const update = vi.fn<Update>().mockRejectedValueOnce(conflict(theirs, ['description']));
    const { saver, queryClient, cached } = await setUp(update);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => saver.edit('sh1', { description: 'Sunset' }));
    await act(() => saver.flush());

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this shot' });
    expect(dialog.textContent).toContain('Changed on both sides: Description');
    fireEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(cached().description).toBe('Their dawn');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: scenarioEditorKeys.shots(SCENARIO) });
    expect(saver.hasPending('sh1')).toBe(false);
    expect(update).toHaveBeenCalledTimes(1);
  });
});
