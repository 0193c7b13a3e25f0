import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Attribute of elements the trap should not focus first (a close button in a dialog header). */
export const SKIP_INITIAL_FOCUS = 'data-skip-initial-focus';

/** Keyboard-reachable elements inside `container`, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

/**
 * Keeps keyboard focus inside `containerRef` while `isActive`: on activation it focuses `initialFocusRef`,
 * else the first focusable element (passing over ones marked with SKIP_INITIAL_FOCUS, such as a close
 * button, when there are others), else the container (give it tabIndex={-1}); on deactivation it returns
 * focus to the element that had it before. Attach the returned handler to the container's onKeyDown so
 * Tab and Shift+Tab wrap around.
 */
export function useFocusTrap(
  isActive: boolean,
  containerRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!isActive) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    const items = container ? focusableElements(container) : [];
    const firstContent = items.find((element) => !element.hasAttribute(SKIP_INITIAL_FOCUS)) ?? items[0];
    const target = initialFocusRef?.current ?? firstContent ?? container;
    target?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [isActive, containerRef, initialFocusRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const container = containerRef.current;
      if (event.key !== 'Tab' || !container) return;
      // Handled here, so an enclosing trap (a modal behind a confirmation) does not act on it as well.
      event.stopPropagation();
      const items = focusableElements(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      const isOutside = !active || !container.contains(active);
      if (event.shiftKey && (isOutside || active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (isOutside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    },
    [containerRef],
  );
}
