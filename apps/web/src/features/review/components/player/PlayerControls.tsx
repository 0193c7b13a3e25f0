import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { useReviewView, useReviewViewStore } from '../../state/ReviewViewContext';
import { formatTimecode } from '../../utils/timecode';

/** Seconds the scrubber moves by: fine enough to point at a moment of a shot. */
const SEEK_STEP = 0.1;

/** Play / pause, the scrubber and the time (m:ss) of the review's player, the same for the video and the animatic. */
export function PlayerControls({ duration }: { duration: number }) {
  const { t } = useTranslation();
  const store = useReviewViewStore();
  const isPlaying = useReviewView((state) => state.isPlaying);
  const time = useReviewView((state) => Math.round(Math.min(state.timeSeconds, duration) / SEEK_STEP) * SEEK_STEP);
  const canPlay = duration > 0;

  const togglePlay = () => {
    if (isPlaying) {
      store.setPlaying(false);
      return;
    }
    // Play at the end starts over.
    if (time >= duration - SEEK_STEP) store.seek(0);
    store.setPlaying(true);
  };
  const handleSeek = (value: string) => {
    const next = Number(value);
    if (Number.isFinite(next)) store.seek(Math.min(duration, Math.max(0, next)));
  };

  return (
    <div className="flex items-center gap-3 px-1 pt-3">
      <button
        type="button"
        data-testid="review-player-play"
        aria-label={t(isPlaying ? 'review.player.pause' : 'review.player.play')}
        disabled={!canPlay}
        onClick={togglePlay}
        className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-on-accent hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
      >
        {isPlaying ? (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
            <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
            <path d="M8 5v14l11-7z" />
          </svg>
        )}
      </button>
      <input
        type="range"
        data-testid="review-player-seek"
        aria-label={t('review.player.position')}
        aria-valuetext={t('review.player.positionValue', {
          time: formatTimecode(time),
          duration: formatTimecode(duration),
        })}
        min={0}
        max={Math.max(duration, SEEK_STEP)}
        step={SEEK_STEP}
        value={time}
        disabled={!canPlay}
        // onInput as well: a script that sets the value and fires `input` (as test drivers do) is heard too.
        onChange={(event) => handleSeek(event.target.value)}
        onInput={(event) => handleSeek(event.currentTarget.value)}
        className="min-w-0 flex-1 accent-accent"
      />
      <span className="shrink-0 text-sm text-fg-muted tabular-nums">
        <span data-testid="review-player-time" className="text-fg">
          {formatTimecode(time)}
        </span>
        {' / '}
        <span data-testid="review-player-duration">{formatTimecode(duration)}</span>
      </span>
    </div>
  );
}
