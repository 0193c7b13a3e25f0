import { VOLUME_MAX } from '@sym/contracts';
import { useEffect, useState } from 'react';

interface VolumeSliderProps {
  label: string;
  value: number;
  onCommit: (volume: number) => void;
}

/** Gain 0-2 (spec Volume); sends its value when the user lets go, not on every step. */
export function VolumeSlider({ label, value, onCommit }: VolumeSliderProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <input
      type="range"
      aria-label={label}
      aria-valuetext={`${Math.round(draft * 100)}%`}
      min={0}
      max={VOLUME_MAX}
      step={0.05}
      value={draft}
      onChange={(event) => setDraft(Number(event.target.value))}
      onPointerUp={commit}
      onKeyUp={commit}
      onBlur={commit}
      className="h-4 w-24 accent-accent"
    />
  );
}
