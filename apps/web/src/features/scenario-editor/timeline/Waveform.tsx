import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import WaveSurfer from 'wavesurfer.js';
import { resolveMediaUrl } from '../../../lib/transport';

type WaveformState = 'loading' | 'ready' | 'error';

interface WaveformProps {
  url: string;
  /** Pixels, or 'auto' to fill the container's height. */
  height: number | 'auto';
  /** Accessible name of the drawing, e.g. the track's name. */
  label: string;
}

/**
 * The waveform of an audio file drawn by wavesurfer.js (display only: the preview plays the audio itself).
 * `data-state` tells loading, ready or error; a file that cannot be read shows 'Failed to load audio waveform'.
 */
export function Waveform({ url, height, label }: WaveformProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WaveformState>('loading');

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    setState('loading');
    let wavesurfer: WaveSurfer;
    try {
      const color = getComputedStyle(element).color || '#8b8bf5';
      wavesurfer = WaveSurfer.create({
        container: element,
        url: resolveMediaUrl(url),
        height,
        waveColor: color,
        progressColor: color,
        cursorWidth: 0,
        interact: false,
        normalize: true,
        barWidth: 2,
        barGap: 1,
      });
    } catch {
      setState('error');
      return;
    }
    const offReady = wavesurfer.on('ready', () => setState('ready'));
    const offError = wavesurfer.on('error', () => setState('error'));
    return () => {
      offReady();
      offError();
      wavesurfer.destroy();
    };
  }, [url, height]);

  return (
    <div className="relative h-full w-full text-accent" data-waveform-state={state}>
      <div ref={container} role="img" aria-label={label} className="h-full w-full" />
      {state === 'error' && (
        <p role="alert" className="absolute inset-0 flex items-center px-2 text-xs text-danger">
          {t('timeline.waveformFailed')}
        </p>
      )}
    </div>
  );
}
