import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useLocation } from 'react-router';
import { Icon, useBodyScrollLock, useDismiss } from '../../../ui';
import { MobileMenuPanel } from './MobileMenuPanel';

/**
 * Slide-in menu below the md breakpoint (spec §2). It closes on Escape, an outside click or a path
 * change, and locks page scrolling while open.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Remembering the path it was opened on makes any navigation close the menu without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === pathname;
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenedOn(null), []);
  useDismiss(isOpen, panelRef, close);
  useBodyScrollLock(isOpen);

  // Focus moves into the panel on open and back to the opener on close (not on first render).
  const wasOpenRef = useRef(false);
  useEffect(() => {
    if (isOpen) panelRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    else if (wasOpenRef.current) openerRef.current?.focus();
    wasOpenRef.current = isOpen;
  }, [isOpen]);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-label={t('nav.openMenu')}
        aria-expanded={isOpen}
        onClick={() => setOpenedOn(pathname)}
        className="grid size-9 place-items-center rounded-md text-fg-muted hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:hidden"
      >
        <Icon name="menu" />
      </button>
      {/* Portalled: the sticky header's backdrop filter would otherwise contain the fixed overlay. */}
      {isOpen &&
        createPortal(
          <div className="fixed inset-0 z-50 md:hidden">
            <div aria-hidden="true" className="absolute inset-0 bg-black/60 backdrop-blur-[2px]" />
            <div
              ref={panelRef}
              role="dialog"
              aria-modal="true"
              aria-label={t('nav.mobileMenu')}
              className="absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col border-r border-line bg-surface shadow-2xl motion-safe:animate-slide-in"
            >
              <MobileMenuPanel onClose={close} />
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
