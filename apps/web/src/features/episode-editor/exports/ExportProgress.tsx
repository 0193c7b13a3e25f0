interface ExportProgressProps {
  /** 0-100. */
  value: number;
  label: string;
}

/** The render's progress bar with its percentage. */
export function ExportProgress({ value, label }: ExportProgressProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 min-w-24 flex-1 overflow-hidden rounded-full bg-hover"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span aria-hidden="true" className="w-10 text-right text-xs text-fg-muted tabular-nums">
        {percent}%
      </span>
    </div>
  );
}
