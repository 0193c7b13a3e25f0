import { Icon } from './Icon';

export interface Outcome {
  tone: 'success' | 'danger';
  text: string;
}

interface OutcomeMessageProps {
  outcome: Outcome | null;
  /** With it, a close button (labelled `dismissLabel`) clears the message. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** The outcome of the last action: a success announced politely, a failure as an alert. */
export function OutcomeMessage({ outcome, onDismiss, dismissLabel }: OutcomeMessageProps) {
  if (!outcome) return null;
  const isDanger = outcome.tone === 'danger';
  return (
    <div
      role={isDanger ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${
        isDanger ? 'border-danger/40 bg-danger/10 text-danger' : 'border-success/40 bg-success/10 text-fg'
      }`}
    >
      <Icon
        name={isDanger ? 'alert' : 'checkCircle'}
        className={`mt-0.5 size-4 shrink-0 ${isDanger ? '' : 'text-success'}`}
      />
      <p className="min-w-0 flex-1">{outcome.text}</p>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-my-1 grid size-7 shrink-0 place-items-center rounded-md text-fg-muted hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  );
}
