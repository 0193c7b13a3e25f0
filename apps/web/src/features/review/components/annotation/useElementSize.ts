import { useLayoutEffect, useState, type RefObject } from 'react';
import type { BoxSize } from './annotationGeometry';

/** The element's size as laid out, kept up to date as it resizes (a picture that loads, a window that narrows). */
export function useElementSize(ref: RefObject<Element | null>): BoxSize {
  const [size, setSize] = useState<BoxSize>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((previous) => (previous.width === width && previous.height === height ? previous : { width, height }));
    };
    measure();
    // Browsers without ResizeObserver (and jsdom) keep the first measure.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
