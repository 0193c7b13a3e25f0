import type { ReactNode } from 'react';
import { Icon } from './Icon';

interface AlertProps {
  children: ReactNode;
  tone?: 'danger' | 'info';
}

/** Inline message announced to screen readers (form errors, notices). */
export function Alert({ children, tone = 'danger' }: AlertProps) {
  const toneClasses =
    tone === 'danger' ? 'border-danger/40 bg-danger/10 text-danger' : 'border-line bg-elevated text-fg';
  return (
    <div role="alert" className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${toneClasses}`}>
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
