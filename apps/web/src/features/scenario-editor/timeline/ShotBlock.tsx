import { snapShotDuration, timeToPixels, trimShotDuration, type Shot, type TimelineShot } from '@sym/contracts';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';
import { useDebouncedCallback } from '../../../ui';
import { formatSeconds } from '../utils/formatSeconds';
import { keyStep } from './timelineLayout';
import { useHorizontalDrag } from './useHorizontalDrag';

/** Keyboard trims are sent once the keys rest this long, not one request per press. */
const KEY_TRIM_COMMIT_MS = 500;

interface ShotBlockProps {
  entry: TimelineShot<Shot>;
  pixelsPerSecond: number;
  isCurrent: boolean;
  onTrim: (shotId: string, duration: number) => void;
  onSelect: (time: number) => void;
  /** Drawn over the clip (e.g. other users' selection ring). */
  children?: ReactNode;
}

/** One shot on the shots track: width ∝ duration, its thumbnail, and a right edge that trims it. */
export function ShotBlock({ entry, pixelsPerSecond, isCurrent, onTrim, onSelect, children }: ShotBlockProps) {
  const { t, i18n } = useTranslation();
  const { shot, duration } = entry;
  const [draft, setDraft] = useState<number | null>(null);
  const shown = draft ?? duration;
  const label = t('timeline.shot', { n: entry.index + 1 });
  const commit = useDebouncedCallback((next: number) => {
    setDraft(null);
    if (next !== duration) onTrim(shot.id, next);
  }, KEY_TRIM_COMMIT_MS);

  const drag = useHorizontalDrag({
    onMove: (delta) => setDraft(delta === 0 ? null : trimShotDuration(duration, delta, pixelsPerSecond)),
    onEnd: (delta) => {
      const next = trimShotDuration(duration, delta, pixelsPerSecond);
      setDraft(null);
      if (next !== duration) onTrim(shot.id, next);
    },
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keyStep(event.key, event.shiftKey);
    if (step === null) return;
    event.preventDefault();
    const next = snapShotDuration(shown + step);
    setDraft(next);
    commit.run(next);
  };

  const seconds = t('timeline.seconds', { seconds: formatSeconds(shown, i18n.resolvedLanguage, { fixed: true }) });
  return (
    <div
      role="group"
      aria-label={label}
      data-duration={shown}
      className={`relative h-full shrink-0 overflow-hidden rounded-md border bg-elevated ${
        isCurrent ? 'border-accent' : 'border-line'
      }`}
      style={{ width: timeToPixels(shown, pixelsPerSecond) }}
    >
      <button
        type="button"
        className="absolute inset-0 flex h-full w-full items-end text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
        aria-label={t('timeline.goToShot', { n: entry.index + 1 })}
        onClick={() => onSelect(entry.start)}
      >
        {shot.imageUrl && (
          <img
            src={resolveMediaUrl(shot.imageUrl)}
            alt=""
            draggable={false}
            className="pointer-events-none absolute inset-0 size-full object-cover opacity-80"
          />
        )}
        <span className="relative m-1 truncate rounded bg-canvas/80 px-1.5 py-0.5 text-[11px] text-fg">
          {label} · <span className="tabular-nums">{seconds}</span>
        </span>
      </button>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('timeline.trimShot', { n: entry.index + 1 })}
        aria-valuemin={0.5}
        aria-valuenow={shown}
        aria-valuetext={seconds}
        title={t('timeline.trimHint')}
        className="absolute top-0 right-0 z-10 h-full w-2.5 cursor-ew-resize touch-none bg-accent/40 hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-accent"
        onKeyDown={handleKeyDown}
        onBlur={commit.flush}
        {...drag}
      />
      {children}
    </div>
  );
}
