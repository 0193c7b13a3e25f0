import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation';
import { Icon, type IconName } from './Icon';

interface EmptyStateProps {
  /** Defaults to 'No results found' (spec §8). */
  title?: string;
  message?: string;
  icon?: IconName;
  /** A button or link that gets the user going (create, clear filters...). */
  action?: ReactNode;
  /** Smaller padding inside panels and modals. */
  isCompact?: boolean;
}

/** What an empty collection or a search without matches shows. */
export function EmptyState({ title, message, icon = 'inbox', action, isCompact = false }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <section
      role="status"
      className={`flex flex-col items-center rounded-xl border border-dashed border-line text-center ${
        isCompact ? 'px-4 py-8' : 'px-6 py-14'
      }`}
    >
      <span className="mb-3 grid size-11 place-items-center rounded-full bg-elevated text-fg-muted">
        <Icon name={icon} className="size-5" />
      </span>
      <h2 className="text-base font-semibold text-fg">{title ?? t('ui.empty.title')}</h2>
      {message && <p className="mt-1.5 max-w-md text-sm text-fg-muted">{message}</p>}
      {action && <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div>}
    </section>
  );
}
