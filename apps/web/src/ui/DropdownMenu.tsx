import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from './useDismiss';

interface DropdownMenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** Visible content of the trigger (icon, avatar...). */
  trigger: ReactNode;
  /** Menu content; entries carry role="menuitem". `close` hides the menu and refocuses the trigger. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
  panelClassName?: string;
}

const ITEM_SELECTOR = '[role="menuitem"]:not([disabled])';

/**
 * A button that opens a menu below it. Escape and outside clicks close it and focus returns to the
 * trigger; opening focuses the first entry and the arrow keys move between entries.
 */
export function DropdownMenu({
  label,
  trigger,
  children,
  align = 'end',
  triggerClassName = '',
  panelClassName = '',
}: DropdownMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setIsOpen(false);
    triggerRef.current?.focus();
  }, []);
  const dismiss = useCallback(() => setIsOpen(false), []);
  useDismiss(isOpen, containerRef, dismiss);

  useEffect(() => {
    if (isOpen) panelRef.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, [isOpen]);

  const handlePanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    // Arrow keys step through the entries; inside a <select> they keep choosing options.
    if (event.target instanceof HTMLSelectElement) return;
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(current + step + items.length) % items.length]?.focus();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className={`rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${triggerClassName}`}
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={panelId}
          role="menu"
          aria-label={label}
          onKeyDown={handlePanelKeyDown}
          className={`absolute top-full z-40 mt-2 min-w-60 rounded-xl border border-line bg-surface p-1.5 shadow-xl shadow-black/20 ${
            align === 'end' ? 'right-0' : 'left-0'
          } ${panelClassName}`}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}
