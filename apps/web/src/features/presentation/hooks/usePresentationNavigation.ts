import { useCallback, useEffect, useRef, useState } from 'react';
import { FOLLOW_SEEK_SECONDS, followTarget, type PresentationPosition } from '../model/followState';
import { clampSlideIndex, slideIndexAt, type PresentationSlide } from '../model/slides';
import type { PresentationFollow } from './usePresentationFollow';

export type PresentationModeKind = PresentationPosition['mode'];

/** The animatic's clock (the timeline preview's usePlaybackClock, or a page's own player). */
export interface PresentationClock {
  time: number;
  isPlaying: boolean;
  play: () => void;
  pause: () => void;
  seek: (time: number) => void;
}

/**
 * Where presentation mode stands (shot by shot, or the animatic at its clock's time) and how it moves: the viewer's
 * own moves leave follow mode; while following, every position heard from the presenter is taken over.
 */
export function usePresentationNavigation(
  slides: readonly PresentationSlide[],
  clock: PresentationClock | null,
  follow: PresentationFollow,
  initialIndex = 0,
) {
  const [mode, setMode] = useState<PresentationModeKind>('shots');
  const [shotIndex, setShotIndex] = useState(initialIndex);
  const isAnimatic = mode === 'animatic' && clock !== null;
  const index = isAnimatic ? slideIndexAt(slides, clock.time) : clampSlideIndex(slides, shotIndex);
  const position = {
    mode: isAnimatic ? ('animatic' as const) : ('shots' as const),
    shotIndex: index,
    timeSeconds: isAnimatic ? clock.time : (slides[index]?.start ?? 0),
    isPlaying: isAnimatic && clock.isPlaying,
  };

  const latest = useRef({ slides, clock, isAnimatic, index });
  latest.current = { slides, clock, isAnimatic, index };

  /** Shows a shot: in the animatic, from its start. */
  const show = useCallback((target: number) => {
    const { slides: list, clock: player, isAnimatic: playing } = latest.current;
    const next = clampSlideIndex(list, target);
    if (playing && player) player.seek(list[next]?.start ?? 0);
    setShotIndex(next);
  }, []);

  /** Takes over a presenter's position, without leaving follow mode. */
  const apply = useCallback((target: Omit<PresentationPosition, 'scenarioId'>) => {
    const { slides: list, clock: player } = latest.current;
    if (target.mode === 'animatic' && player) {
      setMode('animatic');
      if (Math.abs(player.time - target.timeSeconds) > FOLLOW_SEEK_SECONDS) player.seek(target.timeSeconds);
      if (target.isPlaying && !player.isPlaying) player.play();
      if (!target.isPlaying && player.isPlaying) player.pause();
      return;
    }
    // Shot by shot, or the presenter plays an animatic this page cannot: the presenter's shot.
    player?.pause();
    setMode('shots');
    setShotIndex(clampSlideIndex(list, target.shotIndex));
  }, []);

  const { presentation, isFollowing, leave } = follow;
  useEffect(() => {
    if (isFollowing && presentation) apply(followTarget(presentation, Date.now()));
  }, [isFollowing, presentation, apply]);

  const goTo = useCallback(
    (target: number) => {
      leave();
      show(target);
    },
    [leave, show],
  );

  const changeMode = useCallback(
    (next: PresentationModeKind) => {
      leave();
      const { slides: list, clock: player, index: current } = latest.current;
      if (next === 'animatic' && player) player.seek(list[current]?.start ?? 0);
      else player?.pause();
      setShotIndex(current);
      setMode(next);
    },
    [leave],
  );

  const togglePlay = useCallback(() => {
    const { slides: list, clock: player, isAnimatic: playing, index: current } = latest.current;
    if (!player) return;
    leave();
    if (!playing) {
      setMode('animatic');
      player.seek(list[current]?.start ?? 0);
      player.play();
    } else if (player.isPlaying) player.pause();
    else player.play();
  }, [leave]);

  const seek = useCallback(
    (time: number) => {
      leave();
      latest.current.clock?.seek(time);
    },
    [leave],
  );

  return { position, index, goTo, changeMode, togglePlay, seek };
}
