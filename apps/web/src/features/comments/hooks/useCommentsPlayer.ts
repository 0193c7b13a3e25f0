import { useEffect, useRef } from 'react';
import { useCommentsContext } from '../state/CommentsContext';

/**
 * Puts a player in reach of the episode's comments while the calling component is mounted: a member's new comment
 * "at a time" takes its time, and opening a thread made at a time moves it there. Outside the episode editor it
 * does nothing.
 */
export function useCommentsPlayer(time: number, seek: (time: number) => void): void {
  const setPlayer = useCommentsContext()?.setPlayer;
  // The clock moves every frame: the comments read it when they need it rather than re-render with it.
  const timeRef = useRef(time);
  const seekRef = useRef(seek);
  timeRef.current = time;
  seekRef.current = seek;
  useEffect(() => {
    if (!setPlayer) return;
    setPlayer({ getTime: () => timeRef.current, seek: (next) => seekRef.current(next) });
    return () => setPlayer(null);
  }, [setPlayer]);
}
