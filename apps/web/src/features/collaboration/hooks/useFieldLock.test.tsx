import { FIELD_LOCK_RENEW_MS } from '@sym/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { socketService } from '../../../lib/transport';
import { TEST_USER } from '../../../test/fakeApi';
import { elapse, installFakeClock } from '../../../test/fakeClock';
import { renderUi } from '../../../test/renderUi';
import { FieldLockNote } from '../components/FieldLockNote';
import { collaborationStore } from '../state/collaborationRuntime';
import { useFieldLock } from './useFieldLock';

vi.mock('../../auth', () => ({ useAuth: () => ({ user: TEST_USER }) }));

const P = '11111111-1111-4111-8111-111111111111';
const SHOT = '44444444-4444-4444-8444-444444444444';
const BOB = '33333333-3333-4333-8333-333333333333';
const REF = { projectId: P, fieldType: 'shot.description', fieldId: SHOT };

function LockedField() {
  const lock = useFieldLock(REF);
  return (
    <div>
      <label>
        Description
        <textarea readOnly={lock.isReadOnly} onFocus={lock.onFocus} onBlur={lock.onBlur} defaultValue="text" />
      </label>
      <FieldLockNote lock={lock} />
    </div>
  );
}

const heldBy = (userId: string, username: string) => ({ ...REF, userId, username, timestamp: 1, expiresAt: 2 });

let emit: MockInstance<(event: string, payload: unknown) => boolean>;
beforeEach(() => {
  emit = vi.spyOn(socketService, 'emit').mockReturnValue(true);
  emit.mockClear();
});
afterEach(() => collaborationStore.reset());

const sent = (event: string) =>
  emit.mock.calls.filter(([name]) => name === event).map(([, payload]) => payload as unknown);

describe('useFieldLock', () => {
  it('takes the lock on focus, renews it every FIELD_LOCK_RENEW_MS while focused and releases it on blur', async () => {
    installFakeClock();
    await renderUi(<LockedField />);
    const field = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.focus(field);
    expect(sent('field:lock')).toEqual([REF]);
    await elapse(FIELD_LOCK_RENEW_MS * 2);
    expect(sent('field:lock')).toHaveLength(3);
    fireEvent.blur(field);
    expect(sent('field:unlock')).toEqual([REF]);
    await elapse(FIELD_LOCK_RENEW_MS * 2);
    expect(sent('field:lock')).toHaveLength(3);
  });

  it('releases the lock when the field goes away while focused', async () => {
    const view = await renderUi(<LockedField />);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Description' }));
    view.unmount();
    expect(sent('field:unlock')).toEqual([REF]);
  });

  it('is read-only with the holder’s name while someone else holds it, and Take over forces the lock', async () => {
    await renderUi(<LockedField />);
    act(() => collaborationStore.receive('field:locked', heldBy(BOB, 'Bob')));
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field.hasAttribute('readonly')).toBe(true);
    expect(field.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('Bob is editing')).toBeTruthy();
    fireEvent.focus(field);
    expect(sent('field:lock')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
    expect(sent('field:lock')).toEqual([{ ...REF, force: true }]);
    act(() => collaborationStore.receive('field:locked', heldBy(TEST_USER.id, TEST_USER.name)));
    expect(field.hasAttribute('readonly')).toBe(false);
    expect(screen.queryByText('Bob is editing')).toBeNull();
  });

  it('turns read-only with a note when someone takes the field over, and has nothing to release then', async () => {
    installFakeClock();
    const view = await renderUi(<LockedField />);
    const field = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.focus(field);
    act(() => collaborationStore.receive('field:locked', heldBy(TEST_USER.id, TEST_USER.name)));
    act(() => collaborationStore.receive('field:locked', heldBy(BOB, 'Bob')));
    expect(field.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('Bob took over this field')).toBeTruthy();
    await elapse(FIELD_LOCK_RENEW_MS);
    expect(sent('field:lock')).toEqual([REF]);
    view.unmount();
    expect(sent('field:unlock')).toEqual([]);
  });
});
