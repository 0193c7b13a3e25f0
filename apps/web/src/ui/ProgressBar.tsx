interface ProgressBarProps {
  /** 0-100. */
  value: number;
  /** Accessible name of the bar, e.g. 'Generate image progress'. */
  label: string;
  /** `sm`: a thin bar for buttons and cards; `md`: list rows. */
  size?: 'sm' | 'md';
}

const TRACK_CLASSES = { sm: 'h-1.5 min-w-16', md: 'h-2 min-w-24' } as const;
const PERCENT_CLASSES = { sm: 'w-9', md: 'w-10' } as const;

/** A determinate progress bar with its percentage (long work: generation jobs, exports). */
export function ProgressBar({ value, label, size = 'sm' }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={`${TRACK_CLASSES[size]} flex-1 overflow-hidden rounded-full bg-hover`}
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span aria-hidden="true" className={`${PERCENT_CLASSES[size]} text-right text-xs text-fg-muted tabular-nums`}>
        {percent}%
      </span>
    </div>
  );
}
