import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';

export interface SubTabItem<Id extends string = string> {
  id: Id;
  label: string;
  /** Renders the tab as a link to this path (the route decides what is shown). */
  to?: string;
  /** Small count shown after the label. */
  count?: number;
  isDisabled?: boolean;
}

interface SubTabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly SubTabItem<Id>[];
  activeId: Id;
  /** Called when a button tab is chosen (click, or arrow keys, which move and select). */
  onChange?: (id: Id) => void;
  /** Prefix of tab element ids, so a panel can point back with aria-labelledby `${idPrefix}-${id}`. */
  idPrefix?: string;
  className?: string;
}

const NAVIGATION_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

/**
 * Secondary tabs inside a screen (spec §2): a tablist with roving focus. Arrow keys, Home and End move
 * between enabled tabs; button tabs are selected as focus moves, link tabs follow on Enter.
 */
export function SubTabs<Id extends string>({
  label,
  items,
  activeId,
  onChange,
  idPrefix,
  className = '',
}: SubTabsProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!NAVIGATION_KEYS.includes(event.key)) return;
    const enabled = items.filter((item) => !item.isDisabled);
    if (enabled.length === 0) return;
    event.preventDefault();
    const focusedId = (document.activeElement as HTMLElement | null)?.dataset.tabId;
    const current = Math.max(
      0,
      enabled.findIndex((item) => item.id === (focusedId ?? activeId)),
    );
    const nextIndex =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? enabled.length - 1
          : (current + (event.key === 'ArrowRight' ? 1 : -1) + enabled.length) % enabled.length;
    const next = enabled[nextIndex]!;
    const tabs = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    tabs.find((tab) => tab.dataset.tabId === next.id)?.focus();
    if (!next.to) onChange?.(next.id);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className={`flex gap-1 overflow-x-auto border-b border-line ${className}`}
    >
      {items.map((item) => {
        const isActive = item.id === activeId;
        const classes = `-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring ${
          isActive ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:border-line-strong hover:text-fg'
        } ${item.isDisabled ? 'pointer-events-none opacity-50' : ''}`;
        const common = {
          role: 'tab',
          id: idPrefix ? `${idPrefix}-${item.id}` : undefined,
          'aria-selected': isActive,
          'aria-disabled': item.isDisabled || undefined,
          'data-tab-id': item.id,
          tabIndex: isActive ? 0 : -1,
          className: classes,
        } as const;
        const content = (
          <>
            {item.label}
            {/* The space keeps label and count apart in the accessible name; flex layout drops it visually. */}
            {item.count !== undefined && ' '}
            {item.count !== undefined && (
              <span className="rounded-full bg-elevated px-1.5 py-px text-xs text-fg-muted tabular-nums">
                {item.count}
              </span>
            )}
          </>
        );
        return item.to && !item.isDisabled ? (
          <Link key={item.id} to={item.to} {...common}>
            {content}
          </Link>
        ) : (
          <button
            key={item.id}
            type="button"
            disabled={item.isDisabled}
            onClick={() => onChange?.(item.id)}
            {...common}
          >
            {content}
          </button>
        );
      })}
    </div>
  );
}
