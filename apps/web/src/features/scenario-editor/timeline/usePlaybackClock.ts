import { useCallback, useEffect, useRef, useState } from 'react';

export interface PlaybackClock {
  time: number;
  isPlaying: boolean;
  play: () => void;
  pause: () => void;
  toggle: () => void;
  seek: (time: number) => void;
}

/**
 * The preview's clock: a requestAnimationFrame loop advancing `time` in real time while playing, stopping at
 * `duration`. Playing again from the end starts over.
 */
export function usePlaybackClock(duration: number): PlaybackClock {
  const [time, setTime] = useState(0);
  const [isPlaying, setIsPlaying] = useState(false);
  const timeRef = useRef(0);
  const durationRef = useRef(duration);
  durationRef.current = duration;

  const update = useCallback((next: number) => {
    timeRef.current = next;
    setTime(next);
  }, []);

  useEffect(() => {
    if (!isPlaying) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const next = Math.min(durationRef.current, timeRef.current + (now - last) / 1000);
      last = now;
      update(next);
      if (next >= durationRef.current) {
        setIsPlaying(false);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [isPlaying, update]);

  // A shorter episode (a trimmed shot) never leaves the playhead past its end.
  useEffect(() => {
    if (timeRef.current > duration) update(duration);
  }, [duration, update]);

  const play = useCallback(() => {
    if (durationRef.current <= 0) return;
    if (timeRef.current >= durationRef.current) update(0);
    setIsPlaying(true);
  }, [update]);
  const pause = useCallback(() => setIsPlaying(false), []);
  const toggle = useCallback(() => {
    if (isPlaying) pause();
    else play();
  }, [isPlaying, pause, play]);
  const seek = useCallback((next: number) => update(Math.min(durationRef.current, Math.max(0, next))), [update]);

  return { time, isPlaying, play, pause, toggle, seek };
}
