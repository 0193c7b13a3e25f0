import type { AnnotationShape } from '@sym/contracts';
import type { ReactNode } from 'react';
import { resolveMediaUrl } from '../../../../lib/transport';
import { AnnotationOverlay } from './AnnotationOverlay';

interface AnnotatedPictureProps {
  /** The picture's address; null shows an empty 16:9 frame with `placeholder` in it. */
  src: string | null;
  alt: string;
  /** A drawing to show over it, if any. */
  shapes?: readonly AnnotationShape[] | null;
  placeholder?: ReactNode;
  className?: string;
  /** Drawn over the picture (and under nothing else), e.g. the drawing canvas or a label. */
  children?: ReactNode;
}

/**
 * A picture whose box is exactly the image (no cropping, no letterbox), so a drawing's 0–1 coordinates mean the
 * same place on every screen, with an optional drawing over it.
 */
export function AnnotatedPicture({ src, alt, shapes, placeholder, className = '', children }: AnnotatedPictureProps) {
  return (
    <div className={`relative overflow-hidden bg-elevated ${className}`}>
      {src ? (
        <img src={resolveMediaUrl(src)} alt={alt} decoding="async" draggable={false} className="block h-auto w-full" />
      ) : (
        <div className="grid aspect-video w-full place-items-center p-4 text-center text-xs text-fg-subtle">
          {placeholder}
        </div>
      )}
      {shapes && shapes.length > 0 && <AnnotationOverlay shapes={shapes} />}
      {children}
    </div>
  );
}
