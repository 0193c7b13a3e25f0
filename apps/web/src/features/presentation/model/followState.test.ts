import type { PresentationState } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import {
  NOT_FOLLOWING,
  PRESENTATION_STALE_MS,
  followReducer,
  followTarget,
  type FollowEvent,
  type FollowState,
} from './followState';

const state = (fields: Partial<PresentationState> = {}): PresentationState => ({
  scenarioId: 's1',
  presenterId: 'u-ben',
  presenterName: 'Ben',
  mode: 'shots',
  shotIndex: 2,
  timeSeconds: 8,
  isPlaying: false,
  ...fields,
});

const run = (events: FollowEvent[], from: FollowState = NOT_FOLLOWING) => events.reduce(followReducer, from);

describe('follow mode', () => {
  it('follows a presentation once asked, and only while there is one', () => {
    expect(run([{ type: 'follow' }])).toEqual(NOT_FOLLOWING);
    const heard = run([{ type: 'heard', state: state(), at: 1_000 }]);
    expect(heard).toEqual({ heard: { state: state(), at: 1_000 }, isFollowing: false });
    expect(run([{ type: 'follow' }], heard).isFollowing).toBe(true);
  });

  it("keeps following the presenter's moves, and leaves on the viewer's own navigation", () => {
    const following = run([{ type: 'heard', state: state(), at: 1_000 }, { type: 'follow' }]);
    const moved = run([{ type: 'heard', state: state({ shotIndex: 3 }), at: 2_000 }], following);
    expect(moved).toEqual({ heard: { state: state({ shotIndex: 3 }), at: 2_000 }, isFollowing: true });

    const left = run([{ type: 'navigate' }], moved);
    expect(left.isFollowing).toBe(false);
    // Later moves are still heard (the banner offers to follow again) but no longer followed.
    const later = run([{ type: 'heard', state: state({ shotIndex: 4 }), at: 3_000 }], left);
    expect(later).toEqual({ heard: { state: state({ shotIndex: 4 }), at: 3_000 }, isFollowing: false });
  });

  it('follows again after leaving, at the position heard last', () => {
    const left = run([
      { type: 'heard', state: state(), at: 1_000 },
      { type: 'follow' },
      { type: 'navigate' },
      { type: 'heard', state: state({ shotIndex: 5 }), at: 4_000 },
    ]);
    const again = run([{ type: 'follow' }], left);
    expect(again.isFollowing).toBe(true);
    expect(followTarget(again.heard!, 9_000)).toEqual({
      scenarioId: 's1',
      mode: 'shots',
      shotIndex: 5,
      timeSeconds: 8,
      isPlaying: false,
    });
  });

  it("follows whoever took over, and stops when the presenter's presentation ends", () => {
    const following = run([{ type: 'heard', state: state(), at: 1_000 }, { type: 'follow' }]);
    const takenOver = run(
      [{ type: 'heard', state: state({ presenterId: 'u-ada', presenterName: 'Ada' }), at: 2_000 }],
      following,
    );
    expect(takenOver.isFollowing).toBe(true);
    // The previous presenter's end says nothing about the one presenting now.
    expect(run([{ type: 'ended', presenterId: 'u-ben' }], takenOver)).toBe(takenOver);
    expect(run([{ type: 'ended', presenterId: 'u-ada' }], takenOver)).toEqual(NOT_FOLLOWING);
  });

  it('drops a presenter that went silent', () => {
    const following = run([{ type: 'heard', state: state(), at: 1_000 }, { type: 'follow' }]);
    expect(run([{ type: 'expire', now: 1_000 + PRESENTATION_STALE_MS }], following)).toBe(following);
    expect(run([{ type: 'expire', now: 1_001 + PRESENTATION_STALE_MS }], following)).toEqual(NOT_FOLLOWING);
  });

  it("puts a playing presenter's playhead where it is by now", () => {
    const heard = { state: state({ mode: 'animatic', timeSeconds: 8, isPlaying: true }), at: 1_000 };
    expect(followTarget(heard, 3_500)).toMatchObject({ mode: 'animatic', timeSeconds: 10.5, isPlaying: true });
    expect(followTarget({ ...heard, state: { ...heard.state, isPlaying: false } }, 3_500).timeSeconds).toBe(8);
  });
});
