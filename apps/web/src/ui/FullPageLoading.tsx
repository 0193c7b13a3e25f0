import { Spinner } from './Spinner';

interface FullPageLoadingProps {
  label?: string;
}

/** Start-up and auth-check state (spec §2): the whole viewport with 'Loading...'. */
export function FullPageLoading({ label = 'Loading...' }: FullPageLoadingProps) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-dvh place-items-center bg-canvas text-fg-muted">
      <div className="flex flex-col items-center gap-3">
        <Spinner className="size-6 text-accent" />
        <p className="text-sm">{label}</p>
      </div>
    </div>
  );
}
