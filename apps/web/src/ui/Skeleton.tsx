interface SkeletonProps {
  /** Size and shape, e.g. 'h-4 w-32' or 'size-10 rounded-full' (rounded-md unless a rounding is given). */
  className?: string;
}

/** A pulsing placeholder block shown while content loads; hidden from screen readers. */
export function Skeleton({ className = 'h-4 w-full' }: SkeletonProps) {
  const shape = className.includes('rounded') ? '' : 'rounded-md';
  return <span aria-hidden="true" className={`block animate-pulse bg-hover ${shape} ${className}`} />;
}
