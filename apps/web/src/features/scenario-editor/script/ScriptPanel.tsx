import { useId, type ReactNode } from 'react';

interface ScriptPanelProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled block of the script tab. */
export function ScriptPanel({ title, description, children }: ScriptPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5">
      <div>
        <h2 id={headingId} className="text-base font-semibold text-fg">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
