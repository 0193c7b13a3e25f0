import type { AnnotationShape } from '@sym/contracts';
import type { ReactNode } from 'react';
import { resolveMediaUrl } from '../../../../lib/transport';
import { AnnotationOverlay } from './AnnotationOverlay';

interface PlayerFrameProps {
  /** The frame's picture (the animatic's shot at that time); null shows `placeholder` in the empty frame. */
  src: string | null;
  alt: string;
  /** A drawing to show over it, if any. */
  shapes?: readonly AnnotationShape[] | null;
  placeholder?: ReactNode;
  className?: string;
  /** Drawn over the frame, e.g. the drawing canvas. */
  children?: ReactNode;
}

/**
 * A frame of the review's player: a 16:9 box with the picture fitted inside, as the player shows it. A drawing
 * made at a time of the player is kept in 0–1 coordinates of this box, so it lands on the same place here, over
 * the player of a review page and over the editor's preview.
 */
export function PlayerFrame({ src, alt, shapes, placeholder, className = '', children }: PlayerFrameProps) {
  return (
    <div className={`relative aspect-video overflow-hidden bg-black ${className}`}>
      {src ? (
        <img
          src={resolveMediaUrl(src)}
          alt={alt}
          decoding="async"
          draggable={false}
          className="size-full object-contain"
        />
      ) : (
        <div className="grid size-full place-items-center p-4 text-center text-xs text-white/70">{placeholder}</div>
      )}
      {shapes && shapes.length > 0 && <AnnotationOverlay shapes={shapes} />}
      {children}
    </div>
  );
}
