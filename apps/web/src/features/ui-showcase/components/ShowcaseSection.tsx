import type { ReactNode } from 'react';

interface ShowcaseSectionProps {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** One block of the showcase: heading, what to try, and the live pieces. */
export function ShowcaseSection({ id, title, description, children }: ShowcaseSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-fg-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
