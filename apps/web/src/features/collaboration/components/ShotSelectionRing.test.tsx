import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { TierProvider } from '../../../app/tier';
import { socketService } from '../../../lib/transport';
import { TEST_USER } from '../../../test/fakeApi';
import { renderUi } from '../../../test/renderUi';
import { personColor } from '../../../ui';
import { useAnnounceShotSelection } from '../hooks/useAnnounceShotSelection';
import { useShotSelections } from '../hooks/useShotSelections';
import { collaborationStore } from '../state/collaborationRuntime';
import { ShotSelectionRing } from './ShotSelectionRing';

vi.mock('../../auth', () => ({ useAuth: () => ({ user: TEST_USER }) }));

const P = '11111111-1111-4111-8111-111111111111';
const SHOT = '44444444-4444-4444-8444-444444444444';
const OTHER_SHOT = '55555555-5555-4555-8555-555555555555';
const BOB = '33333333-3333-4333-8333-333333333333';

function Card({ selectedIds }: { selectedIds: string[] }) {
  const peers = useShotSelections(P);
  useAnnounceShotSelection(P, selectedIds);
  return (
    <div className="relative" data-testid="card">
      <ShotSelectionRing selectors={peers.byShot.get(SHOT)} />
    </div>
  );
}

let emit: MockInstance<(event: string, payload: unknown) => boolean>;
beforeEach(() => {
  emit = vi.spyOn(socketService, 'emit').mockReturnValue(true);
  emit.mockClear();
});
afterEach(() => collaborationStore.reset());

const render = (selectedIds: string[]) => (
  <TierProvider tier="motionmaker">
    <Card selectedIds={selectedIds} />
  </TierProvider>
);

describe('shot selection ring', () => {
  it('rings a shot another user selected, in his colour with his initials, and not for my own selection', async () => {
    await renderUi(render([]));
    act(() => {
      collaborationStore.receive('project:users', {
        projectId: P,
        users: [
          { userId: BOB, username: 'Bob Marley', email: 'bob@example.com', socketId: 's1' },
          { userId: TEST_USER.id, username: TEST_USER.name, email: TEST_USER.email, socketId: 's2' },
        ],
      });
      collaborationStore.receive('shot:selected', { projectId: P, userId: TEST_USER.id, shotId: SHOT });
    });
    expect(screen.queryByTestId('selection-ring')).toBeNull();
    act(() => collaborationStore.receive('shot:selected', { projectId: P, userId: BOB, shotId: SHOT }));
    const ring = screen.getByTestId('selection-ring');
    expect(ring.title).toBe('Selected by Bob Marley');
    expect(ring.textContent).toContain('BM');
    expect(ring.style.boxShadow).toContain(personColor(BOB));
    act(() => collaborationStore.receive('shot:deselected', { projectId: P, userId: BOB, shotId: SHOT }));
    expect(screen.queryByTestId('selection-ring')).toBeNull();
  });

  it('announces my selected shots as they change, and drops them when leaving', async () => {
    const view = await renderUi(render([SHOT]));
    view.rerender(render([OTHER_SHOT]));
    view.unmount();
    expect(emit.mock.calls).toEqual([
      ['shot:select', { projectId: P, shotId: SHOT }],
      ['shot:deselect', { projectId: P, shotId: SHOT }],
      ['shot:select', { projectId: P, shotId: OTHER_SHOT }],
      ['shot:deselect', { projectId: P, shotId: OTHER_SHOT }],
    ]);
  });
});
