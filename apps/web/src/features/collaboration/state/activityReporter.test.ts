import { PRESENCE_HEARTBEAT_MS, SOCKET_LIFECYCLE } from '@sym/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityReporter } from './activityReporter';

const P = '11111111-1111-4111-8111-111111111111';

function setUp() {
  const emit = vi.fn(() => true);
  const signals = new Map<string, () => void>();
  let isVisible = true;
  const reporter = new ActivityReporter({
    emit,
    on: (event, handler) => {
      signals.set(event, handler);
      return () => signals.delete(event);
    },
    isVisible: () => isVisible,
  });
  const activities = () =>
    emit.mock.calls.map((call) => (call as unknown[])[1] as { activity: string }).map((p) => p.activity);
  return { reporter, emit, signals, activities, hide: () => (isVisible = false) };
}

afterEach(() => vi.useRealTimers());

describe('ActivityReporter', () => {
  it('reports the newest claim, goes back to the previous one when it ends, and beats while visible', () => {
    vi.useFakeTimers();
    const { reporter, activities, signals, hide } = setUp();
    const endScenario = reporter.claim(P, 'editing_scenario');
    const endShot = reporter.claim(P, 'editing_shot');
    expect(activities()).toEqual(['editing_scenario', 'editing_shot']);
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS);
    expect(activities().at(-1)).toBe('editing_shot');
    endShot();
    expect(activities().at(-1)).toBe('editing_scenario');
    signals.get(SOCKET_LIFECYCLE.ready)!();
    expect(activities()).toHaveLength(5);
    hide();
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS);
    expect(activities()).toHaveLength(5);
    endScenario();
    expect(signals.size).toBe(0);
  });
});
