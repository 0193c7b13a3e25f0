import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ApiError } from '../../../lib/errors';
import { Alert, Button, Modal, TextField } from '../../../ui';
import { useCurrentUser } from '../../auth';
import { useDeleteAccount } from '../api/useDeleteAccount';
import { isAccountEmail } from '../utils/isAccountEmail';

interface DeleteAccountDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Runs once the server has deleted the account and ended its sessions: sign out here. */
  onDeleted: () => void | Promise<void>;
}

/** A refusal the server explains is shown as is; anything else gets the generic text. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && [403, 404, 422, 429].includes(error.status) ? error.localizedMessage : fallback;
}

/**
 * Deletes the signed-in user's account for good. The user types their account e-mail to confirm: the
 * destructive button stays disabled until it matches, and the dialog cannot be dismissed while deleting.
 */
export function DeleteAccountDialog({ isOpen, onClose, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const deleteAccount = useDeleteAccount();
  const formId = useId();
  const [typed, setTyped] = useState('');
  const canDelete = isAccountEmail(typed, user.email);
  // Busy until the dialog goes away with the session, so nothing can be pressed twice.
  const isBusy = deleteAccount.isPending || deleteAccount.isSuccess;
  const { error } = deleteAccount;
  const emailError = error instanceof ApiError ? error.fieldMessage('email') : undefined;

  const close = () => {
    setTyped('');
    deleteAccount.reset();
    onClose();
  };
  const handleChange = (value: string) => {
    setTyped(value);
    if (error) deleteAccount.reset();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canDelete || isBusy) return;
    deleteAccount.mutate(typed.trim(), { onSuccess: () => void onDeleted() });
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t('account.delete.title')}
      description={t('account.delete.message')}
      variant="danger"
      role="alertdialog"
      isDismissable={!isBusy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>
            {t('account.delete.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={!canDelete} isLoading={isBusy}>
            {isBusy ? t('account.delete.deleting') : t('account.delete.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          type="email"
          label={t('account.delete.emailLabel', { email: user.email })}
          value={typed}
          onChange={(event) => handleChange(event.target.value)}
          error={emailError}
          readOnly={isBusy}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
        />
        {error && !emailError && <Alert>{failureText(error, t('account.delete.failed'))}</Alert>}
      </form>
    </Modal>
  );
}
