interface JobProgressProps {
  /** 0-100. */
  value: number;
  /** Accessible name of the bar, e.g. 'Generate image progress'. */
  label: string;
}

/** A thin progress bar with its percentage, for a running generation job. */
export function JobProgress({ value, label }: JobProgressProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 min-w-16 flex-1 overflow-hidden rounded-full bg-hover"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span aria-hidden="true" className="w-9 text-right text-xs text-fg-muted tabular-nums">
        {percent}%
      </span>
    </div>
  );
}
