import { useId, useRef, type MouseEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../lib/i18n/useTranslation';
import { Icon } from './Icon';
import { MODAL_SIZE_CLASSES, MODAL_VARIANT_STYLES, type ModalSize, type ModalVariant } from './modalStyles';
import { useBodyScrollLock } from './useBodyScrollLock';
import { SKIP_INITIAL_FOCUS, useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  isOpen: boolean;
  /** Called on Escape, a backdrop click or the close button (unless `isDismissable` is false). */
  onClose: () => void;
  title: string;
  /** Short text under the title, announced as the dialog's description. */
  description?: string;
  size?: ModalSize;
  variant?: ModalVariant;
  children?: ReactNode;
  /** Action buttons, aligned to the end of the footer. */
  footer?: ReactNode;
  /** Element focused on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False while work is in progress: Escape, backdrop and the close button do nothing. */
  isDismissable?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * Dialog of spec §2, rendered into document.body over a dimmed backdrop. It traps Tab focus, closes on
 * Escape and on a click on the backdrop, locks page scrolling and returns focus to its opener on close.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  size = 'medium',
  variant = 'default',
  children,
  footer,
  initialFocusRef,
  isDismissable = true,
  role = 'dialog',
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Set on mousedown so a text selection dragged from inside the dialog to the backdrop does not close it.
  const isBackdropPressRef = useRef(false);
  useBodyScrollLock(isOpen);
  const handleTrapKeyDown = useFocusTrap(isOpen, dialogRef, initialFocusRef);

  if (!isOpen) return null;

  const requestClose = () => {
    if (isDismissable) onClose();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A dialog stacked on top closes alone, not the ones behind it.
      event.stopPropagation();
      requestClose();
      return;
    }
    handleTrapKeyDown(event);
  };
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    isBackdropPressRef.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isBackdropPressRef.current && event.target === event.currentTarget) requestClose();
    isBackdropPressRef.current = false;
  };

  const isFullscreen = size === 'fullscreen';
  const accent = MODAL_VARIANT_STYLES[variant];
  return createPortal(
    <div
      data-testid="modal-backdrop"
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
      className={`fixed inset-0 z-50 flex items-center justify-center bg-black/60 backdrop-blur-[2px] ${isFullscreen ? '' : 'p-4'}`}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        data-size={size}
        data-variant={variant}
        className={`flex flex-col overflow-hidden border border-line bg-surface text-fg shadow-2xl shadow-black/40 outline-none ${
          accent ? `border-t-4 ${accent.edge}` : ''
        } ${MODAL_SIZE_CLASSES[size]}`}
      >
        <header className={`flex items-start gap-3 px-5 py-4 ${children ? 'border-b border-line' : ''}`}>
          {accent && (
            <span className={`grid size-9 shrink-0 place-items-center rounded-full ${accent.badge}`}>
              <Icon name={accent.icon} className="size-5" />
            </span>
          )}
          <div className="min-w-0 flex-1 self-center">
            <h2 id={titleId} className="text-base font-semibold text-fg">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-fg-muted">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={requestClose}
            disabled={!isDismissable}
            aria-label={t('ui.modal.close')}
            {...{ [SKIP_INITIAL_FOCUS]: '' }}
            className="-mt-1 -mr-2 grid size-8 shrink-0 place-items-center rounded-lg text-fg-muted transition-colors hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
          >
            <Icon name="close" className="size-5" />
          </button>
        </header>
        {children && <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm text-fg">{children}</div>}
        {footer && (
          <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-line bg-canvas/40 px-5 py-3">
            {footer}
          </footer>
        )}
      </div>
    </div>,
    document.body,
  );
}
