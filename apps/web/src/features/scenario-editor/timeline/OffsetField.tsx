import { useEffect, useId, useState } from 'react';

interface OffsetFieldProps {
  label: string;
  value: number;
  onCommit: (seconds: number) => void;
  max?: number;
}

/** A seconds field (0.1 s steps) that sends its value on Enter or when focus leaves it. */
export function OffsetField({ label, value, onCommit, max }: OffsetFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const parsed = Number(text.replace(',', '.'));
    if (!Number.isFinite(parsed) || parsed < 0) {
      setText(String(value));
      return;
    }
    const next = Math.round(Math.min(max ?? Number.POSITIVE_INFINITY, parsed) * 10) / 10;
    setText(String(next));
    if (next !== value) onCommit(next);
  };

  return (
    <span className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-xs text-fg-muted">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={0.1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="h-7 w-16 rounded border border-line bg-canvas px-1.5 text-xs text-fg tabular-nums focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40"
      />
    </span>
  );
}
