import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';

interface FolderSectionProps {
  /** Null: the assets outside any folder (not collapsible). */
  folder: string | null;
  count: number;
  isExpanded: boolean;
  onToggle: () => void;
  /** Offered for an empty custom folder. */
  onRemove?: () => void;
  children: ReactNode;
}

/** A folder heading that expands or collapses its assets. */
export function FolderSection({ folder, count, isExpanded, onToggle, onRemove, children }: FolderSectionProps) {
  const { t } = useTranslation();
  const contentId = useId();
  const title = folder ?? t('assets.folders.loose');
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-fg-muted">
        {folder === null ? (
          <span className="flex items-center gap-2 px-1 py-1">
            {title}
            <span className="text-xs tabular-nums">{count}</span>
          </span>
        ) : (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={isExpanded}
            aria-controls={contentId}
            className="flex w-full items-center gap-2 rounded-lg px-1 py-1 text-left hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Icon
              name="chevronDown"
              className={`size-4 shrink-0 transition-transform ${isExpanded ? '' : '-rotate-90'}`}
            />
            <Icon name="folder" className="size-4 shrink-0" />
            <span className="min-w-0 flex-1 truncate text-fg">{title}</span>
            <span className="rounded-full bg-elevated px-1.5 text-xs tabular-nums" aria-hidden="true">
              {count}
            </span>
            <span className="sr-only">{t('assets.folders.count', { count, folder: title })}</span>
          </button>
        )}
      </h3>
      {(isExpanded || folder === null) && (
        <div id={contentId}>
          {count > 0 ? (
            children
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-line px-3 py-2.5 text-xs text-fg-muted">
              <span>{t('assets.folders.emptyFolder')}</span>
              {onRemove && (
                <Button variant="ghost" size="sm" onClick={onRemove}>
                  {t('assets.folders.remove')}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
