import { useCallback, useRef, useState } from 'react';
import { readGuestName, saveGuestName } from '../utils/guestStorage';

/**
 * The guest's display name (kept in this browser for every review link) and the dialog that asks for it: open at
 * once when none is kept, and again when the guest acts without one, the action then going on with the name.
 */
export function useGuestName() {
  const [name, setName] = useState<string | null>(readGuestName);
  const [isAsking, setIsAsking] = useState(name === null);
  const pendingRef = useRef<{ action: (name: string) => void; cancel: () => void } | null>(null);

  const save = useCallback((next: string) => {
    const trimmed = next.trim();
    saveGuestName(trimmed);
    setName(trimmed);
    setIsAsking(false);
    const pending = pendingRef.current;
    pendingRef.current = null;
    pending?.action(trimmed);
  }, []);

  const dismiss = useCallback(() => {
    pendingRef.current?.cancel();
    pendingRef.current = null;
    setIsAsking(false);
  }, []);

  /** Runs `action` with the name, asking for it first when there is none (`cancel` runs if the guest gives none). */
  const withName = useCallback(
    (action: (name: string) => void, cancel: () => void = () => undefined) => {
      if (name) {
        action(name);
        return;
      }
      pendingRef.current?.cancel();
      pendingRef.current = { action, cancel };
      setIsAsking(true);
    },
    [name],
  );

  return { name, isAsking, ask: () => setIsAsking(true), save, dismiss, withName };
}
