import { ADMIN_GRANT_MAX, ADMIN_NOTE_MAX } from '@sym/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, Button, Modal, TextField } from '../../../ui';

interface GrantCreditsDialogProps {
  /** Whose balance receives the credits (a user's own, or a team's pool); null: closed. */
  recipient: { name: string } | null;
  /** Where the credits go and where the note shows. */
  description: string;
  isGranting: boolean;
  /** Grants; a failure is shown in the dialog, which then stays open. */
  onGrant: (amount: number, note: string) => Promise<void>;
  onClose: () => void;
}

/** Amount and note of a grant; the note shows in the recipient's usage history and in the audit log. */
export function GrantCreditsDialog({ recipient, description, isGranting, onGrant, onClose }: GrantCreditsDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setAmount('');
    setNote('');
    setError(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await onGrant(Number(amount), note);
      close();
    } catch (failure) {
      setError(errorMessageOf(failure, t('admin.grant.failed')));
    }
  };

  return (
    <Modal
      isOpen={recipient !== null}
      onClose={close}
      title={t('admin.grant.title', { name: recipient?.name ?? '' })}
      description={description}
      isDismissable={!isGranting}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isGranting}>
            {t('admin.grant.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={isGranting}>
            {t('admin.grant.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
        {error && <Alert>{error}</Alert>}
        <TextField
          label={t('admin.grant.amount')}
          type="number"
          name="amount"
          required
          min={1}
          max={ADMIN_GRANT_MAX}
          step={1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label={t('admin.grant.note')}
          name="note"
          required
          maxLength={ADMIN_NOTE_MAX}
          placeholder={t('admin.grant.notePlaceholder')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Modal>
  );
}
