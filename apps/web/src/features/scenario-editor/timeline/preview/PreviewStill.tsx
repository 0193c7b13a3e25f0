import { cameraTransformAt, type CameraMotion } from '@sym/contracts';
import { useState } from 'react';
import { resolveMediaUrl } from '../../../../lib/transport';

interface PreviewStillProps {
  url: string;
  alt: string;
  motion: CameraMotion;
  /** 0-1 through the shot. */
  progress: number;
  frame: { width: number; height: number };
}

/**
 * A shot's picture with its camera move: the same canvas and curve the local video provider renders with
 * ffmpeg, applied as a CSS transform for the current progress.
 */
export function PreviewStill({ url, alt, motion, progress, frame }: PreviewStillProps) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const isMeasured = natural !== null && frame.width > 0 && frame.height > 0;
  const move = isMeasured ? cameraTransformAt(motion, natural, frame, progress) : null;
  return (
    <div
      className="absolute top-0 left-0 origin-top-left will-change-transform"
      data-camera-scale={move ? move.scale.toFixed(4) : undefined}
      style={
        move
          ? {
              width: move.canvas.width,
              height: move.canvas.height,
              transform: `translate(${move.translateX}px, ${move.translateY}px) scale(${move.scale})`,
            }
          : { width: '100%', height: '100%' }
      }
    >
      <img
        src={resolveMediaUrl(url)}
        alt={alt}
        draggable={false}
        className="size-full object-cover"
        onLoad={(event) =>
          setNatural({ width: event.currentTarget.naturalWidth || 1, height: event.currentTarget.naturalHeight || 1 })
        }
      />
    </div>
  );
}
