import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
  isDanger?: boolean;
}

/** One titled block of a settings page (project settings, account settings): heading and text beside the content. */
export function SettingsSection({ title, description, children, isDanger = false }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`grid gap-6 rounded-2xl border bg-surface p-5 sm:p-6 lg:grid-cols-[16rem_1fr] ${
        isDanger ? 'border-danger/50' : 'border-line'
      }`}
    >
      <div>
        <h2 id={headingId} className={`text-base font-semibold ${isDanger ? 'text-danger' : 'text-fg'}`}>
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
