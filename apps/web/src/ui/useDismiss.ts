import { useEffect, type RefObject } from 'react';

/**
 * Closes a popover-like element on Escape and on a pointer press outside `containerRef`
 * (the trigger should sit inside the container so its own click toggles normally).
 */
export function useDismiss(isOpen: boolean, containerRef: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  useEffect(() => {
    if (!isOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onDismiss();
      }
    };
    const handlePointerDown = (event: PointerEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) onDismiss();
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [isOpen, containerRef, onDismiss]);
}
