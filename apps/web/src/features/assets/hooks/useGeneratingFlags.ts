import { IMAGE_GENERATING_FLAG_MS } from '@sym/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec §4: a variant is marked generating when its image generation starts; the mark is cleared when the
 * job ends, or IMAGE_GENERATING_FLAG_MS (30 s) later even if no answer came.
 */
export function useGeneratingFlags() {
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(() => new Set());
  const timersRef = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const clear = useCallback((id: string) => {
    clearTimeout(timersRef.current.get(id));
    timersRef.current.delete(id);
    setFlagged((current) => {
      if (!current.has(id)) return current;
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const flag = useCallback(
    (id: string) => {
      clearTimeout(timersRef.current.get(id));
      timersRef.current.set(
        id,
        setTimeout(() => clear(id), IMAGE_GENERATING_FLAG_MS),
      );
      setFlagged((current) => (current.has(id) ? current : new Set(current).add(id)));
    },
    [clear],
  );

  useEffect(() => {
    const timers = timersRef.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  return { isFlagged: (id: string) => flagged.has(id), flag, clear };
}
