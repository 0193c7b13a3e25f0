import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';
import type { PresentationClock, PresentationModeKind } from '../hooks/usePresentationNavigation';

interface PresentationControlsProps {
  index: number;
  total: number;
  mode: PresentationModeKind;
  /** The animatic's clock and length; absent when only the shots can be shown. */
  animatic: { clock: PresentationClock; duration: number } | null;
  onGo: (index: number) => void;
  onMode: (mode: PresentationModeKind) => void;
  onTogglePlay: () => void;
  onSeek: (time: number) => void;
}

const formatTime = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const CONTROL =
  'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium text-white/90 hover:bg-white/10 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40';

/** Previous / next with where the shot stands, Shots or Animatic, and the animatic's play button and playhead. */
export function PresentationControls({ index, total, mode, animatic, ...on }: PresentationControlsProps) {
  const { t } = useTranslation();
  const isPlaying = mode === 'animatic' && animatic?.clock.isPlaying === true;
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 px-4 py-3">
      <button type="button" className={CONTROL} disabled={index <= 0} onClick={() => on.onGo(index - 1)}>
        <Icon name="arrowLeft" className="size-4" />
        {t('presentation.previous')}
      </button>
      <span
        data-testid="presentation-shot-index"
        data-index={index + 1}
        aria-live="polite"
        className="min-w-24 text-center text-sm text-white/80 tabular-nums"
      >
        {t('presentation.position', { n: index + 1, total })}
      </span>
      <button type="button" className={CONTROL} disabled={index >= total - 1} onClick={() => on.onGo(index + 1)}>
        {t('presentation.next')}
        <Icon name="arrowLeft" className="size-4 rotate-180" />
      </button>
      {animatic && (
        <>
          <div role="group" aria-label={t('presentation.modes.label')} className="flex rounded-lg bg-white/10 p-0.5">
            {(['shots', 'animatic'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                aria-pressed={mode === kind}
                data-testid={`presentation-mode-${kind}`}
                onClick={() => on.onMode(kind)}
                className={`rounded-md px-3 py-1 text-sm ${mode === kind ? 'bg-white text-black' : 'text-white/80 hover:bg-white/10'}`}
              >
                {t(`presentation.modes.${kind}`)}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={CONTROL}
            data-testid="presentation-play"
            aria-label={isPlaying ? t('presentation.pause') : t('presentation.play')}
            onClick={on.onTogglePlay}
          >
            <span aria-hidden="true">{isPlaying ? '❚❚' : '▶'}</span>
          </button>
          {mode === 'animatic' && (
            <div className="flex items-center gap-2 text-xs text-white/70 tabular-nums">
              <input
                type="range"
                aria-label={t('presentation.playhead')}
                min={0}
                max={animatic.duration}
                step={0.1}
                value={Math.min(animatic.clock.time, animatic.duration)}
                onChange={(event) => on.onSeek(Number(event.target.value))}
                className="w-40 accent-white"
              />
              {formatTime(animatic.clock.time)} / {formatTime(animatic.duration)}
            </div>
          )}
        </>
      )}
    </div>
  );
}
