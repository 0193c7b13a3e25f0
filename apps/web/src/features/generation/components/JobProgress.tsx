import { ProgressBar } from '../../../ui';

interface JobProgressProps {
  /** 0-100. */
  value: number;
  /** Accessible name of the bar, e.g. 'Generate image progress'. */
  label: string;
}

/** A thin progress bar with its percentage, for a running generation job. */
export function JobProgress({ value, label }: JobProgressProps) {
  return <ProgressBar value={value} label={label} size="sm" />;
}
