import { MAX_FADE_SECONDS, type Track } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { OffsetField } from './OffsetField';
import type { TrackChanges } from './timelineApi';

interface TrackEnvelopeControlsProps {
  track: Pick<Track, 'duck' | 'fadeIn' | 'fadeOut' | 'loop'>;
  onChange: (changes: TrackChanges) => void;
}

const CHECKBOX = 'size-3.5 accent-accent focus-visible:outline-2 focus-visible:outline-accent';

/**
 * How an audio track plays under the episode: lowered under dialogue, faded in and out, looped to the end. The
 * preview plays it so, and the export mixes it the same way.
 */
export function TrackEnvelopeControls({ track, onChange }: TrackEnvelopeControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex basis-full flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label className="flex items-center gap-1.5 text-xs text-fg-muted">
          <input
            type="checkbox"
            checked={track.duck}
            onChange={(event) => onChange({ duck: event.target.checked })}
            className={CHECKBOX}
          />
          {t('timeline.track.duck')}
        </label>
        <label className="flex items-center gap-1.5 text-xs text-fg-muted">
          <input
            type="checkbox"
            checked={track.loop}
            onChange={(event) => onChange({ loop: event.target.checked })}
            className={CHECKBOX}
          />
          {t('timeline.track.loop')}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <OffsetField
          label={t('timeline.track.fadeIn')}
          value={track.fadeIn}
          max={MAX_FADE_SECONDS}
          onCommit={(fadeIn) => onChange({ fadeIn })}
        />
        <OffsetField
          label={t('timeline.track.fadeOut')}
          value={track.fadeOut}
          max={MAX_FADE_SECONDS}
          onCommit={(fadeOut) => onChange({ fadeOut })}
        />
      </div>
    </div>
  );
}
