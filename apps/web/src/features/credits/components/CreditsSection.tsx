import { useId, type ReactNode } from 'react';

interface CreditsSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/** One titled panel of the credits screen. */
export function CreditsSection({ title, description, children, className = '' }: CreditsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6 ${className}`}
    >
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
