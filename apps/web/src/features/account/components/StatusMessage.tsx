import { Icon } from '../../../ui';

export interface StatusText {
  tone: 'success' | 'danger';
  text: string;
}

/** The outcome of the last action of a settings section: a success announced politely, a failure as an alert. */
export function StatusMessage({ status }: { status: StatusText | null }) {
  if (!status) return null;
  const isDanger = status.tone === 'danger';
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
      <p className="min-w-0 flex-1">{status.text}</p>
    </div>
  );
}
