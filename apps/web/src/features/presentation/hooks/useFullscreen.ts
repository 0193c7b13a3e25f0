import { useEffect, useRef, type RefObject } from 'react';

/**
 * Shows `elementRef` full screen (the Fullscreen API) while mounted; where the browser refuses or lacks it, the
 * element stays what it already is, an overlay over the page. Leaving full screen the browser's way (Esc, which
 * the page never hears then) calls `onExit`.
 */
export function useFullscreen(elementRef: RefObject<HTMLElement | null>, onExit: () => void): void {
  const exit = useRef(onExit);
  exit.current = onExit;

  useEffect(() => {
    const element = elementRef.current;
    if (!element || typeof element.requestFullscreen !== 'function' || document.fullscreenEnabled === false) return;
    let wasFullscreen = false;
    const onChange = () => {
      if (document.fullscreenElement === element) wasFullscreen = true;
      else if (wasFullscreen) exit.current();
    };
    document.addEventListener('fullscreenchange', onChange);
    // Refused without a user gesture, or by the page's permissions: the overlay is the fallback.
    element.requestFullscreen().catch(() => undefined);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement === element) document.exitFullscreen().catch(() => undefined);
    };
  }, [elementRef]);
}
