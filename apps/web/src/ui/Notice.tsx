import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

interface NoticeProps {
  title: string;
  message: string;
  icon?: IconName;
  children?: ReactNode;
}

/** A calm, centred panel for empty and informational states. */
export function Notice({ title, message, icon = 'sparkles', children }: NoticeProps) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <span className="mb-4 grid size-12 place-items-center rounded-xl bg-accent-soft text-accent">
        <Icon name={icon} className="size-6" />
      </span>
      <h2 className="text-base font-semibold text-fg">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-fg-muted">{message}</p>
      {children && <div className="mt-5 flex flex-wrap justify-center gap-2">{children}</div>}
    </section>
  );
}
