import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation';
import { Button } from './Button';
import { Modal } from './Modal';
import type { ModalVariant } from './modalStyles';

export interface ConfirmOptions {
  /** Defaults to 'Confirm Action'. */
  title?: string;
  /** Defaults to 'Are you sure?'. */
  message?: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** Defaults to 'danger'. */
  variant?: ModalVariant;
}

interface ConfirmModalProps extends ConfirmOptions {
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Busy confirm button; the dialog cannot be dismissed meanwhile. */
  isLoading?: boolean;
}

/**
 * Confirmation dialog of spec §2 (defaults: 'Confirm Action', 'Are you sure?', Confirm / Cancel, danger).
 * Focus starts on Cancel, the choice that changes nothing.
 */
export function ConfirmModal({
  isOpen,
  onConfirm,
  onCancel,
  isLoading = false,
  title,
  message,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
}: ConfirmModalProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title ?? t('ui.confirm.title')}
      size="small"
      variant={variant}
      role="alertdialog"
      initialFocusRef={cancelRef}
      isDismissable={!isLoading}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isLoading}>
            {cancelLabel ?? t('ui.confirm.cancel')}
          </Button>
          <Button variant={variant === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} isLoading={isLoading}>
            {confirmLabel ?? t('ui.confirm.confirm')}
          </Button>
        </>
      }
    >
      <div className="text-fg-muted">{message ?? t('ui.confirm.message')}</div>
    </Modal>
  );
}
