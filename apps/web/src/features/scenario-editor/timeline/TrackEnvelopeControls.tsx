import { MAX_FADE_SECONDS, type Track } from '@sym/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { OffsetField } from './OffsetField';
import type { TrackChanges } from './timelineApi';

interface TrackEnvelopeControlsProps {
  track: Pick<Track, 'duck' | 'fadeIn' | 'fadeOut' | 'loop'>;
  onChange: (changes: TrackChanges) => void;
}

const CHECKBOX = 'size-3.5 accent-accent focus-visible:outline-2 focus-visible:outline-accent';

/**
 * A track switch that shows the user's choice at once: the cached track changes only after the mutation starts (a
 * moment later), and a controlled checkbox would meanwhile fall back. A new value from the server (a collaborator's
 * change, or a refused one rolled back) replaces it.
 */
function TrackSwitch({ label, value, onChange }: { label: string; value: boolean; onChange: (on: boolean) => void }) {
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  return (
    <label className="flex items-center gap-1.5 text-xs text-fg-muted">
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
        className={CHECKBOX}
      />
      {label}
    </label>
  );
}

/**
 * How an audio track plays under the episode: lowered under dialogue, faded in and out, looped to the end. The
 * preview plays it so, and the export mixes it the same way.
 */
export function TrackEnvelopeControls({ track, onChange }: TrackEnvelopeControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex basis-full flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <TrackSwitch label={t('timeline.track.duck')} value={track.duck} onChange={(duck) => onChange({ duck })} />
        <TrackSwitch label={t('timeline.track.loop')} value={track.loop} onChange={(loop) => onChange({ loop })} />
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
